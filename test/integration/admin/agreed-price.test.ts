import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getOnboarding, upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { getPayment } from '../../../functions/adapters/db/payments.ts';
import { commissionFor } from '../../../functions/domain/referral.ts';
import { applyForReferral } from '../../../functions/services/referral/apply.ts';
import { recordReferralFromLaunch } from '../../../functions/services/referral/attribution.ts';
import { awaitMail, checkout, pressOnCheckout, signInCustomer, verify } from '../payments/support.ts';
import { parsedApplication, pointAtProduct, quietPorts, uniqueEmail } from '../referral/support.ts';
import { api } from './http.ts';
import { signInAdmin } from './identity.ts';

const baseUrl = inject('baseUrl');
let adminToken: string;

/** A restaurant founder a partner referred, after the setup call where staff agreed ₦3,200,000. */
const AGREED_FEE = 3_200_000;

async function referredRestaurant() {
  const { applicant } = await applyForReferral(quietPorts(), parsedApplication(uniqueEmail('referrer')));
  const resumeToken = randomUUID();
  const founder = uniqueEmail('restaurant');
  await upsertOnboarding({
    resume_token: resumeToken,
    email: founder,
    name: 'Bola Ade',
    business_name: 'Bola Eats',
    business_type: 'Restaurants',
    stage_completed: 'meeting_booked',
    referrer_id: applicant.id,
  });
  await recordReferralFromLaunch(quietPorts(), {
    referrerId: applicant.id,
    referredEmail: founder,
    onboardingResumeToken: resumeToken,
  });
  return { resumeToken, founder, dashboardToken: applicant.dashboard_token ?? '' };
}

const sendLink = (body: Record<string, unknown>) =>
  api(baseUrl, '/api/admin/payment-links', { method: 'POST', token: adminToken, body });

beforeAll(async () => {
  pointAtProduct();
  adminToken = (await signInAdmin(baseUrl, inject('adminEmail'), inject('adminPassword'))).accessToken;
});

describe('the setup fee agreed on the call (issue #15)', () => {
  it('flows from the payment link to the checkout, the charge, the receipt, the summary and the commission', async () => {
    const { resumeToken, founder, dashboardToken } = await referredRestaurant();

    // Staff send the link with the platform and the fee agreed on the call.
    const sent = await sendLink({
      resume_token: resumeToken,
      plan: 'restaurant-platform',
      setup_fee: AGREED_FEE,
    });
    expect(sent).toMatchObject({ status: 201, body: { plan: 'restaurant-platform', setup_fee: AGREED_FEE } });
    const [linkMail] = await awaitMail(founder, /Restaurant Ordering and Delivery platform checkout link/);
    expect(linkMail?.text).toContain('₦3,200,000, as agreed on the call');
    expect(linkMail?.text).not.toContain('₦5,000,000');

    // The checkout page reads the offer from the server.
    const offer = await api(baseUrl, `/api/payments/checkout/${resumeToken}`);
    expect(offer).toMatchObject({
      status: 200,
      body: {
        plan: { id: 'restaurant-platform', name: 'Restaurant Ordering and Delivery' },
        setup_fee: AGREED_FEE,
        agreed: true,
      },
    });

    // The browser cannot change what is charged: extra fields are not the server's business.
    const customer = await signInCustomer(founder);
    const started = await checkout(customer.idToken, {
      tier: 'basic',
      resumeToken,
      ...({ amount: 100, plan: 'banking-platform', setup_fee: 1 } as object),
    });
    const payment = await getPayment(started.reference);
    expect(payment).toMatchObject({
      amount_kobo: AGREED_FEE * 100,
      setup_fee_kobo: AGREED_FEE * 100,
      plan: 'restaurant-platform',
    });

    await pressOnCheckout(started.authorizationUrl, 'pay');
    expect((await verify(started.reference)).body).toMatchObject({ success: true });
    const [receipt] = await awaitMail(founder, /Payment received/);
    expect(receipt?.text).toContain('₦3,200,000 for your Restaurant Ordering and Delivery');

    // Staff read the plan and amount in the launch request's summary.
    const requests = await api(baseUrl, `/api/admin/launch-requests?q=${encodeURIComponent(founder)}`, {
      token: adminToken,
    });
    const summary = (requests.body as { items: { ai_summary: string }[] }).items[0]?.ai_summary ?? '';
    expect(summary).toContain('Paid ₦3,200,000 for Restaurant Ordering and Delivery with Basic Support');

    // The referrer earns 10% of what was paid as the setup fee, once.
    const live = await api(baseUrl, `/api/admin/onboarding/${resumeToken}/live`, {
      method: 'POST',
      token: adminToken,
    });
    expect(live).toMatchObject({
      status: 200,
      body: { outcome: 'completed', commission_earned: commissionFor(AGREED_FEE) },
    });
    expect(commissionFor(AGREED_FEE)).toBe(320_000);
    const dashboard = await api(baseUrl, `/api/referrals/dashboard?token=${dashboardToken}`);
    expect(dashboard.body).toMatchObject({ totals: { total_commission: 320_000 } });

    // A paid launch gets no second setup fee link: a second offer could only mean a second charge.
    expect(await sendLink({ resume_token: resumeToken })).toMatchObject({ status: 409 });

    // New features after launch: a feature update link, paid, is the spec's feature_updated.
    expect(
      await sendLink({ resume_token: resumeToken, plan: 'feature-update', setup_fee: 400_000 }),
    ).toMatchObject({ status: 201 });
    const update = await checkout(customer.idToken, { tier: 'basic', resumeToken });
    expect(await getPayment(update.reference)).toMatchObject({
      plan: 'feature-update',
      amount_kobo: 400_000 * 100,
      referrer_id: null,
    });
    await pressOnCheckout(update.authorizationUrl, 'pay');
    expect((await verify(update.reference)).body).toMatchObject({
      success: true,
      application_status: 'feature_updated',
      isFeatureUpdate: true,
    });
    await awaitMail(founder, /Payment received: your feature update/);
    expect((await getPayment(update.reference))?.duplicate_of).toBeNull();
    // It earns no second commission, and the launch stays live once.
    const after = await api(baseUrl, `/api/referrals/dashboard?token=${dashboardToken}`);
    expect(after.body).toMatchObject({ totals: { total_commission: 320_000 } });
    const again = await api(baseUrl, `/api/admin/onboarding/${resumeToken}/live`, {
      method: 'POST',
      token: adminToken,
    });
    expect(again).toMatchObject({
      status: 200,
      body: { outcome: 'already_completed', commission_earned: 320_000 },
    });
  });

  it('refuses an unpublished platform without a fee, and a fee out of bounds, storing nothing', async () => {
    const { resumeToken } = await referredRestaurant();
    const before = await getOnboarding(resumeToken);

    const noFee = await sendLink({ resume_token: resumeToken, plan: 'taxi-platform' });
    const tooSmall = await sendLink({ resume_token: resumeToken, plan: 'taxi-platform', setup_fee: 5_000 });
    const fraction = await sendLink({
      resume_token: resumeToken,
      plan: 'taxi-platform',
      setup_fee: 1_000_000.5,
    });
    const unknownPlan = await sendLink({
      resume_token: resumeToken,
      plan: 'rocket-platform',
      setup_fee: 1_000_000,
    });

    expect(noFee).toMatchObject({ status: 400, body: { error: { code: 'validation' } } });
    expect(noFee.text).toContain('setup_fee');
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.text).toContain('at least ₦100,000');
    expect(fraction.status).toBe(400);
    expect(unknownPlan.status).toBe(400);
    // A feature update is for a launched platform only.
    const early = await sendLink({ resume_token: resumeToken, plan: 'feature-update', setup_fee: 400_000 });
    expect(early).toMatchObject({ status: 409 });
    expect(early.text).toContain('not been paid for yet');
    // Nothing was stored by the refused calls.
    expect(await getOnboarding(resumeToken)).toMatchObject({
      agreed_plan: before?.agreed_plan ?? null,
      agreed_setup_fee: before?.agreed_setup_fee ?? null,
    });
    expect((await api(baseUrl, `/api/payments/checkout/${resumeToken}`)).body).toMatchObject({
      plan: { id: 'banking-platform' },
      setup_fee: 5_000_000,
      agreed: false,
    });
    expect((await api(baseUrl, `/api/payments/checkout/${randomUUID()}`)).status).toBe(404);
    expect((await api(baseUrl, '/api/payments/checkout/not-a-token')).status).toBe(400);
  });

  it('starts a new checkout when staff change the fee after a checkout was opened', async () => {
    const { resumeToken, founder } = await referredRestaurant();
    await sendLink({ resume_token: resumeToken, plan: 'restaurant-platform', setup_fee: 2_000_000 });
    const customer = await signInCustomer(founder);
    const first = await checkout(customer.idToken, { tier: 'basic', resumeToken });
    await sendLink({ resume_token: resumeToken, plan: 'restaurant-platform', setup_fee: 1_800_000 });
    const second = await checkout(customer.idToken, { tier: 'basic', resumeToken });

    expect(second.reference).not.toBe(first.reference);
    expect((await getPayment(second.reference))?.amount_kobo).toBe(1_800_000 * 100);
  });
});
