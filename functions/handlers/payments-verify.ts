import { verifyPaymentRequestSchema } from '../domain/contracts/payments.ts';
import { verifyPayment } from '../services/payments/index.ts';
import { paymentPorts } from '../services/payments/live-ports.ts';
import { httpHandler, json, parseBody } from './lib/http.ts';
import { withPaymentsErrors } from './payments-errors.ts';

/**
 * POST /api/payments/verify {reference}: the spec's card payment verification. Not confirmed is a
 * normal answer (200, success false, with the reason); only a fault is an error status.
 */
export const handler = httpHandler(async (event) => {
  const { reference } = parseBody(event, verifyPaymentRequestSchema, 4 * 1024);
  return json(200, await withPaymentsErrors(() => verifyPayment(paymentPorts(), reference)));
});
