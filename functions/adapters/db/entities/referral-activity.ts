import { Entity, type EntityItem } from 'electrodb';
import type { ReferralActivityRecord } from '../../../domain/contracts/records/referral-activity.ts';
import { REFERRAL_ACTIVITY_STATUSES } from '../../../domain/referral.ts';
import { PAYOUT_STATUSES } from '../../../domain/payouts.ts';
import { recordOf } from '../record-of.ts';
import { createdOrderIndex } from './created-order-index.ts';

/** Lives in its referrer's partition; the sort key starts with the creation time, so newest-first is a reverse Query. */
export const referralActivityEntity = new Entity({
  model: { entity: 'referral_activity', version: '1', service: 'quarter' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    referrer_id: { type: 'string', required: true, readOnly: true },
    referred_email: { type: 'string', required: true, readOnly: true },
    status: { type: REFERRAL_ACTIVITY_STATUSES, required: true },
    /** Naira. */
    commission_earned: { type: 'number', required: true },
    created_at: { type: 'string', required: true, readOnly: true },
    completed_at: { type: 'string' },
    onboarding_resume_token: { type: 'string' },
    payment_reference: { type: 'string' },
    /**
     * When the referred founder proved the e-mail (signed in with an e-mailed code to pay) or paid.
     * A pending activity stays off the referrer's dashboard until then (issue #14).
     */
    proven_at: { type: 'string' },
    /** The payout this commission is in, or was last in when it failed (issue #29). */
    payout_id: { type: 'string' },
    payout_status: { type: PAYOUT_STATUSES },
    payout_reference: { type: 'string' },
    payout_paid_at: { type: 'string' },
    payout_message: { type: 'string' },
  },
  indexes: {
    byReferrer: {
      pk: { field: 'pk', composite: ['referrer_id'], template: 'referrer#${referrer_id}', casing: 'none' },
      sk: {
        field: 'sk',
        composite: ['created_at', 'id'],
        template: 'activity#${created_at}#${id}',
        casing: 'none',
      },
    },
    /** Sparse: only activities that know the referred business's onboarding resume token. */
    byOnboarding: createdOrderIndex('gsi1', {
      composite: ['onboarding_resume_token'],
      template: 'activity-onboarding#${onboarding_resume_token}',
    }),
  },
});

export type ReferralActivityItem = EntityItem<typeof referralActivityEntity>;

export function toReferralActivity(item: ReferralActivityItem): ReferralActivityRecord {
  return recordOf<ReferralActivityRecord>(referralActivityEntity, [], item);
}
