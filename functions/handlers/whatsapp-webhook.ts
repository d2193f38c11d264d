import { AppError } from '../domain/app-error.ts';
import { WHATSAPP_SIGNATURE_HEADER } from '../services/whatsapp/signature.ts';
import { whatsappWebhookPorts } from '../services/whatsapp/live-ports.ts';
import { acceptNotification, answerHandshake } from '../services/whatsapp/webhook.ts';
import { header, httpHandler, json, signedBody } from './lib/http.ts';

/**
 * GET /api/whatsapp/webhook: Meta's subscription handshake (the challenge as plain text).
 * POST /api/whatsapp/webhook: a notification, its X-Hub-Signature-256 checked over the raw bytes
 * before anything else, queued for the worker (whatsapp-worker) and answered 200 at once, because
 * Meta delivers again when an answer is slow.
 */
export const handler = httpHandler(async (event) => {
  const method = event.requestContext.http.method;
  if (method === 'GET') {
    const challenge = await answerHandshake(whatsappWebhookPorts(), event.queryStringParameters ?? {});
    return { statusCode: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: challenge };
  }
  if (method !== 'POST') throw AppError.methodNotAllowed(method);
  const body = signedBody(event);
  await acceptNotification(whatsappWebhookPorts(), body, header(event, WHATSAPP_SIGNATURE_HEADER));
  return json(200, { received: true });
});
