import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import { LOCAL_ALERT_WEBHOOK_SECRET, type ReceivedAlert } from '../../../functions/local/alerts/receiver.ts';
import { verifyAlertSignature } from '../../../functions/services/alerts/alerts.ts';
import { inviteeEventBody } from '../../../functions/local/scheduling/webhooks.ts';
import { fillLaunchRequest } from '../admin/filled-launch-request.ts';
import { bookingFor, deliver, signed } from '../scheduling/support.ts';
import {
  api,
  awaitMail,
  baseUrl,
  checkout,
  deliverWebhook,
  pointAtProduct,
  pressOnCheckout,
  signInCustomer,
  uniqueEmail,
  verify,
} from '../payments/support.ts';

const staff = inject('staffAlertEmail');

beforeAll(() => {
  pointAtProduct();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The webhook deliveries the local receiver kept whose JSON matches `wanted`, waiting for `count`. */
async function awaitDeliveries(
  wanted: (payload: Record<string, unknown>) => boolean,
  count = 1,
): Promise<ReceivedAlert[]> {
  const deadline = Date.now() + 8_000;
  for (;;) {
    const all = (await (await fetch(`${baseUrl}/_local/alerts.json`)).json()) as ReceivedAlert[];
    const found = all.filter((delivery) => wanted(JSON.parse(delivery.body) as Record<string, unknown>));
    if (found.length >= count || Date.now() > deadline) return found;
    await sleep(100);
  }
}

/** Waits past the stream poller's next rounds, so a second alert would have arrived by now. */
const settle = () => sleep(2_500);

describe('staff alerts', () => {
  it('e-mails staff once when a payment succeeds, though verify and the webhook both confirm it', async () => {
    // Prepare
    const business = `Alert Foods ${randomUUID().slice(0, 8)}`;
    const email = uniqueEmail('alerted');
    const customer = await signInCustomer(email);
    const resumeToken = newResumeToken();
    await upsertOnboarding({ resume_token: resumeToken, email, business_name: business });
    const started = await checkout(customer.idToken, { tier: 'basic', resumeToken });

    // Act
    await pressOnCheckout(started.authorizationUrl, 'pay');
    const [verified, webhookStatus] = await Promise.all([
      verify(started.reference, customer.accessToken),
      deliverWebhook(started.reference),
    ]);
    await verify(started.reference, customer.accessToken);
    await awaitMail(staff, new RegExp(`Payment received: .* from ${business}`));
    await settle();

    // Assess
    expect(verified.body.success).toBe(true);
    expect(webhookStatus).toBe(200);
    const mails = await awaitMail(staff, new RegExp(`Payment received: .* from ${business}`), 0);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Payment received: ₦5,000,000 from ${business}`);
    expect(mails[0]?.text).toContain(`${started.reference}`);
    expect(mails[0]?.text).toContain(`${baseUrl}/quarteradmin?prospect=${resumeToken}`);
    expect(mails[0]?.text).not.toContain(email);
    const deliveries = await awaitDeliveries(
      (payload) => payload.type === 'payment.succeeded' && payload.reference === started.reference,
      0,
    );
    expect(deliveries).toHaveLength(1);
    const delivery = deliveries[0]!;
    expect(
      verifyAlertSignature(LOCAL_ALERT_WEBHOOK_SECRET, delivery.signature, delivery.body, Date.now() / 1000),
    ).toBe(true);
    expect(JSON.parse(delivery.body)).toEqual({
      type: 'payment.succeeded',
      occurred_at: expect.any(String),
      reference: started.reference,
      amount_kobo: 500_000_000,
      platform: 'Banking Platform',
      business_name: business,
      resume_token: resumeToken,
    });
    expect(delivery.body).not.toContain(email);
  });

  it('e-mails staff once when a launch request is submitted, and its webhook holds no personal data', async () => {
    // Prepare
    const business = `Alert Wallet ${randomUUID().slice(0, 8)}`;
    const request = await fillLaunchRequest(business, {
      bvn: '22123456789',
      bank: { bank_name: 'Zenith Bank', account_number: '0123456789' },
      idDocument: { bytes: new Uint8Array([37, 80, 68, 70, 45, 49]), contentType: 'application/pdf' },
    });
    const path = `/api/launch-requests/${request.token}`;
    const business_step = await api(path, {
      token: request.customer.idToken,
      method: 'PUT',
      body: {
        step: 'business',
        name: 'Ngozi Eze',
        business_name: business,
        business_type: 'fintech',
        phone: '+2348031234567',
      },
    });
    expect(business_step.status).toBe(200);

    // Act: two tabs submit at once
    const submits = await Promise.all(
      [1, 2].map(() =>
        api(path, { token: request.customer.idToken, method: 'PUT', body: { step: 'submitted' } }),
      ),
    );
    await awaitMail(staff, new RegExp(`Launch request submitted: ${business}`));
    await settle();

    // Assess
    expect(submits.some((answer) => answer.status === 200)).toBe(true);
    const mails = await awaitMail(staff, new RegExp(`Launch request submitted: ${business}`), 0);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`${baseUrl}/quarteradmin?prospect=${request.token}`);
    const deliveries = await awaitDeliveries(
      (payload) => payload.type === 'launch_request.submitted' && payload.resume_token === request.token,
      0,
    );
    expect(deliveries).toHaveLength(1);
    const delivery = deliveries[0]!;
    expect(
      verifyAlertSignature(LOCAL_ALERT_WEBHOOK_SECRET, delivery.signature, delivery.body, Date.now() / 1000),
    ).toBe(true);
    expect(JSON.parse(delivery.body)).toEqual({
      type: 'launch_request.submitted',
      occurred_at: expect.any(String),
      business_name: business,
      resume_token: request.token,
    });
    for (const personal of ['22123456789', '0123456789', '+2348031234567', 'Ngozi', '@', 'id-documents/'])
      expect(mails[0]?.text + delivery.body).not.toContain(personal);
  });

  it('posts a booked setup call to the webhook once, without the invitee, and leaves its e-mail as it was', async () => {
    // Prepare
    const business = `Alert Kitchen ${randomUUID().slice(0, 8)}`;
    const resumeToken = newResumeToken();
    await upsertOnboarding({
      resume_token: resumeToken,
      name: 'Ada Obi',
      email: 'ada@example.com',
      business_name: business,
      stage_completed: 'cta',
    });
    const body = inviteeEventBody(bookingFor(resumeToken));

    // Act: Calendly's delivery and its retry
    await deliver(signed(body));
    await deliver(signed(body, { atMs: Date.now() + 1000 }));
    await awaitDeliveries((payload) => payload.resume_token === resumeToken);
    await settle();

    // Assess
    const deliveries = await awaitDeliveries((payload) => payload.resume_token === resumeToken, 0);
    expect(deliveries).toHaveLength(1);
    const delivery = deliveries[0]!;
    expect(
      verifyAlertSignature(LOCAL_ALERT_WEBHOOK_SECRET, delivery.signature, delivery.body, Date.now() / 1000),
    ).toBe(true);
    expect(JSON.parse(delivery.body)).toEqual({
      type: 'setup_call.booked',
      occurred_at: expect.any(String),
      start_time: '2026-12-01T09:00:00.000Z',
      business_name: business,
      resume_token: resumeToken,
    });
    expect(delivery.body).not.toContain('Ada');
    expect(delivery.body).not.toContain('@');
    const mails = (await awaitMail(staff, /Setup call booked/, 0)).filter((mail) =>
      mail.text.includes(resumeToken),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`Ada Obi <ada@example.com> (${business}) booked a setup call`);
  });
});
