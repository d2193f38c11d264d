import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { handlePaystackWebhook } from '../services/payments/index.ts';
import { paymentPorts } from '../services/payments/live-ports.ts';
import { AppError } from '../domain/app-error.ts';
import { header, httpHandler, json } from './lib/http.ts';

const WEBHOOK_LIMIT_BYTES = 64 * 1024;

/** The bytes Paystack signed: decoded from base64 when API Gateway encoded them, never re-serialised. */
function rawBytes(event: APIGatewayProxyEventV2): Buffer {
  if (!event.body) return Buffer.alloc(0);
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
}

/** POST /api/payments/webhook: x-paystack-signature checked before parsing; charge.success confirms. */
export const handler = httpHandler(async (event) => {
  const body = rawBytes(event);
  if (body.length > WEBHOOK_LIMIT_BYTES) throw AppError.tooLarge();
  const outcome = await handlePaystackWebhook(paymentPorts(), body, header(event, 'x-paystack-signature'));
  return json(200, { received: true, outcome });
});
