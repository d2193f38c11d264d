import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { referralActivity } from '../referral-activity.test-support.ts';
import { RecentActivities } from './recent-activities.tsx';

afterEach(cleanup);

describe('Recent Activities', () => {
  it("says 'Pending' once in a pending referral's row: the badge, not the payout line again", () => {
    render(<RecentActivities activities={[referralActivity({})]} />);
    const row = screen.getByRole('listitem');
    expect(within(row).getAllByText('Pending')).toHaveLength(1);
    expect(within(row).queryByTestId('payout-status')).toBeNull();
  });

  it('still says where the money of a completed referral is', () => {
    render(
      <RecentActivities
        activities={[
          referralActivity({ status: 'completed', commission_earned: 500_000, payout_status: 'earned' }),
        ]}
      />,
    );
    const row = screen.getByRole('listitem');
    expect(within(row).getByText('Completed')).toBeTruthy();
    expect(within(row).getByTestId('payout-status').textContent).toBe('Earned');
    expect(within(row).getByText('+₦500,000')).toBeTruthy();
  });

  it('keeps a pending payout line under a status the badge words otherwise', () => {
    render(<RecentActivities activities={[referralActivity({ status: 'on_hold' })]} />);
    const row = screen.getByRole('listitem');
    expect(within(row).getByText('On hold')).toBeTruthy();
    expect(within(row).getByTestId('payout-status').textContent).toBe('Pending');
  });
});
