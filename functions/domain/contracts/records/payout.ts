import * as z from 'zod';
import { isoDateTime } from '../fields.ts';
import { PAYOUT_STATUSES } from '../../payouts.ts';
import { builtOnFirstUse } from '../built-on-first-use.ts';

/**
 * One Paystack transfer of a partner's commissions (entity payout), in the partner's partition.
 * The reference is fixed before Paystack is called; `activity_ids` are the commissions it pays and
 * `amount_kobo` exactly their sum.
 */
export const payoutRecordSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    reference: z.string(),
    referrer_id: z.string(),
    activity_ids: z.array(z.string()),
    amount_kobo: z.number().int().positive(),
    status: z.enum(PAYOUT_STATUSES),
    transfer_code: z.string().nullable(),
    recipient_code: z.string().nullable(),
    /** Paystack's words when it failed; what the partner and staff read. */
    message: z.string().nullable(),
    approved_by: z.string(),
    approved_at: isoDateTime,
    paid_at: isoDateTime.nullable(),
    failed_at: isoDateTime.nullable(),
    /** When staff were told it is still not final (once). */
    stuck_alerted_at: isoDateTime.nullable(),
  }),
);
export type PayoutRecord = z.infer<typeof payoutRecordSchema>;
