import * as z from 'zod';
import { ACCOUNT_NUMBER_PATTERN, ACTIVITY_PAYOUT_STATUSES, PAYOUT_STATUSES } from '../payouts.ts';
import { isoDateTime } from './fields.ts';
import { dashboardTokenSchema } from './ids.ts';
import { builtOnFirstUse } from './built-on-first-use.ts';

/** Referral payouts (issue #29): the request and answer shapes, as /work CONTRACT-29 fixed them. */

const bankCodeSchema = builtOnFirstUse(() =>
  z.string().trim().min(1, 'is required').max(20, 'is not a bank code'),
);
const accountNumberSchema = builtOnFirstUse(() =>
  z.string().trim().regex(ACCOUNT_NUMBER_PATTERN, 'must be exactly 10 digits'),
);

export const payoutBanksAnswerSchema = builtOnFirstUse(() =>
  z.object({
    banks: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
);
export type PayoutBanksAnswer = z.infer<typeof payoutBanksAnswerSchema>;

/** POST /api/referrals/payout-account/resolve */
export const payoutAccountResolveRequestSchema = builtOnFirstUse(() =>
  z.object({
    token: dashboardTokenSchema,
    bank_code: bankCodeSchema,
    account_number: accountNumberSchema,
  }),
);
export type PayoutAccountResolveRequest = z.infer<typeof payoutAccountResolveRequestSchema>;
export const payoutAccountResolveAnswerSchema = builtOnFirstUse(() => z.object({ account_name: z.string() }));

/** PUT /api/referrals/payout-account: `link` is the code of the newest e-mailed dashboard link. */
export const payoutAccountSaveRequestSchema = builtOnFirstUse(() =>
  payoutAccountResolveRequestSchema.extend({
    link: z.string().trim().max(100).optional(),
  }),
);
export type PayoutAccountSaveRequest = z.infer<typeof payoutAccountSaveRequestSchema>;

export const payoutAccountViewSchema = builtOnFirstUse(() =>
  z.object({
    bank_code: z.string(),
    bank_name: z.string(),
    account_number_masked: z.string(),
    account_name: z.string(),
    held_until: isoDateTime.nullable(),
  }),
);
export type PayoutAccountView = z.infer<typeof payoutAccountViewSchema>;

export const payoutAccountSaveAnswerSchema = builtOnFirstUse(() =>
  z.object({ payout_account: payoutAccountViewSchema }),
);

/** What each activity on the partner's dashboard says about its money. */
export const activityPayoutFieldsSchema = builtOnFirstUse(() =>
  z.object({
    payout_status: z.enum(ACTIVITY_PAYOUT_STATUSES),
    payout_reference: z.string().nullable(),
    paid_at: isoDateTime.nullable(),
    payout_message: z.string().nullable(),
    business_name: z.string().nullable(),
  }),
);
export type ActivityPayoutFields = z.infer<typeof activityPayoutFieldsSchema>;

export const payoutSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    reference: z.string(),
    referrer_id: z.string(),
    activity_ids: z.array(z.string()),
    amount_kobo: z.number().int(),
    status: z.enum(PAYOUT_STATUSES),
    transfer_code: z.string().nullable(),
    message: z.string().nullable(),
    approved_by: z.string(),
    approved_at: isoDateTime,
    paid_at: isoDateTime.nullable(),
    failed_at: isoDateTime.nullable(),
  }),
);
export type Payout = z.infer<typeof payoutSchema>;

export const partnerPayoutsSchema = builtOnFirstUse(() =>
  z.object({
    referrer_id: z.string(),
    full_name: z.string(),
    email: z.string(),
    payout_account: payoutAccountViewSchema
      .extend({ name_mismatch: z.boolean(), changed_recently: z.boolean() })
      .nullable(),
    earned: z.array(
      z.object({
        activity_id: z.string(),
        referred_email: z.string(),
        business_name: z.string().nullable(),
        commission_earned: z.number(),
        completed_at: isoDateTime,
      }),
    ),
    payouts: z.array(payoutSchema),
  }),
);
export type PartnerPayouts = z.infer<typeof partnerPayoutsSchema>;

/** GET /api/admin/payouts */
export const adminPayoutsAnswerSchema = builtOnFirstUse(() =>
  z.object({ partners: z.array(partnerPayoutsSchema) }),
);
export type AdminPayoutsAnswer = z.infer<typeof adminPayoutsAnswerSchema>;

/** POST /api/admin/payouts/approve: activity_ids omitted = all of the partner's earned commissions. */
export const payoutApproveRequestSchema = builtOnFirstUse(() =>
  z.object({
    referrer_id: z.string().trim().min(1, 'is required').max(100),
    activity_ids: z.array(z.string().trim().min(1).max(100)).min(1).max(100).optional(),
  }),
);
export type PayoutApproveRequest = z.infer<typeof payoutApproveRequestSchema>;
export const payoutApproveAnswerSchema = builtOnFirstUse(() => z.object({ payout: payoutSchema }));

/** GET /api/admin/payouts/{referrer_id}/account: the full account number, audited, for staff only. */
export const payoutAccountRevealAnswerSchema = builtOnFirstUse(() =>
  z.object({
    referrer_id: z.string(),
    account_number: z.string(),
  }),
);
export type PayoutAccountRevealAnswer = z.infer<typeof payoutAccountRevealAnswerSchema>;
