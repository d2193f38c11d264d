import type { ReferralActivity } from './referral-api.ts';

/** One referred founder's activity as the dashboard's answer carries it: a call booked, nothing earned yet. */
export const referralActivity = (overrides: Partial<ReferralActivity> = {}): ReferralActivity => ({
  id: 'act-1',
  referred_email: 'founder@example.com',
  commission_earned: 0,
  created_at: '2025-03-12T10:00:00.000Z',
  status: 'pending',
  business_name: null,
  stage: 'call_booked',
  payout_status: 'pending',
  payout_reference: null,
  paid_at: null,
  payout_message: null,
  ...overrides,
});
