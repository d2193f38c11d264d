import type { CheckoutAnswer } from '@domain/contracts/payments.ts';
import type { SupportTierId } from '@domain/plans.ts';
import { ApiError, apiCall } from '../../lib/api-client.ts';

/** The page's own sentence for a fault (no answer, a 5xx nobody worded); a refusal is the server's. */
export const NOT_STARTED = 'We could not start your payment. Please try again.';

/**
 * POST /api/payments/checkout/{token}: the payment link's checkout, no sign-in (issue #26). Only the
 * tier is sent: the plan, the fee and the payer's e-mail are the server's.
 */
export async function startCheckout(tier: SupportTierId, resumeToken: string): Promise<CheckoutAnswer> {
  const answer = (await apiCall(`/api/payments/checkout/${encodeURIComponent(resumeToken)}`, {
    method: 'POST',
    body: { tier },
  })) as Partial<CheckoutAnswer> | null;
  if (!answer?.authorizationUrl || !answer.reference) throw new ApiError(502, 'bad_answer', NOT_STARTED);
  return { authorizationUrl: answer.authorizationUrl, reference: answer.reference };
}
