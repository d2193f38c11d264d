import * as z from 'zod';
import { verifyPaymentRequestSchema } from '../domain/contracts/payments.ts';
import { verifyPayment } from '../services/payments/index.ts';
import { paymentPorts } from '../services/payments/live-ports.ts';
import { badRequest, httpHandler, json, parseBody, parseWith } from './lib/http.ts';
import { withPaymentsErrors } from './payments-errors.ts';

/**
 * POST /api/payments/verify {reference}: the spec's card payment verification. Not confirmed is a
 * normal answer (200, success false, with the reason); only a fault is an error status.
 */
export const NO_REFERENCE_MESSAGE = 'No payment reference provided';
const anyBody = z.object({ reference: z.unknown().optional() });

export const handler = httpHandler(async (event) => {
  const body = parseBody(event, anyBody, 4 * 1024);
  // No reference at all: the spec's exact sentence, not the schema library's wording. A blank or
  // wrong value still gets the usual 400 naming the field (with the same sentence for a blank).
  if (body.reference === undefined) throw badRequest(NO_REFERENCE_MESSAGE);
  const { reference } = parseWith(verifyPaymentRequestSchema, body);
  return json(200, await withPaymentsErrors(() => verifyPayment(paymentPorts(), reference)));
});
