import { describe, expect, it } from 'vitest';
import { activityStatusBadge, commissionLabel, formatActivityDate } from './dashboard-format.ts';

describe('commissionLabel', () => {
  it('shows +naira for a commission above 0, en-NG', () => {
    expect(commissionLabel(500_000)).toBe('+₦500,000');
    expect(commissionLabel(1)).toBe('+₦1');
  });

  it('shows nothing for no commission', () => {
    expect(commissionLabel(0)).toBeNull();
  });
});

describe('formatActivityDate', () => {
  it('shows the Lagos calendar day in en-NG', () => {
    // 23:30 UTC is already the next day in Lagos (UTC+1).
    expect(formatActivityDate('2025-03-11T23:30:00.000Z')).toBe('12 Mar 2025');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatActivityDate('not a date')).toBe('');
  });
});

describe('activityStatusBadge', () => {
  it('gives the known statuses their own looks and words', () => {
    expect(activityStatusBadge('completed')).toEqual({ label: 'Completed', variant: 'default' });
    expect(activityStatusBadge('pending')).toEqual({ label: 'Pending', variant: 'secondary' });
  });

  it('shows any other status in words on a neutral badge', () => {
    expect(activityStatusBadge('on_hold')).toEqual({ label: 'On hold', variant: 'outline' });
  });
});
