import { logger, withLambdaLog } from '../adapters/log.ts';
import { sesEventBridgeEventSchema } from '../domain/contracts/ses-events.ts';
import { mailEventPorts } from '../services/mail-events/live-ports.ts';
import { recordMailEvents } from '../services/mail-events/record-mail-events.ts';

/**
 * SES bounces, complaints, rejects and delivery delays, from the configuration set's EventBridge
 * destination (a rule on the default bus matching `source: aws.ses`): each is recorded against its
 * address, and a permanent bounce or a complaint suppresses the address. An event of another shape
 * is logged and dropped (EventBridge would only deliver it again); a failed write throws, so Lambda
 * retries the asynchronous invocation.
 */
export const handler = withLambdaLog(async (event: unknown) => {
  const parsed = sesEventBridgeEventSchema.safeParse(event);
  if (!parsed.success) {
    logger('mail-events').warn('Not an SES event the product records', {
      detailType: (event as { 'detail-type'?: unknown } | null)?.['detail-type'],
      issue: parsed.error.issues[0]?.message,
    });
    return { recorded: 0 };
  }
  const recorded = await recordMailEvents(mailEventPorts(), parsed.data);
  logger('mail-events').info('SES event recorded', {
    eventType: parsed.data.detail.eventType,
    recipients: recorded.length,
  });
  return { recorded: recorded.length };
});
