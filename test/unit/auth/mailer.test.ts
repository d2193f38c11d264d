import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendMail } from '../../../functions/adapters/mailer.ts';

const ses = mockClient(SESv2Client);
// The mailer reads the address's mail status (the suppression list) before each send.
const table = mockClient(DynamoDBDocumentClient);

describe('sendMail', () => {
  beforeEach(() => {
    process.env.MAIL_FROM = 'Quarter <no-reply@quarter.test>';
    process.env.TABLE_NAME = 'quarter-test';
    table.on(GetCommand).resolves({});
  });

  afterEach(() => {
    ses.reset();
    table.reset();
    delete process.env.MAIL_FROM;
  });

  it('sends one SES v2 e-mail from MAIL_FROM with text and HTML parts', async () => {
    // Prepare
    ses.on(SendEmailCommand).resolves({ MessageId: 'message-1' });

    // Act
    const sent = await sendMail({
      to: 'ada@example.com',
      subject: 'Your sign-in code',
      text: 'Code 123456',
      html: '<p>Code 123456</p>',
    });

    // Assess
    expect(sent).toEqual({ messageId: 'message-1' });
    expect(ses).toReceiveCommandTimes(SendEmailCommand, 1);
    expect(ses).toReceiveCommandWith(SendEmailCommand, {
      FromEmailAddress: 'Quarter <no-reply@quarter.test>',
      Destination: { ToAddresses: ['ada@example.com'] },
      Content: {
        Simple: {
          Subject: { Data: 'Your sign-in code', Charset: 'UTF-8' },
          Body: {
            Text: { Data: 'Code 123456', Charset: 'UTF-8' },
            Html: { Data: '<p>Code 123456</p>', Charset: 'UTF-8' },
          },
        },
      },
    });
  });

  it('fails naming MAIL_FROM when it is not configured', async () => {
    delete process.env.MAIL_FROM;
    await expect(sendMail({ to: 'ada@example.com', subject: 's', text: 't', html: 'h' })).rejects.toThrow(
      'MAIL_FROM',
    );
    expect(ses).toReceiveCommandTimes(SendEmailCommand, 0);
  });

  it('never calls SendEmail for an address on the suppression list (hard bounce or complaint)', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'message-1' });
    table.on(GetCommand, { Key: { pk: 'mail#ada@example.com', sk: 'status' } }).resolves({
      Item: {
        pk: 'mail#ada@example.com',
        sk: 'status',
        email: 'ada@example.com',
        bounced: true,
        suppressed: true,
        last_event_type: 'Bounce',
        last_event_at: '2026-01-01T12:00:00.000Z',
        __edb_e__: 'mail_status',
        __edb_v__: '1',
      },
    });

    const sent = await sendMail({ to: ' Ada@Example.com ', subject: 's', text: 't', html: 'h' });

    expect(sent).toEqual({ messageId: undefined, suppressed: true });
    expect(ses).toReceiveCommandTimes(SendEmailCommand, 0);
    // Another address is mailed as usual.
    await sendMail({ to: 'grace@example.com', subject: 's', text: 't', html: 'h' });
    expect(ses).toReceiveCommandTimes(SendEmailCommand, 1);
  });
});
