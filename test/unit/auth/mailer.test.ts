import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendMail } from '../../../functions/adapters/mailer.ts';

const ses = mockClient(SESv2Client);

describe('sendMail', () => {
  beforeEach(() => {
    process.env.MAIL_FROM = 'Quarter <no-reply@quarter.test>';
  });

  afterEach(() => {
    ses.reset();
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
});
