import { eventHandlers } from '../../handlers/routes.ts';
import { lambdaContext, type LambdaHandler } from '../lambda/runtime.ts';
import type { Logger } from '../logger.ts';
import type { ProductQuiet } from '../quiet.ts';
import type { MailOutbox } from './outbox.ts';
import { sesEventFor } from './ses-events.ts';

/** SES reports a bounce some time after accepting the mail; locally, this long. */
const REPORT_DELAY_MS = 100;

/**
 * Stands in for SES's event publishing and the EventBridge rule: a mail the outbox accepted for a
 * bouncing address is followed, a moment later, by SES's event for it, handed to the mail-events
 * handler through the local Lambda runtime as the rule's target would invoke it.
 */
export function deliverSesEvents(options: {
  readonly outbox: MailOutbox;
  readonly loadHandler: (name: string) => Promise<LambdaHandler | undefined>;
  readonly region: string;
  readonly log: Logger;
  /** Told of each SES event from the bounce until its handler has run (GET /_local/idle). */
  readonly quiet?: ProductQuiet;
}): void {
  options.outbox.onBounce((mail, kind) => {
    const event = sesEventFor(
      kind,
      { messageId: mail.id, from: mail.from, to: mail.to, sentAt: mail.sentAt },
      options.region,
    );
    const done = options.quiet?.hold('SES event') ?? (() => undefined);
    setTimeout(() => {
      void (async () => {
        const handler = await options.loadHandler(eventHandlers.mailEvents);
        if (!handler) throw new Error(`functions/handlers/${eventHandlers.mailEvents}.ts is missing`);
        await handler(event, lambdaContext(eventHandlers.mailEvents));
      })()
        .catch((error: unknown) => options.log.error('The SES event could not be delivered', error))
        .finally(done);
    }, REPORT_DELAY_MS);
  });
}
