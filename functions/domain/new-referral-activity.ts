import type { ReferralActivityRecord } from './contracts/records/referral-activity.ts';

/** What a new activity is given: who referred whom, when, and what the launch already knows. */
export type ReferralActivityStart = Pick<
  ReferralActivityRecord,
  'id' | 'referrer_id' | 'referred_email' | 'created_at'
> &
  Partial<Pick<ReferralActivityRecord, 'onboarding_resume_token' | 'payment_reference'>>;

/**
 * A referral as it starts: pending, no commission, not yet proven, in no payout. Said once here for
 * the referral service (a launch's referral), the store (demo data) and the tests' fixtures.
 */
export function newReferralActivity(start: ReferralActivityStart): ReferralActivityRecord {
  return {
    id: start.id,
    referrer_id: start.referrer_id,
    referred_email: start.referred_email,
    status: 'pending',
    commission_earned: 0,
    created_at: start.created_at,
    completed_at: null,
    onboarding_resume_token: start.onboarding_resume_token ?? null,
    payment_reference: start.payment_reference ?? null,
    proven_at: null,
    payout_id: null,
    payout_status: null,
    payout_reference: null,
    payout_paid_at: null,
    payout_message: null,
  };
}
