import { handlePaystackWebhook } from '../services/payments/index.ts';
import { paymentPorts } from '../services/payments/live-ports.ts';
import { header, httpHandler, json, signedBody } from './lib/http.ts';

/** POST /api/payments/webhook: x-paystack-signature checked before parsing; charge.success confirms. */
export const handler = httpHandler(async (event) => {
  const body = signedBody(event);
  const outcome = await handlePaystackWebhook(paymentPorts(), body, header(event, 'x-paystack-signature'));
  return json(200, { received: true, outcome });
});
