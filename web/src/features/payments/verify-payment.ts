import type { VerifyPaymentAnswer } from '@domain/contracts/payments.ts';
import { type ApiError, apiCall } from '../../lib/api-client.ts';

/**
 * The signed-in payer's access token, if any: it alone earns the launch request's token in the
 * answer. Loaded on demand, so the sign-in library stays out of this page's initial JavaScript.
 */
async function payerToken(): Promise<string | undefined> {
  try {
    return await (await import('../../shared/auth/auth-client.ts')).accessToken();
  } catch {
    return undefined;
  }
}

export const NO_REFERENCE_MESSAGE = 'No payment reference provided';
export const VERIFICATION_FAILED_MESSAGE = 'Payment verification failed';

/**
 * The spec's words for a call that itself failed (the ApiError: no answer, or a refusal): the
 * server's message follows them. The payment's outcome is unknown then, not negative.
 */
export const invocationFailedMessage = (error: ApiError) => `Function invocation failed: ${error.message}`;

async function callVerify(reference: string): Promise<VerifyPaymentAnswer> {
  const answer = (await apiCall('/api/payments/verify', {
    method: 'POST',
    body: { reference },
    token: payerToken,
  })) as VerifyPaymentAnswer | null;
  if (!answer || typeof answer.success !== 'boolean') throw new Error(VERIFICATION_FAILED_MESSAGE);
  return answer;
}

const inFlight = new Map<string, Promise<VerifyPaymentAnswer>>();

/**
 * The card payment verification call. A reference is required; while a verification of a
 * reference runs, a second one is not started: its caller shares the running one's answer.
 */
export function verifyPayment(reference: string | null | undefined): Promise<VerifyPaymentAnswer> {
  const trimmed = reference?.trim() ?? '';
  if (!trimmed) return Promise.reject(new Error(NO_REFERENCE_MESSAGE));
  const running = inFlight.get(trimmed);
  if (running) return running;
  const started = callVerify(trimmed).finally(() => inFlight.delete(trimmed));
  inFlight.set(trimmed, started);
  return started;
}

/** Success, or the server's reason, else 'Payment verification failed'. */
export function failureMessage(answer: VerifyPaymentAnswer): string {
  return answer.error?.trim() || VERIFICATION_FAILED_MESSAGE;
}
