import * as z from 'zod';
import { isoDateTime } from '../fields.ts';

import { REFERRAL_ACTIVITY_STATUSES } from '../../referral.ts';
import { PAYOUT_STATUSES } from '../../payouts.ts';
import { builtOnFirstUse } from '../built-on-first-use.ts';

export { REFERRAL_ACTIVITY_STATUSES, type ReferralActivityStatus } from '../../referral.ts';

/** One referred business under its referrer (entity referral_activity). */
export const referralActivityRecordSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    referrer_id: z.string(),
    referred_email: z.string(),
    status: z.enum(REFERRAL_ACTIVITY_STATUSES),
    /** Whole naira; 0 until the referral completes. */
    commission_earned: z.number().nonnegative(),
    created_at: isoDateTime,
    completed_at: isoDateTime.nullable(),
    onboarding_resume_token: z.string().nullable(),
    payment_reference: z.string().nullable(),
    /**
     * When the referred founder proved the e-mail (signed in with an e-mailed code to pay) or paid.
     * A pending activity stays off the referrer's dashboard until then (issue #14).
     */
    proven_at: isoDateTime.nullable(),
    /** The payout this commission is in (approved or paid), or was last in when it failed (issue #29). */
    payout_id: z.string().nullable(),
    payout_status: z.enum(PAYOUT_STATUSES).nullable(),
    payout_reference: z.string().nullable(),
    payout_paid_at: isoDateTime.nullable(),
    payout_message: z.string().nullable(),
  }),
);
export type ReferralActivityRecord = z.infer<typeof referralActivityRecordSchema>;

/** Everything needed to address one activity item. */
export type ReferralActivityKey = Pick<ReferralActivityRecord, 'referrer_id' | 'created_at' | 'id'>;
