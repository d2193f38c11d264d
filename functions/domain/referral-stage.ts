/**
 * How far a referred business has come, as its partner sees it on the referral dashboard (issue
 * #26). The ids are internal; the labels are what the dashboard shows.
 */
export const REFERRAL_STAGES = ['started', 'call_booked', 'paid', 'live'] as const;
export type ReferralStage = (typeof REFERRAL_STAGES)[number];

export const REFERRAL_STAGE_LABELS: Readonly<Record<ReferralStage, string>> = {
  started: 'Started',
  call_booked: 'Call booked',
  paid: 'Setup fee paid',
  live: 'Live',
};
