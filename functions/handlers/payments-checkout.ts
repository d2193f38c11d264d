import { hitRateLimit } from '../adapters/db/rate-limits.ts';
import { resumeTokenSchema } from '../domain/contracts/ids.ts';
import { checkoutRequestSchema, linkCheckoutRequestSchema } from '../domain/contracts/payments.ts';
import { checkoutOffer } from '../services/payments/payment-link.ts';
import { startCheckout, startLinkCheckout } from '../services/payments/checkout.ts';
import { paymentPorts } from '../services/payments/live-ports.ts';
import { enforceRateLimits } from '../services/shared/rate-limits.ts';
import { httpHandler, json, parseBody, parseWith, sourceIp } from './lib/http.ts';
import { requireCustomer } from './payments-customer.ts';

/**
 * GET /api/payments/checkout/{token} (public): the platform and setup fee the link sells, as the
 * server will charge them. POST /api/payments/checkout/{token} (public, issue #26): the link's own
 * checkout, no sign-in, paying as the record's e-mail. POST /api/payments/checkout (ID token):
 * records the payment and answers Paystack's authorization_url.
 */
export const handler = httpHandler(async (event) => {
  if (event.routeKey === 'GET /api/payments/checkout/{token}') {
    const token = parseWith(resumeTokenSchema, event.pathParameters?.token?.toLowerCase() ?? '');
    return json(200, await checkoutOffer(paymentPorts(), token));
  }
  if (event.routeKey === 'POST /api/payments/checkout/{token}') {
    // The body first, as on every route: an oversized one is a 413 whatever else is wrong.
    const request = parseBody(event, linkCheckoutRequestSchema, 4 * 1024);
    const token = parseWith(resumeTokenSchema, event.pathParameters?.token?.toLowerCase() ?? '');
    await enforceRateLimits(hitRateLimit, [
      ['linkCheckoutPerIp', sourceIp(event)],
      ['linkCheckoutPerResumeToken', token],
    ]);
    return json(201, await startLinkCheckout(paymentPorts(), token, request));
  }
  const customer = await requireCustomer(event);
  const request = parseBody(event, checkoutRequestSchema);
  const answer = await startCheckout(paymentPorts(), customer, request);
  return json(201, answer);
});
