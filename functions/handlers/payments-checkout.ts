import { resumeTokenSchema } from '../domain/contracts/ids.ts';
import { checkoutRequestSchema } from '../domain/contracts/payments.ts';
import { checkoutOffer, startCheckout } from '../services/payments/index.ts';
import { paymentPorts } from '../services/payments/live-ports.ts';
import { httpHandler, json, parseBody, parseWith } from './lib/http.ts';
import { requireCustomer } from './payments-customer.ts';

/**
 * GET /api/payments/checkout/{token} (public): the platform and setup fee the link sells, as the
 * server will charge them. POST /api/payments/checkout (ID token): records the payment and answers
 * Paystack's authorization_url.
 */
export const handler = httpHandler(async (event) => {
  if (event.routeKey === 'GET /api/payments/checkout/{token}') {
    const token = parseWith(resumeTokenSchema, event.pathParameters?.token?.toLowerCase() ?? '');
    return json(200, await checkoutOffer(paymentPorts(), token));
  }
  const customer = await requireCustomer(event);
  const request = parseBody(event, checkoutRequestSchema);
  const answer = await startCheckout(paymentPorts(), customer, request);
  return json(201, answer);
});
