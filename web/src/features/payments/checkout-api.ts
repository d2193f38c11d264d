import type { CheckoutAnswer } from '../../../../functions/domain/contracts/payments.ts';
import type { SupportTierId } from '../../../../functions/domain/plans.ts';
import { ApiError, apiCall } from '../../app/api-client.ts';
import { AuthSessionMissingError, accessToken, requireSession } from '../../shared/auth/index.ts';

const NOT_STARTED = 'We could not start your payment. Please try again.';

/** POST /api/payments/checkout as the signed-in customer; answers where to send the browser. */
export async function startCheckout(tier: SupportTierId, resumeToken: string): Promise<CheckoutAnswer> {
  try {
    await requireSession();
  } catch (error: unknown) {
    // Signed out in another tab, or the session ran out while the page was open.
    if (error instanceof AuthSessionMissingError)
      throw new Error('Your sign-in has ended. Sign in again to pay.');
    throw error;
  }
  let answer: Partial<CheckoutAnswer> | null;
  try {
    answer = (await apiCall('/api/payments/checkout', {
      method: 'POST',
      body: { tier, resumeToken },
      token: accessToken,
    })) as Partial<CheckoutAnswer> | null;
  } catch (error: unknown) {
    if (!(error instanceof ApiError)) throw error;
    throw new Error(error.serverMessage ?? (error.status === 0 ? error.message : NOT_STARTED));
  }
  if (!answer?.authorizationUrl || !answer.reference) throw new Error(NOT_STARTED);
  return { authorizationUrl: answer.authorizationUrl, reference: answer.reference };
}
