import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '../http-io.ts';

/** Where the local product sends its staff alert webhooks by default (../local-env.ts). */
export const ALERT_RECEIVER_PATH = '/_local/alerts';
/** The signing secret of the local webhook, unless STAFF_ALERT_WEBHOOK_SECRET is set. */
export const LOCAL_ALERT_WEBHOOK_SECRET = 'alert_local_webhook_secret';

export interface ReceivedAlert {
  readonly received_at: string;
  /** the X-Quarter-Signature header as it arrived */
  readonly signature: string | null;
  /** the raw body, exactly as signed */
  readonly body: string;
}

const received: ReceivedAlert[] = [];

/**
 * A small stand-in for staff's own webhook endpoint: keeps every delivery, raw, so tests (and a
 * developer at /_local/alerts.json) can check its signature. It does not check it itself.
 */
export async function handleAlertReceiver(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<boolean> {
  const method = req.method ?? 'GET';
  if (pathname === ALERT_RECEIVER_PATH && method === 'POST') {
    const body = (await readBody(req, 64 * 1024)).toString('utf8');
    const header = req.headers['x-quarter-signature'];
    received.push({
      received_at: new Date().toISOString(),
      signature: typeof header === 'string' ? header : null,
      body,
    });
    sendJson(req, res, 200, { received: true });
    return true;
  }
  if (pathname === `${ALERT_RECEIVER_PATH}.json` && (method === 'GET' || method === 'HEAD')) {
    sendJson(req, res, 200, received);
    return true;
  }
  return false;
}
