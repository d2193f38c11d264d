import * as z from 'zod';
import { verifyPaymentRequestSchema } from '../domain/contracts/payments.ts';
import { verifyPayment } from '../services/payments/verify.ts';
import { paymentPorts } from '../services/payments/live-ports.ts';
import { accountEmail } from '../adapters/account-email.ts';
import { normalizeEmail } from '../domain/email.ts';
import { AppError } from '../domain/app-error.ts';
import { header, httpHandler, json, parseBody, parseWith, type WithHeaders } from './lib/http.ts';
import { builtOnFirstUse } from '../domain/contracts/built-on-first-use.ts';

/**
 * POST /api/payments/verify {reference}: the spec's card payment verification. Not confirmed is a
 * normal answer (200, success false, with the reason); only a fault is an error status.
 */
/**
 * The route is public (anyone holding the reference may learn the payment's state); a signed-in
 * payer's browser also sends its access token, which alone earns the launch request's token in the
 * answer. Cognito's GetUser (which the token itself authorises) names the verified e-mail; a
 * missing, invalid or unverified token is simply anonymous.
 */
async function callerEmail(event: WithHeaders): Promise<string | undefined> {
  const token = header(event, 'authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim();
  if (!token) return undefined;
  const account = await accountEmail(token).catch(() => undefined);
  return account?.verified ? normalizeEmail(account.email) : undefined;
}

export const NO_REFERENCE_MESSAGE = 'No payment reference provided';
const anyBody = builtOnFirstUse(() => z.object({ reference: z.unknown().optional() }));

export const handler = httpHandler(async (event) => {
  const body = parseBody(event, anyBody);
  // No reference at all: the spec's exact sentence, not the schema library's wording. A blank or
  // wrong value still gets the usual 400 naming the field (with the same sentence for a blank).
  if (body.reference === undefined) throw AppError.validation(NO_REFERENCE_MESSAGE);
  const { reference } = parseWith(verifyPaymentRequestSchema, body);
  const payer = await callerEmail(event);
  return json(200, await verifyPayment(paymentPorts(), reference, payer));
});
