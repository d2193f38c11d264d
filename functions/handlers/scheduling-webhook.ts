import { handleCalendlyWebhook } from '../services/scheduling/webhook.ts';
import { schedulingPorts } from '../services/scheduling/live-ports.ts';
import { header, httpHandler, json, signedBody } from './lib/http.ts';

/** POST /api/scheduling/webhook: Calendly's invitee.created and invitee.canceled, signed. */
export const handler = httpHandler(async (event) => {
  const body = signedBody(event);
  const outcome = await handleCalendlyWebhook(
    schedulingPorts(),
    body,
    header(event, 'calendly-webhook-signature'),
  );
  return json(200, { received: true, outcome });
});
