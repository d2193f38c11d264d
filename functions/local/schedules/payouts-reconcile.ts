import type { IncomingMessage, ServerResponse } from 'node:http';
import { eventHandlers } from '../../handlers/routes.ts';
import { lambdaContext, type LambdaHandler } from '../lambda/runtime.ts';
import type { MountedService } from '../gateway/server.ts';

export const PAYOUTS_PREFIX = '/_local/payouts';
/** As the stack's EventBridge rule: every 15 minutes (PAYOUTS_RECONCILE_MINUTES shortens it locally). */
export const RECONCILE_EVERY_MS = 15 * 60 * 1000;

export interface PayoutsReconcileTimer extends MountedService {
  close(): Promise<void>;
}

interface Log {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

/**
 * The EventBridge schedule of the `payouts-reconcile` Lambda, locally: a timer that invokes the
 * same handler (its own minimum age applies), and POST /_local/payouts/reconcile, which runs it now
 * for every approved payout regardless of age and answers { checked }.
 */
export function startPayoutsReconcile(options: {
  readonly loadHandler: (name: string) => Promise<LambdaHandler | undefined>;
  readonly everyMs?: number;
  readonly log: Log;
}): PayoutsReconcileTimer {
  const run = async (event: { all?: boolean }) => {
    const handler = await options.loadHandler(eventHandlers.payoutsReconcile);
    if (!handler) throw new Error('functions/handlers/payouts-reconcile.ts is missing');
    return (await handler(event, lambdaContext(eventHandlers.payoutsReconcile))) as { checked: number };
  };
  const timer = setInterval(() => {
    run({}).catch((error: unknown) => options.log.error('payouts reconcile failed', error));
  }, options.everyMs ?? RECONCILE_EVERY_MS);
  timer.unref();

  return {
    async handle(req: IncomingMessage, res: ServerResponse) {
      const path = new URL(req.url ?? '/', 'http://local').pathname.slice(PAYOUTS_PREFIX.length);
      if (req.method !== 'POST' || path !== '/reconcile') {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { code: 'not_found', message: 'Nothing here.' } }));
        return;
      }
      const answer = await run({ all: true });
      const payload = JSON.stringify(answer);
      res
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
        .end(payload);
    },
    async close() {
      clearInterval(timer);
    },
  };
}
