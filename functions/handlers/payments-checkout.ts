import { checkoutRequestSchema } from '../domain/contracts/payments.ts';
import { startCheckout } from '../services/payments/index.ts';
import { paymentPorts } from '../services/payments/live-ports.ts';
import { httpHandler, json, parseBody } from './lib/http.ts';
import { requireCustomer } from './payments-customer.ts';
import { withPaymentsErrors } from './payments-errors.ts';

/** POST /api/payments/checkout (ID token): records the payment and answers Paystack's authorization_url. */
export const handler = httpHandler(async (event) => {
  const customer = await requireCustomer(event);
  const request = parseBody(event, checkoutRequestSchema, 4 * 1024);
  const answer = await withPaymentsErrors(() => startCheckout(paymentPorts(), customer, request));
  return json(201, answer);
});
