import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { applyForReferral, recordReferralFromLaunch } from '../../../functions/services/referral/index.ts';
import { application, pointAtProduct, quietPorts, uniqueEmail } from '../referral/support.ts';
import { api } from './http.ts';
import { signInAdmin, signUpUser } from './identity.ts';

const baseUrl = inject('baseUrl');
let adminToken: string;

/** A referrer whose referral of a launching business waits, pending, under that business's resume token. */
async function pendingReferral(): Promise<{ resumeToken: string; dashboardToken: string }> {
  const { applicant } = await applyForReferral(quietPorts(), application(uniqueEmail('referrer')));
  const resumeToken = randomUUID();
  await recordReferralFromLaunch(quietPorts(), {
    referrerId: applicant.id,
    referredEmail: uniqueEmail('founder'),
    onboardingResumeToken: resumeToken,
  });
  return { resumeToken, dashboardToken: applicant.dashboard_token ?? '' };
}

const markLive = (resumeToken: string, token?: string) =>
  api(baseUrl, `/api/admin/onboarding/${resumeToken}/live`, { method: 'POST', token });

beforeAll(async () => {
  pointAtProduct();
  adminToken = (await signInAdmin(baseUrl, inject('adminEmail'), inject('adminPassword'))).accessToken;
});

describe('POST /api/admin/onboarding/{token}/live', () => {
  it('completes the referral once: 10% of the setup fee, then already_completed', async () => {
    // Prepare
    const { resumeToken, dashboardToken } = await pendingReferral();

    // Act
    const first = await markLive(resumeToken, adminToken);
    const second = await markLive(resumeToken.toUpperCase(), adminToken);

    // Assess
    expect(first).toMatchObject({ status: 200, body: { outcome: 'completed', commission_earned: 500_000 } });
    expect(second).toMatchObject({
      status: 200,
      body: { outcome: 'already_completed', commission_earned: 500_000 },
    });
    const dashboard = await api(baseUrl, `/api/referrals/dashboard?token=${dashboardToken}`);
    expect(dashboard.body).toMatchObject({
      activities: [{ status: 'completed', commission_earned: 500_000 }],
    });
    expect(first.text).not.toContain('referrer_id');
  });

  it('answers not_referred for a business nobody referred, and 400 for a token that is not a UUID', async () => {
    await expect(markLive(randomUUID(), adminToken)).resolves.toMatchObject({
      status: 200,
      body: { outcome: 'not_referred', commission_earned: null },
    });
    await expect(markLive('not-a-token', adminToken)).resolves.toMatchObject({
      status: 400,
      body: { error: { code: 'validation' } },
    });
  });

  it('refuses callers who are not admins: 401 without a token, 403 for a signed-in user', async () => {
    const { resumeToken } = await pendingReferral();
    const user = await signUpUser(baseUrl, uniqueEmail('not-admin'));

    await expect(markLive(resumeToken)).resolves.toMatchObject({ status: 401 });
    await expect(markLive(resumeToken, user.accessToken)).resolves.toMatchObject({ status: 403 });
    // The refused calls changed nothing: the admin's call still completes it.
    await expect(markLive(resumeToken, adminToken)).resolves.toMatchObject({
      body: { outcome: 'completed' },
    });
  });
});
