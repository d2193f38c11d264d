import { BANKING_PLATFORM_SETUP_FEE_NGN } from '../../../functions/domain/plans-and-prices.ts';
import { describe, expect, it } from 'vitest';
import { applyForReferral } from '../../../functions/services/referral/apply.ts';
import {
  markBusinessLive,
  recordReferralFromLaunch,
} from '../../../functions/services/referral/attribution.ts';
import { applied, testPorts, validApplication, type TestPorts } from './fakes.ts';

/** A paid Banking Platform launch: its setup fee is what the commission is 10% of. */
const PAID_BANKING_PLATFORM = { setupFeeNaira: BANKING_PLATFORM_SETUP_FEE_NGN };

const RESUME_TOKEN = '0f8fad5b-d9cb-469f-a165-70867728950e';

async function referrer(ports: TestPorts) {
  const { applicant } = await applyForReferral(ports, applied());
  return applicant.id;
}

describe('recordReferralFromLaunch', () => {
  it('records a pending activity worth nothing yet, under the referrer', async () => {
    // Prepare
    const ports = testPorts();
    const referrerId = await referrer(ports);

    // Act
    const result = await recordReferralFromLaunch(ports, {
      referrerId,
      referredEmail: ' Founder@Example.com ',
      onboardingResumeToken: RESUME_TOKEN,
    });

    // Assess
    expect(result.outcome).toBe('recorded');
    expect([...ports.store.activities.values()]).toEqual([
      expect.objectContaining({
        referrer_id: referrerId,
        referred_email: 'founder@example.com',
        status: 'pending',
        commission_earned: 0,
        onboarding_resume_token: RESUME_TOKEN,
      }),
    ]);
  });

  it('refuses a referrer referring their own e-mail', async () => {
    const ports = testPorts();
    const referrerId = await referrer(ports);

    const result = await recordReferralFromLaunch(ports, { referrerId, referredEmail: 'NGOZI@example.com' });

    expect(result).toEqual({ outcome: 'self_referral' });
    expect(ports.store.activities.size).toBe(0);
  });

  it('counts each referred e-mail once, even for another referrer', async () => {
    const ports = testPorts();
    const first = await referrer(ports);
    const { applicant: second } = await applyForReferral(
      ports,
      applied({ ...validApplication, email: 'other@example.com' }),
    );
    await recordReferralFromLaunch(ports, { referrerId: first, referredEmail: 'founder@example.com' });

    const again = await recordReferralFromLaunch(ports, {
      referrerId: first,
      referredEmail: 'founder@example.com',
    });
    const other = await recordReferralFromLaunch(ports, {
      referrerId: second.id,
      referredEmail: 'FOUNDER@example.com',
    });

    expect(again).toEqual({ outcome: 'already_referred' });
    expect(other).toEqual({ outcome: 'already_referred' });
    expect(ports.store.activities.size).toBe(1);
  });

  it('ignores an unknown or malformed referrer', async () => {
    const ports = testPorts();

    expect(
      await recordReferralFromLaunch(ports, { referrerId: 'nobody', referredEmail: 'a@example.com' }),
    ).toEqual({
      outcome: 'unknown_referrer',
    });
    expect(
      await recordReferralFromLaunch(ports, { referrerId: '<script>', referredEmail: 'a@example.com' }),
    ).toEqual({ outcome: 'invalid' });
    expect(ports.store.activities.size).toBe(0);
  });
});

describe('markBusinessLive', () => {
  it('completes the referral with 10% of the setup fee, once, however often it is marked', async () => {
    // Prepare
    const ports = testPorts();
    const referrerId = await referrer(ports);
    await recordReferralFromLaunch(ports, { referrerId, referredEmail: 'founder@example.com' });

    // Act
    const first = await markBusinessLive(
      ports,
      { referredEmail: 'Founder@example.com' },
      PAID_BANKING_PLATFORM,
    );
    const second = await markBusinessLive(
      ports,
      { referredEmail: 'founder@example.com' },
      PAID_BANKING_PLATFORM,
    );

    // Assess
    expect(first).toMatchObject({
      outcome: 'completed',
      activity: { status: 'completed', commission_earned: 500_000 },
    });
    expect(second).toMatchObject({ outcome: 'already_completed', activity: { commission_earned: 500_000 } });
    expect(ports.store.completions).toBe(1);
  });

  it('pays once when two admins mark the business live at the same moment', async () => {
    const ports = testPorts();
    const referrerId = await referrer(ports);
    await recordReferralFromLaunch(ports, { referrerId, referredEmail: 'founder@example.com' });

    const outcomes = await Promise.all([
      markBusinessLive(ports, { referredEmail: 'founder@example.com' }, PAID_BANKING_PLATFORM),
      markBusinessLive(ports, { referredEmail: 'founder@example.com' }, PAID_BANKING_PLATFORM),
    ]);

    expect(outcomes.map((result) => result.outcome).sort()).toEqual(['already_completed', 'completed']);
    expect(ports.store.completions).toBe(1);
  });

  it('finds the referral by the onboarding resume token', async () => {
    const ports = testPorts();
    const referrerId = await referrer(ports);
    await recordReferralFromLaunch(ports, {
      referrerId,
      referredEmail: 'founder@example.com',
      onboardingResumeToken: RESUME_TOKEN.toUpperCase(),
    });

    const result = await markBusinessLive(ports, { resumeToken: RESUME_TOKEN }, PAID_BANKING_PLATFORM);

    expect(result).toMatchObject({ outcome: 'completed', activity: { commission_earned: 500_000 } });
  });

  it('uses the setup fee of the plan the business bought', async () => {
    const ports = testPorts();
    const referrerId = await referrer(ports);
    await recordReferralFromLaunch(ports, { referrerId, referredEmail: 'founder@example.com' });

    const result = await markBusinessLive(
      ports,
      { referredEmail: 'founder@example.com' },
      { setupFeeNaira: 2_500_000 },
    );

    expect(result).toMatchObject({ outcome: 'completed', activity: { commission_earned: 250_000 } });
  });

  it('says so when the business was not referred', async () => {
    const ports = testPorts();

    expect(
      await markBusinessLive(ports, { referredEmail: 'walk-in@example.com' }, PAID_BANKING_PLATFORM),
    ).toEqual({
      outcome: 'not_referred',
    });
    expect(ports.store.completions).toBe(0);
  });
});
