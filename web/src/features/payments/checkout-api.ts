import type { CheckoutAnswer } from '../../../../functions/domain/contracts/payments.ts';
import type { SupportTierId } from '../../../../functions/domain/plans.ts';
import { AuthSessionMissingError, authFetch, requireSession } from '../auth/index.ts';

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
  const response = await authFetch('/api/payments/checkout', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tier, resumeToken }),
  });
  const body = (await response.json().catch(() => null)) as
    (Partial<CheckoutAnswer> & { error?: { message?: string } }) | null;
  if (!response.ok || !body?.authorizationUrl || !body.reference) {
    throw new Error(body?.error?.message ?? 'We could not start your payment. Please try again.');
  }
  return { authorizationUrl: body.authorizationUrl, reference: body.reference };
}
