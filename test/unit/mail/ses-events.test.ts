import { describe, expect, it } from 'vitest';
import { sesEventBridgeEventSchema } from '../../../functions/domain/contracts/ses-events.ts';
import { recipientEvents } from '../../../functions/domain/mail-events.ts';

/**
 * The `detail` records below are AWS's own examples ("Examples of event data that Amazon SES
 * publishes to Amazon SNS", SES Developer Guide: the same record EventBridge carries as `detail`),
 * wrapped as EventBridge delivers them ("Amazon SES events", EventBridge events reference).
 */
const mail = {
  timestamp: '2017-08-05T00:40:02.012Z',
  source: 'Sender Name <sender@example.com>',
  sourceArn: 'arn:aws:ses:us-east-1:123456789012:identity/sender@example.com',
  sendingAccountId: '123456789012',
  messageId: 'EXAMPLE7c191be45-e9aedb9a-02f9-4d12-a87d-dd0099a07f8a-000000',
  destination: ['recipient@example.com'],
  headersTruncated: false,
  tags: { 'ses:configuration-set': ['ConfigSet'] },
};

const envelope = (detailType: string, detail: object) => ({
  version: '0',
  id: 'e1c1d5c6-3a35-4c0e-a4e1-0d1f8c7d9b11',
  'detail-type': detailType,
  source: 'aws.ses',
  account: '123456789012',
  time: '2017-08-05T00:41:03Z',
  region: 'us-east-1',
  resources: ['arn:aws:ses:us-east-1:123456789012:configuration-set/ConfigSet'],
  detail,
});

const bounce = (bounceType: string) =>
  envelope('Email Bounced', {
    eventType: 'Bounce',
    bounce: {
      bounceType,
      bounceSubType: 'General',
      bouncedRecipients: [
        {
          emailAddress: 'Recipient@Example.com',
          action: 'failed',
          status: '5.1.1',
          diagnosticCode: 'smtp; 550 5.1.1 user unknown',
        },
      ],
      timestamp: '2017-08-05T00:41:02.669Z',
      feedbackId: '01000157c44f053b-61b59c11-9236-11e6-8f96-7be8aexample-000000',
      reportingMTA: 'dsn; mta.example.com',
    },
    mail,
  });

const parse = (event: unknown) => recipientEvents(sesEventBridgeEventSchema.parse(event));

describe('an SES event from EventBridge', () => {
  it('a permanent bounce: recorded against the lower-cased address, which it suppresses', () => {
    expect(parse(bounce('Permanent'))).toEqual([
      {
        event: {
          email: 'recipient@example.com',
          event_id: 'e1c1d5c6-3a35-4c0e-a4e1-0d1f8c7d9b11',
          event_type: 'Bounce',
          bounce_type: 'Permanent',
          sub_type: 'General',
          message_id: mail.messageId,
          occurred_at: '2017-08-05T00:41:02.669Z',
        },
        bounced: true,
        suppresses: true,
      },
    ]);
  });

  it('a transient or undetermined bounce shows as bounced but suppresses nothing', () => {
    for (const type of ['Transient', 'Undetermined'])
      expect(parse(bounce(type))).toEqual([expect.objectContaining({ bounced: true, suppresses: false })]);
  });

  it('a complaint suppresses each complained-about recipient', () => {
    const events = parse(
      envelope('Email Complaint Received', {
        eventType: 'Complaint',
        complaint: {
          feedbackId: '01000157c44f053b-61b59c11-9236-11e6-8f96-7be8aexample-000000',
          complaintSubType: null,
          complainedRecipients: [{ emailAddress: 'recipient@example.com' }],
          timestamp: '2017-08-05T00:41:02.669Z',
          userAgent: 'Mozilla/5.0 (Windows NT 6.1; WOW64; rv:47.0) Gecko/20100101 Firefox/47.0',
          complaintFeedbackType: 'abuse',
          arrivalDate: '2017-08-05T00:41:02.669Z',
        },
        mail,
      }),
    );
    expect(events).toEqual([
      expect.objectContaining({
        event: expect.objectContaining({ event_type: 'Complaint', sub_type: 'abuse', bounce_type: null }),
        bounced: true,
        suppresses: true,
      }),
    ]);
  });

  it('a reject is about every destination and a delivery delay about the delayed ones; neither suppresses', () => {
    const rejected = parse(
      envelope('Email Rejected', { eventType: 'Reject', reject: { reason: 'Bad content' }, mail }),
    );
    expect(rejected).toEqual([
      expect.objectContaining({
        event: expect.objectContaining({
          email: 'recipient@example.com',
          event_type: 'Reject',
          sub_type: 'Bad content',
        }),
        bounced: false,
        suppresses: false,
      }),
    ]);
    const delayed = parse(
      envelope('Email Delivery Delayed', {
        eventType: 'DeliveryDelay',
        mail,
        deliveryDelay: {
          timestamp: '2020-06-16T00:15:40.641Z',
          delayType: 'TransientCommunicationFailure',
          expirationTime: '2020-06-16T00:25:40.914Z',
          delayedRecipients: [
            {
              emailAddress: 'recipient@example.com',
              status: '4.4.1',
              diagnosticCode: 'smtp; 421 4.4.1 Unable to connect to remote host',
            },
          ],
        },
      }),
    );
    expect(delayed).toEqual([
      expect.objectContaining({
        event: expect.objectContaining({
          event_type: 'DeliveryDelay',
          sub_type: 'TransientCommunicationFailure',
        }),
        bounced: false,
        suppresses: false,
      }),
    ]);
  });

  it('refuses what is not an SES event the product records', () => {
    expect(sesEventBridgeEventSchema.safeParse({ ...bounce('Permanent'), source: 'aws.s3' }).success).toBe(
      false,
    );
    expect(
      sesEventBridgeEventSchema.safeParse(envelope('Email Delivered', { eventType: 'Delivery', mail }))
        .success,
    ).toBe(false);
  });
});
