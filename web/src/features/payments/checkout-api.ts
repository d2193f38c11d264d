import type { CheckoutAnswer } from '@domain/contracts/payments.ts';
import type { SupportTierId } from '@domain/plans.ts';
import { ApiError, apiCall } from '../../lib/api-client.ts';

const NOT_STARTED = 'We could not start your payment. Please try again.';

/**
 * POST /api/payments/checkout/{token}: the payment link's checkout, no sign-in (issue #26). Only the
 * tier is sent: the plan, the fee and the payer's e-mail are the server's.
 */
export async function startCheckout(tier: SupportTierId, resumeToken: string): Promise<CheckoutAnswer> {
  let answer: Partial<CheckoutAnswer> | null;
  try {
    answer = (await apiCall(`/api/payments/checkout/${encodeURIComponent(resumeToken)}`, {
      method: 'POST',
      body: { tier },
    })) as Partial<CheckoutAnswer> | null;
  } catch (error: unknown) {
    if (!(error instanceof ApiError)) throw error;
    throw new Error(error.serverMessage ?? (error.status === 0 ? error.message : NOT_STARTED));
  }
  if (!answer?.authorizationUrl || !answer.reference) throw new Error(NOT_STARTED);
  return { authorizationUrl: answer.authorizationUrl, reference: answer.reference };
}
