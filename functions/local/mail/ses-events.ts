import { randomUUID } from 'node:crypto';
import type { SesEventBridgeEvent } from '../../domain/contracts/ses-events.ts';

export const BOUNCE_KINDS = ['bounce', 'complaint'] as const;
export type BounceKind = (typeof BOUNCE_KINDS)[number];

const ACCOUNT = '000000000000';

/**
 * The EventBridge event SES publishes through a configuration set's event destination when a mail
 * to `to` hard-bounces or is marked as spam, in the shape of AWS's examples ("Examples of event data
 * that Amazon SES publishes", SES Developer Guide; "Amazon SES events", EventBridge reference).
 */
export function sesEventFor(
  kind: BounceKind,
  mail: { readonly messageId: string; readonly from: string; readonly to: string; readonly sentAt: string },
  region: string,
): SesEventBridgeEvent {
  const now = new Date().toISOString();
  const mailObject = {
    timestamp: mail.sentAt,
    source: mail.from,
    sendingAccountId: ACCOUNT,
    messageId: mail.messageId,
    destination: [mail.to],
    headersTruncated: false,
  };
  const detail =
    kind === 'bounce'
      ? {
          eventType: 'Bounce' as const,
          bounce: {
            bounceType: 'Permanent' as const,
            bounceSubType: 'General',
            bouncedRecipients: [
              {
                emailAddress: mail.to,
                action: 'failed',
                status: '5.1.1',
                diagnosticCode: 'smtp; 550 5.1.1 user unknown',
              },
            ],
            timestamp: now,
            feedbackId: `local-${randomUUID()}`,
            reportingMTA: 'dsn; local.quarter',
          },
          mail: mailObject,
        }
      : {
          eventType: 'Complaint' as const,
          complaint: {
            complainedRecipients: [{ emailAddress: mail.to }],
            timestamp: now,
            feedbackId: `local-${randomUUID()}`,
            complaintFeedbackType: 'abuse',
          },
          mail: mailObject,
        };
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': kind === 'bounce' ? 'Email Bounced' : 'Email Complaint Received',
    source: 'aws.ses',
    account: ACCOUNT,
    time: now,
    region,
    resources: [],
    detail,
  };
}
