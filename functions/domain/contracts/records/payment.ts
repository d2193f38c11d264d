import * as z from 'zod';
import { isoDateTime } from '../fields.ts';

import { PAYMENT_CONFIRMERS, PAYMENT_STATUSES } from '../../payment-status.ts';
import { builtOnFirstUse } from '../built-on-first-use.ts';

export { PAYMENT_CONFIRMERS, PAYMENT_STATUSES, type PaymentStatus } from '../../payment-status.ts';

/** A payment as stored (entity payment), keyed by the provider reference so verify and webhook converge. */
export const paymentSchema = builtOnFirstUse(() =>
  z.object({
    reference: z.string(),
    amount_kobo: z.number().int(),
    currency: z.string(),
    plan: z.string(),
    /** The plan's setup fee inside amount_kobo (the referral commission is 10% of it, issue #15); null before it was stored. */
    setup_fee_kobo: z.number().int().nullable(),
    tier: z.string().nullable(),
    /** Paystack's checkout page for this reference: a retried checkout is sent back to it. */
    authorization_url: z.string().nullable(),
    /** Set when this charge paid a launch another payment had already paid (issue #16). */
    duplicate_of: z.string().nullable(),
    customer_email: z.string(),
    customer_id: z.string().nullable(),
    resume_token: z.string().nullable(),
    referrer_id: z.string().nullable(),
    status: z.enum(PAYMENT_STATUSES),
    created_at: isoDateTime,
    paid_at: isoDateTime.nullable(),
    paid_amount_kobo: z.number().int().nullable(),
    channel: z.string().nullable(),
    /** Which path confirmed it first: the verify call from the browser or the signed webhook. */
    confirmed_by: z.enum(PAYMENT_CONFIRMERS).nullable(),
  }),
);
export type Payment = z.infer<typeof paymentSchema>;
