import type { Payment } from './contracts/records/payment.ts';

/** What a checkout is recorded with before the customer is sent to pay; the rest starts empty. */
export type PaymentStart = Pick<
  Payment,
  'reference' | 'amount_kobo' | 'plan' | 'customer_email' | 'created_at'
> &
  Partial<
    Pick<Payment, 'currency' | 'setup_fee_kobo' | 'tier' | 'customer_id' | 'resume_token' | 'referrer_id'>
  >;

/**
 * A payment as it starts: initialized, in naira unless given, not yet paid, confirmed by nobody.
 * Said once here for the store (adapters/db/payments.ts) and the tests' fixtures.
 */
export function newPayment(start: PaymentStart): Payment {
  return {
    reference: start.reference,
    amount_kobo: start.amount_kobo,
    currency: start.currency ?? 'NGN',
    plan: start.plan,
    setup_fee_kobo: start.setup_fee_kobo ?? null,
    tier: start.tier ?? null,
    authorization_url: null,
    duplicate_of: null,
    customer_email: start.customer_email,
    customer_id: start.customer_id ?? null,
    resume_token: start.resume_token ?? null,
    referrer_id: start.referrer_id ?? null,
    status: 'initialized',
    created_at: start.created_at,
    paid_at: null,
    paid_amount_kobo: null,
    channel: null,
    confirmed_by: null,
  };
}
