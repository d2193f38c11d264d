import * as z from 'zod';
import { builtOnFirstUse } from './built-on-first-use.ts';

/**
 * Paystack's side of the payment: the transaction as GET /transaction/verify answers it and as the
 * charge.success webhook carries it. Written once, for the client and the webhook.
 */
/** Paystack's transaction statuses; success is the only one that means money arrived. */
export type PaystackTransactionStatus =
  | 'success'
  | 'failed'
  | 'abandoned'
  | 'ongoing'
  | 'pending'
  | 'processing'
  | 'queued'
  | 'reversed'
  | (string & {});

/** The fields of a transaction the product reads (GET /transaction/verify and charge.success data). */
export const paystackTransactionSchema = builtOnFirstUse(() =>
  z.object({
    reference: z.string(),
    status: z.string(),
    /** kobo */
    amount: z.number().int(),
    currency: z.string(),
    paid_at: z.string().nullish(),
    channel: z.string().nullish(),
    customer: z.object({ email: z.string().nullish() }).nullish(),
  }),
);
export type PaystackTransaction = z.infer<typeof paystackTransactionSchema>;
