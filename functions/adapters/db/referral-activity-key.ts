import type { ReferralActivityRecord } from '../../domain/contracts/records/referral-activity.ts';

/** The key of a referral activity's item, for a write that patches it. */
export const activityKey = (activity: ReferralActivityRecord) => ({
  referrer_id: activity.referrer_id,
  created_at: activity.created_at,
  id: activity.id,
});
