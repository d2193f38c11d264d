import { AppError } from '../../domain/app-error.ts';
import {
  INVALID_CURSOR_MESSAGE,
  PAYMENT_PROVIDER_DOWN,
  isInvalidCursor,
  isPaymentProviderDown,
} from '../../domain/faults.ts';

/**
 * Where an adapter's named fault (functions/domain/faults.ts) becomes what the caller hears: the
 * service asks through these, so the refusal is raised here and never in an adapter or a live-ports.
 */

/**
 * Paystack trouble as the caller hears it: a 502 with a generic message, worth a retry. Paystack's
 * own wording (e.g. "Invalid key") stays in the adapter's log; `reason` tells an outage from a refusal.
 */
export async function askPaymentProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error: unknown) {
    if (!isPaymentProviderDown(error)) throw error;
    throw AppError.providerDown(PAYMENT_PROVIDER_DOWN, {
      reason: error.reason,
      retryAfterSeconds: 5,
      cause: error.cause,
    });
  }
}

/** One page of a list: a cursor the store could not read is the caller's mistake (400, naming the field). */
export async function listPage<T>(page: Promise<T>): Promise<T> {
  try {
    return await page;
  } catch (error: unknown) {
    if (isInvalidCursor(error)) throw AppError.validation(INVALID_CURSOR_MESSAGE);
    throw error;
  }
}
