import * as z from 'zod';
import { isoDateTime } from '../fields.ts';
import { builtOnFirstUse } from '../built-on-first-use.ts';

/**
 * Where a partner is paid (entity payout_account), beside the partner's profile. The account
 * number is sealed per field (adapters/field-crypto.ts) like a launch request's bank details;
 * only its last four digits are kept in the clear, for the masked view.
 */
export const payoutAccountRecordSchema = builtOnFirstUse(() =>
  z.object({
    referrer_id: z.string(),
    bank_code: z.string(),
    bank_name: z.string(),
    account_number_encrypted: z.string(),
    account_number_last4: z.string(),
    /** As Paystack resolved it on the server; the browser never supplies it. */
    account_name: z.string(),
    name_mismatch: z.boolean(),
    /** Paystack's transfer recipient for this account, created at the first approval, then reused. */
    recipient_code: z.string().nullable(),
    /** A changed account holds payouts until then; null for a first account. */
    held_until: isoDateTime.nullable(),
    changed_at: isoDateTime,
    created_at: isoDateTime,
  }),
);
export type PayoutAccountRecord = z.infer<typeof payoutAccountRecordSchema>;

/**
 * The link code of a dashboard-link e-mail (entity dashboard_link_code), valid for an hour: saving
 * a payout account needs one, so an old or leaked dashboard token alone cannot redirect money. Only
 * a hash of the code is stored.
 */
export const dashboardLinkCodeSchema = builtOnFirstUse(() =>
  z.object({
    referrer_id: z.string(),
    code_hash: z.string(),
    expires_at: isoDateTime,
  }),
);
export type DashboardLinkCode = z.infer<typeof dashboardLinkCodeSchema>;
