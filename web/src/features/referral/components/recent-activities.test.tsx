import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReferralActivity } from '../referral-api.ts';
import { RecentActivities } from './recent-activities.tsx';

const activity = (overrides: Partial<ReferralActivity>): ReferralActivity => ({
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

afterEach(cleanup);

describe('Recent Activities', () => {
  it("says 'Pending' once in a pending referral's row: the badge, not the payout line again", () => {
    render(<RecentActivities activities={[activity({})]} />);
    const row = screen.getByRole('listitem');
    expect(within(row).getAllByText('Pending')).toHaveLength(1);
    expect(within(row).queryByTestId('payout-status')).toBeNull();
  });

  it('still says where the money of a completed referral is', () => {
    render(
      <RecentActivities
        activities={[activity({ status: 'completed', commission_earned: 500_000, payout_status: 'earned' })]}
      />,
    );
    const row = screen.getByRole('listitem');
    expect(within(row).getByText('Completed')).toBeTruthy();
    expect(within(row).getByTestId('payout-status').textContent).toBe('Earned');
    expect(within(row).getByText('+₦500,000')).toBeTruthy();
  });

  it('keeps a pending payout line under a status the badge words otherwise', () => {
    render(<RecentActivities activities={[activity({ status: 'on_hold' })]} />);
    const row = screen.getByRole('listitem');
    expect(within(row).getByText('On hold')).toBeTruthy();
    expect(within(row).getByTestId('payout-status').textContent).toBe('Pending');
  });
});
