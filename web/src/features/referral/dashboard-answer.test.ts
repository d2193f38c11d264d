import { describe, expect, it } from 'vitest';
import { readDashboardAnswer } from './dashboard-answer.ts';
import { dashboardAnswerReader } from './dashboard-answer-reader.ts';
import { referralActivity } from './referral-activity.test-support.ts';

const activity = referralActivity({ stage: 'started', stage_label: 'Started' });
const answer = {
  applicant: { id: 'ref-1', full_name: 'Bola Ade', referral_link_id: 'ref-1' },
  short_link_slug: null,
  activities: [activity],
  totals: { total_referrals: 1, total_commission: 0, pending: 1 },
  payout_account: null,
};

describe("the referral dashboard's answer, read with its contract", () => {
  it('reads a whole answer whole', () => {
    expect(readDashboardAnswer(answer)).toEqual({ dashboard: answer, complete: true });
  });

  it('leaves out an activity it cannot read, and says so for the log', () => {
    const broken = { ...activity, id: 'act-2', created_at: 'yesterday' };
    const read = readDashboardAnswer({ ...answer, activities: [activity, broken] });
    expect(read.complete).toBe(false);
    expect(read.dashboard?.activities).toEqual([activity]);
    expect(read.dashboard?.totals).toEqual(answer.totals);
  });

  it('cannot read an answer without its totals', () => {
    expect(readDashboardAnswer({ ...answer, totals: undefined }).dashboard).toBeNull();
  });

  it('reads the same where no worker can start (here), through the reader the page uses', async () => {
    const reader = dashboardAnswerReader();
    await expect(reader.read(answer)).resolves.toEqual({ dashboard: answer, complete: true });
    reader.dispose();
  });
});
