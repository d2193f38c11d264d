import type { ReferralActivityRecord } from '../../../domain/contracts/records/referral-activity.ts';
import type { ReferralApplicant } from '../../../domain/contracts/records/referral-applicant.ts';
import { recordOf } from '../record-of.ts';
import { attributes, type StoredLayout } from '../stored-item.ts';

/**
 * The referral records as entities/referral-applicant.ts, referral-activity.ts and email-claim.ts
 * store them. A partner's partition (`referrer#id`) holds the profile, each activity (`activity#...`,
 * so newest-first is a reverse Query), the short link and the payout records.
 */
export const referralApplicantLayout: StoredLayout<
  Pick<ReferralApplicant, 'id' | 'dashboard_token' | 'created_at'>,
  'id'
> = {
  entity: 'referral_applicant',
  version: '1',
  schema: attributes(
    [
      'id',
      'full_name',
      'email',
      'whatsapp',
      'sectors',
      'how_will_refer',
      'notes',
      'source',
      'consent',
      'referral_link_id',
      'dashboard_token',
      'created_at',
    ],
    ['sectors'],
  ),
  key: ({ id }) => ({ pk: `referrer#${id}`, sk: 'profile' }),
  // gsi1: by dashboard token; gsi2: every partner, oldest first.
  indexKeys: ({ dashboard_token, created_at }) => ({
    gsi1pk: `dashboard#${dashboard_token}`,
    gsi1sk: 'referrer',
    gsi2pk: 'referrers',
    gsi2sk: created_at,
  }),
};

export const REFERRAL_ACTIVITY_PREFIX = 'activity#';

export const referralActivityLayout: StoredLayout<
  Pick<ReferralActivityRecord, 'referrer_id' | 'created_at' | 'id' | 'onboarding_resume_token'>,
  'referrer_id' | 'created_at' | 'id'
> = {
  entity: 'referral_activity',
  version: '1',
  schema: attributes([
    'id',
    'referrer_id',
    'referred_email',
    'status',
    'commission_earned',
    'created_at',
    'completed_at',
    'onboarding_resume_token',
    'payment_reference',
    'proven_at',
    'payout_id',
    'payout_status',
    'payout_reference',
    'payout_paid_at',
    'payout_message',
  ]),
  key: ({ referrer_id, created_at, id }) => ({
    pk: `referrer#${referrer_id}`,
    sk: `${REFERRAL_ACTIVITY_PREFIX}${created_at}#${id}`,
  }),
  // gsi1 by the referred launch's resume token. An activity without one is indexed under an empty
  // token, as ElectroDB writes it (the entity calls the index sparse; its items are not).
  indexKeys: ({ onboarding_resume_token, created_at }) => ({
    gsi1pk: `activity-onboarding#${onboarding_resume_token ?? ''}`,
    gsi1sk: created_at,
  }),
};

export type EmailClaimPurpose = 'referral_email' | 'referred_email';

export interface EmailClaim {
  readonly purpose: EmailClaimPurpose;
  readonly email: string;
  readonly owner_id: string;
  /** For referred e-mails: where the activity sits under its referrer. */
  readonly referrer_id?: string;
  readonly activity_created_at?: string;
  readonly created_at: string;
}

/** One per lowercased e-mail and purpose, written in the transaction of the record it guards. */
export const emailClaimLayout: StoredLayout<EmailClaim, 'purpose' | 'email'> = {
  entity: 'email_claim',
  version: '1',
  schema: attributes(['purpose', 'email', 'owner_id', 'referrer_id', 'activity_created_at', 'created_at']),
  key: ({ purpose, email }) => ({ pk: `${purpose}#${email}`, sk: 'claim' }),
};

export function referralApplicantOf(item: object): ReferralApplicant {
  return recordOf<ReferralApplicant>(referralApplicantLayout, [], item);
}

export function referralActivityOf(item: object): ReferralActivityRecord {
  return recordOf<ReferralActivityRecord>(referralActivityLayout, [], item);
}
