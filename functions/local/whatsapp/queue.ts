import { randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { deliverWhatsappInProcess } from '../../adapters/whatsapp/queue.ts';
import { optionalEventHandlers } from '../../handlers/routes.ts';
import { lambdaContext, type LambdaHandler } from '../lambda/runtime.ts';
import type { Logger } from '../logger.ts';
import type { ProductQuiet } from '../quiet.ts';

/** SQS delivers a failed message again after its visibility timeout; locally, this soon and this often. */
const RETRY_DELAY_MS = 300;
const ATTEMPTS = 11;

/**
 * Stands in for the WhatsApp queue and its event source mapping (lib/whatsapp.ts): each notification
 * the webhook enqueues is handed, a moment later, to the whatsapp-worker handler through the local
 * Lambda runtime as an SQS batch of one, and delivered again while the handler reports it failed.
 */
export function startWhatsappQueue(options: {
  readonly loadHandler: (name: string) => Promise<LambdaHandler | undefined>;
  readonly log: Logger;
  /** Told of each notification from its enqueueing until it is delivered or dropped (GET /_local/idle). */
  readonly quiet?: ProductQuiet;
}): void {
  const name = optionalEventHandlers.whatsappWorker;
  const deliverOnce = async (rawBody: string, messageId: string): Promise<boolean> => {
    const handler = await options.loadHandler(name);
    if (!handler) throw new Error(`functions/handlers/${name}.ts is missing`);
    const event = { Records: [{ messageId, body: rawBody }] } as unknown as SQSEvent;
    const result = (await handler(event, lambdaContext(name))) as SQSBatchResponse;
    return result.batchItemFailures.length === 0;
  };
  const attempt = (rawBody: string, messageId: string, left: number, done: () => void) => {
    deliverOnce(rawBody, messageId)
      .catch(() => false)
      .then((delivered) => {
        if (delivered) return done();
        if (left > 1) setTimeout(() => attempt(rawBody, messageId, left - 1, done), RETRY_DELAY_MS);
        else {
          options.log.error('WhatsApp notification dropped after retries');
          done();
        }
      })
      .catch((error: unknown) => {
        options.log.error('WhatsApp notification could not be delivered', error);
        done();
      });
  };
  deliverWhatsappInProcess((rawBody) => {
    const done = options.quiet?.hold('WhatsApp queue delivery') ?? (() => undefined);
    setImmediate(() => attempt(rawBody, randomUUID(), ATTEMPTS, done));
    return Promise.resolve();
  });
}
