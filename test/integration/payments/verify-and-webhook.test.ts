import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { getLaunchRequest } from '../../../functions/adapters/db/launch-requests.ts';
import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { getPayment } from '../../../functions/adapters/db/payments.ts';
import { listReferralActivities } from '../../../functions/adapters/db/referrals.ts';
import { referralApplyRequestSchema } from '../../../functions/domain/contracts/referrals.ts';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import { applyForReferral } from '../../../functions/services/referral/apply.ts';
import { referralPorts } from '../../../functions/services/referral/live-ports.ts';
import {
  api,
  awaitMail,
  baseUrl,
  checkout,
  deliverWebhook,
  pointAtProduct,
  pressOnCheckout,
  setSandboxTransaction,
  signInCustomer,
  uniqueEmail,
  verify,
} from './support.ts';

beforeAll(() => {
  pointAtProduct();
});

async function startedCheckout(
  tier: 'basic' | 'premium' = 'basic',
  onboarding: { referrer_id?: string } = {},
) {
  const email = uniqueEmail('payer');
  const customer = await signInCustomer(email);
  const resumeToken = newResumeToken();
  await upsertOnboarding({ resume_token: resumeToken, email, business_name: 'Adaeze Foods', ...onboarding });
  const started = await checkout(customer.idToken, { tier, resumeToken });
  return { email, customer, resumeToken, ...started };
}

describe('POST /api/payments/verify', () => {
  it('confirms a paid checkout, opens the launch request and e-mails a receipt once', async () => {
    // Prepare
    const { email, customer, authorizationUrl, reference, resumeToken } = await startedCheckout('premium');

    // Act
    const callback = await pressOnCheckout(authorizationUrl, 'pay');
    const first = await verify(callback.searchParams.get('reference'), customer.accessToken);
    const again = await verify(callback.searchParams.get('trxref'), customer.accessToken);
    const stranger = await verify(reference);
    const someoneElse = await verify(reference, (await signInCustomer(uniqueEmail('other'))).accessToken);
    const receipts = await awaitMail(email, /Payment received/);

    // Assess
    expect(`${callback.origin}${callback.pathname}`).toBe(`${baseUrl}/payment-success`);
    expect(callback.searchParams.get('trxref')).toBe(reference);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      application_status: 'payment_confirmed',
      isFeatureUpdate: false,
      payment_status: 'paid',
      launch_request_token: resumeToken,
    });
    expect(again.body).toEqual(first.body);
    // Issue #14: the state to anyone with the reference, the launch request's token to the payer only.
    for (const answer of [stranger, someoneElse]) {
      expect(answer.body).toEqual({
        success: true,
        application_status: 'payment_confirmed',
        isFeatureUpdate: false,
        payment_status: 'paid',
      });
    }
    expect(await getPayment(reference)).toMatchObject({ status: 'paid', paid_amount_kobo: 515_000_000 });
    const launchRequest = await getLaunchRequest(resumeToken);
    expect(launchRequest).toMatchObject({ email, business_name: 'Adaeze Foods', last_step: 'paid' });
    expect(launchRequest?.ai_summary).toContain(
      'Paid ₦5,150,000 for Banking Platform with Premium Support (setup fee ₦5,000,000).',
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain(`${baseUrl}/launch-request?token=${resumeToken}`);
  });

  it('answers Payment Not Confirmed material for a declined payment and leaves it unpaid', async () => {
    const { authorizationUrl, reference, resumeToken } = await startedCheckout();

    const callback = await pressOnCheckout(authorizationUrl, 'decline');
    const answer = await verify(callback.searchParams.get('reference'));

    expect(callback.searchParams.get('reference')).toBe(reference);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: false,
      error: 'Paystack did not confirm this payment.',
      isFeatureUpdate: false,
      payment_status: 'failed',
    });
    expect((await getPayment(reference))?.status).toBe('failed');
    expect(await getLaunchRequest(resumeToken)).toBeUndefined();
  });

  it('refuses a missing reference with the spec message', async () => {
    const empty = await verify('');
    const absent = await api('/api/payments/verify', { body: {} });
    const blank = await verify('   ');
    const unknown = await verify('qtr-doesnotexist0000000');

    // Without a reference: exactly the spec's sentence (issue #16); a blank one names the field too.
    expect(absent.status).toBe(400);
    expect(absent.body).toEqual({ error: { code: 'validation', message: 'No payment reference provided' } });
    for (const answer of [empty, blank]) {
      expect(answer.status).toBe(400);
      expect(answer.text).toContain('No payment reference provided');
    }
    expect(unknown.body).toMatchObject({ success: false, payment_status: 'failed' });
  });

  it('keeps a pending payment pending, then confirms it once Paystack says success', async () => {
    const { reference } = await startedCheckout();
    await setSandboxTransaction(reference, { status: 'pending' });

    const pending = await verify(reference);
    await setSandboxTransaction(reference, { status: 'success' });
    const paid = await verify(reference);

    expect(pending.body).toMatchObject({ success: false, payment_status: 'pending' });
    expect(paid.body).toMatchObject({ success: true, payment_status: 'paid' });
  });

  it('does not confirm a success whose amount or currency differs from the order', async () => {
    // Prepare: Paystack reports ₦1 paid against a ₦5,000,000 order.
    const { reference, resumeToken } = await startedCheckout();
    await setSandboxTransaction(reference, { status: 'success', amount: 100 });

    // Act
    const byVerify = await verify(reference);
    const byWebhook = await deliverWebhook(reference);
    await setSandboxTransaction(reference, { amount: 500_000_000, currency: 'USD' });
    const otherCurrency = await verify(reference);

    // Assess
    expect(byVerify.body).toMatchObject({
      success: false,
      error: 'The amount paid does not match this order. Please contact us.',
    });
    expect(byWebhook).toBe(200);
    expect(otherCurrency.body).toMatchObject({ success: false });
    expect((await getPayment(reference))?.status).toBe('initialized');
    expect(await getLaunchRequest(resumeToken)).toBeUndefined();
  });
});

function signed(body: string, secret: string) {
  return createHmac('sha512', secret).update(body).digest('hex');
}

describe('POST /api/payments/webhook', () => {
  it('rejects a bad signature before reading the body, and nothing changes', async () => {
    // Prepare
    const { reference, resumeToken } = await startedCheckout();
    await setSandboxTransaction(reference, { status: 'success' });
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference, status: 'success', amount: 500_000_000, currency: 'NGN' },
    });
    const post = (headers: Record<string, string>, text = body) =>
      fetch(`${baseUrl}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: text,
      });

    // Act
    const wrongSecret = await post({ 'x-paystack-signature': signed(body, 'sk_test_not_ours') });
    const missing = await post({});
    const tampered = await post({ 'x-paystack-signature': signed(body, 'sk_test_not_ours') }, `${body} `);
    const garbage = await post({ 'x-paystack-signature': 'not-hex' });

    // Assess
    expect([wrongSecret.status, missing.status, tampered.status, garbage.status]).toEqual([
      401, 401, 401, 401,
    ]);
    expect((await getPayment(reference))?.status).toBe('initialized');
    expect(await getLaunchRequest(resumeToken)).toBeUndefined();
  });

  it('confirms a payment from a signed charge.success', async () => {
    const { reference } = await startedCheckout();
    await setSandboxTransaction(reference, { status: 'success' });

    const status = await deliverWebhook(reference);

    expect(status).toBe(200);
    expect(await getPayment(reference)).toMatchObject({ status: 'paid', confirmed_by: 'webhook' });
  });

  it('pays once and records one referral activity when verify and two webhooks race', async () => {
    // Prepare: a referred business with a pending checkout that Paystack has settled.
    const { applicant } = await applyForReferral(
      referralPorts(),
      referralApplyRequestSchema.parse({
        full_name: 'Referrer Partner',
        email: uniqueEmail('referrer'),
        whatsapp: null,
        sectors: ['fintech'],
        how_will_refer: null,
        notes: null,
        consent: true,
      }),
    );
    const { email, reference } = await startedCheckout('basic', { referrer_id: applicant.id });
    await setSandboxTransaction(reference, { status: 'success' });

    // Act
    const [verified, ...webhooks] = await Promise.all([
      verify(reference),
      deliverWebhook(reference),
      deliverWebhook(reference),
      verify(reference),
      deliverWebhook(reference),
    ]);
    const receipts = await awaitMail(email, /Payment received/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const activities = await listReferralActivities(applicant.id, { limit: 10 });

    // Assess
    expect(verified.body).toMatchObject({ success: true });
    expect(webhooks.filter((entry) => typeof entry === 'number')).toEqual([200, 200, 200]);
    expect((await getPayment(reference))?.status).toBe('paid');
    expect(activities.items).toHaveLength(1);
    expect(activities.items[0]).toMatchObject({ referred_email: email, status: 'pending' });
    expect(await awaitMail(email, /Payment received/)).toHaveLength(receipts.length);
    expect(receipts).toHaveLength(1);
  });

  it('acknowledges events it does not act on', async () => {
    const body = JSON.stringify({ event: 'transfer.success', data: { reference: 'x' } });
    const response = await fetch(`${baseUrl}/api/payments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signed(body, 'sk_test_local_sandbox'),
      },
      body,
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});
