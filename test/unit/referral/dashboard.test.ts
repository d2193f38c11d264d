import { BANKING_PLATFORM_SETUP_FEE_NGN } from '../../../functions/domain/plans-and-prices.ts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../functions/domain/app-error.ts';
import { applyForReferral } from '../../../functions/services/referral/apply.ts';
import { DASHBOARD_NOT_FOUND_MESSAGE } from '../../../functions/services/referral/refusals.ts';
import {
  markBusinessLive,
  recordReferralFromLaunch,
} from '../../../functions/services/referral/attribution.ts';
import { readDashboard } from '../../../functions/services/referral/dashboard.ts';
import { applied, testPorts } from './fakes.ts';

/** A paid Banking Platform launch: its setup fee is what the commission is 10% of. */
const PAID_BANKING_PLATFORM = { setupFeeNaira: BANKING_PLATFORM_SETUP_FEE_NGN };

describe('readDashboard', () => {
  it('shows the applicant, their activities newest first and the totals', async () => {
    // Prepare
    const ports = testPorts();
    const { applicant } = await applyForReferral(ports, applied());
    for (const referredEmail of ['first@example.com', 'second@example.com', 'third@example.com']) {
      await recordReferralFromLaunch(ports, { referrerId: applicant.id, referredEmail });
      // Each founder signed in with a code to pay: their referral may show (issue #14).
      await ports.store.proveReferredEmail(referredEmail);
    }
    await markBusinessLive(ports, { referredEmail: 'first@example.com' }, PAID_BANKING_PLATFORM);

    // Act
    const dashboard = await readDashboard(ports, applicant.dashboard_token);

    // Assess
    expect(dashboard.applicant).toEqual({
      id: applicant.id,
      full_name: 'Ngozi Eze',
      referral_link_id: applicant.referral_link_id,
    });
    expect(dashboard.activities.map((activity) => activity.referred_email)).toEqual([
      'third@example.com',
      'second@example.com',
      'first@example.com',
    ]);
    expect(dashboard.activities[2]).toMatchObject({ status: 'completed', commission_earned: 500_000 });
    expect(dashboard.totals).toEqual({ total_referrals: 3, total_commission: 500_000, pending: 2 });
  });

  it('reads every page of activities for the totals', async () => {
    const ports = testPorts();
    const { applicant } = await applyForReferral(ports, applied());
    for (let index = 0; index < 130; index += 1) {
      await recordReferralFromLaunch(ports, {
        referrerId: applicant.id,
        referredEmail: `founder${index}@example.com`,
      });
      await ports.store.proveReferredEmail(`founder${index}@example.com`);
    }

    const dashboard = await readDashboard(ports, applicant.dashboard_token);

    expect(dashboard.activities).toHaveLength(130);
    expect(dashboard.totals).toMatchObject({ total_referrals: 130, pending: 130, total_commission: 0 });
  });

  it('keeps a pending referral off the dashboard until its founder proves the e-mail or pays', async () => {
    const ports = testPorts();
    const { applicant } = await applyForReferral(ports, applied());
    // Five anonymous launch chats name five made-up e-mails.
    for (let index = 0; index < 5; index += 1)
      await recordReferralFromLaunch(ports, {
        referrerId: applicant.id,
        referredEmail: `made-up${index}@example.com`,
      });

    const before = await readDashboard(ports, applicant.dashboard_token);
    await ports.store.proveReferredEmail('made-up3@example.com');
    const after = await readDashboard(ports, applicant.dashboard_token);

    expect(before.activities).toEqual([]);
    expect(before.totals).toEqual({ total_referrals: 0, total_commission: 0, pending: 0 });
    expect(after.activities.map((activity) => activity.referred_email)).toEqual(['made-up3@example.com']);
    expect(after.totals).toEqual({ total_referrals: 1, total_commission: 0, pending: 1 });
  });

  it('shows an empty dashboard to a new referrer', async () => {
    const ports = testPorts();
    const { applicant } = await applyForReferral(ports, applied());

    const dashboard = await readDashboard(ports, applicant.dashboard_token);

    expect(dashboard.activities).toEqual([]);
    expect(dashboard.totals).toEqual({ total_referrals: 0, total_commission: 0, pending: 0 });
  });

  it.each([['dash_unknownToken0001'], ['not-a-token'], ['']])(
    'refuses the token %j as not found',
    async (token) => {
      const ports = testPorts();
      await applyForReferral(ports, applied());

      await expect(readDashboard(ports, token)).rejects.toStrictEqual(
        AppError.notFound(DASHBOARD_NOT_FOUND_MESSAGE),
      );
    },
  );
});
