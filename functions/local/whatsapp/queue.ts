import { createHash, randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { deliverWhatsappInProcess } from '../../adapters/whatsapp/queue.ts';
import { whatsappMessageGroup } from '../../domain/whatsapp/message-group.ts';
import { optionalEventHandlers } from '../../handlers/routes.ts';
import { lambdaContext, type LambdaHandler } from '../lambda/runtime.ts';
import type { Logger } from '../logger.ts';
import type { ProductQuiet } from '../quiet.ts';

/** SQS delivers a failed message again after its visibility timeout; locally, this soon and this often. */
const RETRY_DELAY_MS = 300;
const ATTEMPTS = 11;
/** SQS FIFO's deduplication interval: the same body sent again within it is accepted and dropped. */
const DEDUPLICATION_MS = 5 * 60 * 1000;

/**
 * Stands in for the WhatsApp FIFO queue and its event source mapping (lib/whatsapp.ts): each
 * notification the webhook enqueues is handed, a moment later, to the whatsapp-worker handler through
 * the local Lambda runtime as an SQS batch of one, and delivered again while the handler reports it
 * failed. As on a FIFO queue, a message group's notifications (domain/whatsapp/message-group.ts) are
 * delivered one at a time, in the order they were sent, a failing one holding up the rest of its group
 * until it is delivered or dropped; other groups go on meanwhile; the same body within five minutes
 * is dropped (content-based deduplication).
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
  /** Each message group's last delivery: the next one of the group starts when it has ended. */
  const groups = new Map<string, Promise<void>>();
  /** Content-based deduplication: a body's hash, and until when the same body is dropped. */
  const seen = new Map<string, number>();
  deliverWhatsappInProcess((rawBody) => {
    const now = Date.now();
    for (const [hash, until] of seen) if (until <= now) seen.delete(hash);
    const hash = createHash('sha256').update(rawBody).digest('hex');
    if (seen.has(hash)) return Promise.resolve();
    seen.set(hash, now + DEDUPLICATION_MS);

    const group = whatsappMessageGroup(rawBody);
    const done = options.quiet?.hold('WhatsApp queue delivery') ?? (() => undefined);
    const before = groups.get(group) ?? Promise.resolve();
    const delivered = before.then(
      () =>
        new Promise<void>((resolve) => setImmediate(() => attempt(rawBody, randomUUID(), ATTEMPTS, resolve))),
    );
    groups.set(group, delivered);
    void delivered.then(() => {
      done();
      if (groups.get(group) === delivered) groups.delete(group);
    });
    return Promise.resolve();
  });
}
