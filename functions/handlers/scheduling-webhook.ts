import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { AppError } from '../domain/app-error.ts';
import { handleCalendlyWebhook } from '../services/scheduling/index.ts';
import { schedulingPorts } from '../services/scheduling/live-ports.ts';
import { header, httpHandler, json } from './lib/http.ts';

const WEBHOOK_LIMIT_BYTES = 64 * 1024;

/** The bytes Calendly signed: decoded from base64 when API Gateway encoded them, never re-serialised. */
function rawBytes(event: APIGatewayProxyEventV2): Buffer {
  if (!event.body) return Buffer.alloc(0);
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
}

/** POST /api/scheduling/webhook: Calendly's invitee.created and invitee.canceled, signed. */
export const handler = httpHandler(async (event) => {
  const body = rawBytes(event);
  if (body.length > WEBHOOK_LIMIT_BYTES) throw AppError.tooLarge();
  const outcome = await handleCalendlyWebhook(
    schedulingPorts(),
    body,
    header(event, 'calendly-webhook-signature'),
  );
  return json(200, { received: true, outcome });
});
