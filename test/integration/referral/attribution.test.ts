import { BANKING_PLATFORM_SETUP_FEE_NGN } from '../../../functions/domain/plans-and-prices.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { listReferralActivities, proveReferredEmail } from '../../../functions/adapters/db/referrals.ts';
import { applyForReferral } from '../../../functions/services/referral/apply.ts';
import {
  markBusinessLive,
  recordReferralFromLaunch,
} from '../../../functions/services/referral/attribution.ts';
import {
  parsedApplication,
  baseUrl,
  pointAtProduct,
  quietPorts,
  resetIpCounters,
  uniqueEmail,
} from './support.ts';

/** A paid Banking Platform launch: its setup fee is what the commission is 10% of. */
const PAID_BANKING_PLATFORM = { setupFeeNaira: BANKING_PLATFORM_SETUP_FEE_NGN };

beforeAll(async () => {
  pointAtProduct();
  await resetIpCounters('dashboardReadPerIp');
});

async function dashboard(token: string) {
  const response = await fetch(`${baseUrl}/api/referrals/dashboard?token=${token}`);
  expect(response.status).toBe(200);
  return (await response.json()) as {
    activities: Array<{ referred_email: string; status: string; commission_earned: number }>;
    totals: { total_referrals: number; total_commission: number; pending: number };
  };
}

describe('referral attribution from launch to go-live', () => {
  it('records a pending referral, then pays 10% of the setup fee once however often it is marked live', async () => {
    // Prepare
    const referrerEmail = uniqueEmail('referrer');
    const { applicant } = await applyForReferral(quietPorts(), parsedApplication(referrerEmail));
    const referredEmail = uniqueEmail('founder');

    // Act
    const recorded = await recordReferralFromLaunch(quietPorts(), {
      referrerId: applicant.id,
      referredEmail: referredEmail.toUpperCase(),
      onboardingResumeToken: '0f8fad5b-d9cb-469f-a165-70867728950e',
    });
    const unproven = await dashboard(applicant.dashboard_token);
    // The founder signs in with a code to pay (checkout): the referral shows from then on (issue #14).
    await proveReferredEmail(referredEmail);
    const pending = await dashboard(applicant.dashboard_token);
    const outcomes = [
      await markBusinessLive(quietPorts(), { referredEmail }, PAID_BANKING_PLATFORM),
      await markBusinessLive(quietPorts(), { referredEmail }, PAID_BANKING_PLATFORM),
    ];
    const live = await dashboard(applicant.dashboard_token);

    // Assess
    expect(recorded.outcome).toBe('recorded');
    expect(unproven.activities).toEqual([]);
    expect(pending.activities).toEqual([
      expect.objectContaining({ referred_email: referredEmail, status: 'pending', commission_earned: 0 }),
    ]);
    expect(pending.totals).toEqual({ total_referrals: 1, total_commission: 0, pending: 1 });
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual(['completed', 'already_completed']);
    expect(live.activities).toEqual([
      expect.objectContaining({
        referred_email: referredEmail,
        status: 'completed',
        commission_earned: 500_000,
      }),
    ]);
    expect(live.totals).toEqual({ total_referrals: 1, total_commission: 500_000, pending: 0 });
  });

  it('pays once when the business is marked live twice at the same moment', async () => {
    const { applicant } = await applyForReferral(quietPorts(), parsedApplication(uniqueEmail('referrer')));
    const referredEmail = uniqueEmail('founder');
    await recordReferralFromLaunch(quietPorts(), { referrerId: applicant.id, referredEmail });

    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        markBusinessLive(quietPorts(), { referredEmail }, PAID_BANKING_PLATFORM),
      ),
    );

    expect(outcomes.filter((outcome) => outcome.outcome === 'completed')).toHaveLength(1);
    const { totals } = await dashboard(applicant.dashboard_token);
    expect(totals.total_commission).toBe(500_000);
  });

  it('refuses self-referral and counts a referred e-mail once across referrers', async () => {
    const referrerEmail = uniqueEmail('referrer');
    const { applicant: first } = await applyForReferral(quietPorts(), parsedApplication(referrerEmail));
    const { applicant: second } = await applyForReferral(
      quietPorts(),
      parsedApplication(uniqueEmail('referrer')),
    );
    const referredEmail = uniqueEmail('founder');

    const self = await recordReferralFromLaunch(quietPorts(), {
      referrerId: first.id,
      referredEmail: referrerEmail,
    });
    const recorded = await recordReferralFromLaunch(quietPorts(), { referrerId: first.id, referredEmail });
    const repeat = await Promise.all([
      recordReferralFromLaunch(quietPorts(), { referrerId: second.id, referredEmail }),
      recordReferralFromLaunch(quietPorts(), { referrerId: first.id, referredEmail }),
    ]);

    expect(self).toEqual({ outcome: 'self_referral' });
    expect(recorded.outcome).toBe('recorded');
    expect(repeat).toEqual([{ outcome: 'already_referred' }, { outcome: 'already_referred' }]);
    expect((await listReferralActivities(first.id)).items).toHaveLength(1);
    expect((await listReferralActivities(second.id)).items).toHaveLength(0);
  });

  it('ignores an unknown referrer', async () => {
    const outcome = await recordReferralFromLaunch(quietPorts(), {
      referrerId: '00000000-0000-4000-8000-000000000000',
      referredEmail: uniqueEmail('founder'),
    });

    expect(outcome).toEqual({ outcome: 'unknown_referrer' });
  });

  it('finds the referral by the onboarding resume token when the business goes live', async () => {
    const { applicant } = await applyForReferral(quietPorts(), parsedApplication(uniqueEmail('referrer')));
    const resumeToken = crypto.randomUUID();
    await recordReferralFromLaunch(quietPorts(), {
      referrerId: applicant.id,
      referredEmail: uniqueEmail('founder'),
      onboardingResumeToken: resumeToken,
    });

    const outcome = await markBusinessLive(quietPorts(), { resumeToken }, PAID_BANKING_PLATFORM);

    expect(outcome).toMatchObject({ outcome: 'completed', activity: { commission_earned: 500_000 } });
  });
});
