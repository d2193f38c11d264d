import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../functions/adapters/db/client.ts';
import { FUNNEL_MARKER_PREFIX } from '../../../functions/adapters/db/funnel-counters.ts';
import { getOnboarding, upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { BANKING_PLATFORM_SETUP_FEE_NGN } from '../../../functions/domain/plans-and-prices.ts';
import { commissionFor } from '../../../functions/domain/referral.ts';
import { NOT_PAID_MESSAGE } from '../../../functions/services/launch/refusals.ts';
import { applyForReferral } from '../../../functions/services/referral/apply.ts';
import { recordReferralFromLaunch } from '../../../functions/services/referral/attribution.ts';
import { checkout, pressOnCheckout, signInCustomer, verify } from '../payments/support.ts';
import { parsedApplication, pointAtProduct, quietPorts, uniqueEmail } from '../referral/support.ts';
import { api } from './http.ts';
import { signInAdmin, signUpUser } from './identity.ts';

const baseUrl = inject('baseUrl');
let adminToken: string;

/**
 * A referred founder who finished the launch chat (its onboarding record, and the pending referral
 * the finalize step records), not yet paid.
 */
async function pendingReferral(): Promise<{ resumeToken: string; dashboardToken: string; founder: string }> {
  const { applicant } = await applyForReferral(quietPorts(), parsedApplication(uniqueEmail('referrer')));
  const resumeToken = randomUUID();
  const founder = uniqueEmail('founder');
  await upsertOnboarding({
    resume_token: resumeToken,
    email: founder,
    name: 'Ada Obi',
    referrer_id: applicant.id,
  });
  await recordReferralFromLaunch(quietPorts(), {
    referrerId: applicant.id,
    referredEmail: founder,
    onboardingResumeToken: resumeToken,
  });
  return { resumeToken, dashboardToken: applicant.dashboard_token ?? '', founder };
}

/** The founder pays the checkout link in the Paystack sandbox (Premium: the first month rides along). */
async function pay(founder: string, resumeToken: string): Promise<void> {
  const customer = await signInCustomer(founder);
  const started = await checkout(customer.idToken, { tier: 'premium', resumeToken });
  await pressOnCheckout(started.authorizationUrl, 'pay');
  const verified = await verify(started.reference);
  expect(verified.body).toMatchObject({ success: true });
}

const markLive = (resumeToken: string, token?: string) =>
  api(baseUrl, `/api/admin/onboarding/${resumeToken}/live`, { method: 'POST', token });

/** Whether the stream counted this journey at the funnel's Live stage (its counted marker). */
async function liveCounted(resumeToken: string): Promise<boolean> {
  const key = { pk: `${FUNNEL_MARKER_PREFIX}live#${resumeToken}`, sk: 'counted' };
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key }));
  return Item !== undefined;
}

beforeAll(async () => {
  pointAtProduct();
  adminToken = (await signInAdmin(baseUrl, inject('adminEmail'), inject('adminPassword'))).accessToken;
});

describe('POST /api/admin/onboarding/{token}/live', () => {
  it('refuses an unpaid launch, then pays 10% of the paid setup fee exactly once', async () => {
    // Prepare: referred founder -> launch chat, not paid
    const { resumeToken, dashboardToken, founder } = await pendingReferral();
    const dashboard = () => api(baseUrl, `/api/referrals/dashboard?token=${dashboardToken}`);

    // Act + Assess: not paid -> refused, nothing credited
    const unpaid = await markLive(resumeToken, adminToken);
    expect(unpaid).toMatchObject({
      status: 409,
      body: { error: { code: 'conflict', message: NOT_PAID_MESSAGE } },
    });
    // Nor does the referrer see the unproven e-mail on the dashboard yet (issue #14).
    expect((await dashboard()).body).toMatchObject({ activities: [], totals: { total_commission: 0 } });

    // Pays (setup fee + Premium's first month) -> mark live -> 10% of the setup fee alone
    await pay(founder, resumeToken);
    const first = await markLive(resumeToken, adminToken);
    const second = await markLive(resumeToken.toUpperCase(), adminToken);
    const commission = commissionFor(BANKING_PLATFORM_SETUP_FEE_NGN);
    expect(commission).toBe(500_000);
    expect(first).toMatchObject({
      status: 200,
      body: { outcome: 'completed', commission_earned: commission },
    });
    expect(second).toMatchObject({
      status: 200,
      body: { outcome: 'already_completed', commission_earned: commission },
    });
    expect((await dashboard()).body).toMatchObject({
      activities: [{ status: 'completed', commission_earned: commission }],
    });
    expect(first.text).not.toContain('referrer_id');
  });

  it('keeps an unreferred launch going live: on its record once, on its timeline and in the funnel', async () => {
    // Prepare: a founder nobody referred finished the launch chat and paid
    const resumeToken = randomUUID();
    const founder = uniqueEmail('unreferred');
    await upsertOnboarding({ resume_token: resumeToken, email: founder, name: 'Chidi Eze' });
    await pay(founder, resumeToken);

    // Act: staff mark it live, twice
    const first = await markLive(resumeToken, adminToken);
    const stamped = (await getOnboarding(resumeToken))?.live_at;
    const second = await markLive(resumeToken, adminToken);
    // A later progress save (read before or after) cannot drop it.
    await upsertOnboarding({ resume_token: resumeToken, business_name: 'Eze Rides' });

    // Assess: no commission, the first time kept, on the timeline, counted as Live once
    expect(first).toMatchObject({ status: 200, body: { outcome: 'not_referred', commission_earned: null } });
    expect(second).toMatchObject({ status: 200, body: { outcome: 'not_referred' } });
    expect(stamped).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await getOnboarding(resumeToken))?.live_at).toBe(stamped);
    const timeline = await api(baseUrl, `/api/admin/prospects/${resumeToken}/timeline`, {
      token: adminToken,
    });
    const live = (timeline.body as { events: { kind: string }[] }).events.filter(
      (e) => e.kind === 'marked_live',
    );
    expect(live).toEqual([{ id: 'marked_live', kind: 'marked_live', at: stamped, commission_naira: null }]);
    await expect.poll(() => liveCounted(resumeToken), { timeout: 15_000 }).toBe(true);
  });

  it('refuses an unknown (so unpaid) launch with 409, and a token that is not a UUID with 400', async () => {
    await expect(markLive(randomUUID(), adminToken)).resolves.toMatchObject({
      status: 409,
      body: { error: { code: 'conflict' } },
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
    // The refused calls changed nothing: the admin's call reaches the payment check.
    await expect(markLive(resumeToken, adminToken)).resolves.toMatchObject({ status: 409 });
  });
});
