/**
 * Faults an adapter reports by name (plain Errors, not refusals): the adapter says what went
 * wrong outside, the service that asked decides what the caller hears (functions/services/shared/
 * faults.ts turns them into AppErrors). Named here so services recognise them without importing
 * an adapter.
 */

/** Paystack could not be reached or answered nonsense; or it understood and said no. */
export type PaymentProviderFault = 'paystack_unreachable' | 'paystack_refused';

export const PAYMENT_PROVIDER_DOWN = 'Payment provider is unavailable. Please try again shortly.';
export const INVALID_CURSOR_MESSAGE = 'cursor: The cursor is not valid for this list.';

export interface PaymentProviderDown extends Error {
  readonly name: 'PaymentProviderDown';
  readonly reason: PaymentProviderFault;
}

export interface InvalidCursor extends Error {
  readonly name: 'InvalidCursor';
}

export const paymentProviderDown = (
  reason: PaymentProviderFault,
  detail: string,
  cause?: unknown,
): PaymentProviderDown =>
  Object.assign(new Error(detail, { cause: cause ?? new Error(detail) }), {
    name: 'PaymentProviderDown' as const,
    reason,
  });

/** A list cursor this API did not issue, or issued for another list. */
export const invalidCursorFault = (): InvalidCursor =>
  Object.assign(new Error('The cursor is not valid for this list.'), { name: 'InvalidCursor' as const });

export const isPaymentProviderDown = (error: unknown): error is PaymentProviderDown =>
  error instanceof Error && error.name === 'PaymentProviderDown';

export const isInvalidCursor = (error: unknown): error is InvalidCursor =>
  error instanceof Error && error.name === 'InvalidCursor';
