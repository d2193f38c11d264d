import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import { LOCAL_ALERT_WEBHOOK_SECRET, type ReceivedAlert } from '../../../functions/local/alerts/receiver.ts';
import { verifyAlertSignature } from '../../../functions/services/alerts/alerts.ts';
import { inviteeEventBody } from '../../../functions/local/scheduling/webhooks.ts';
import { fillLaunchRequest } from '../admin/filled-launch-request.ts';
import { bookingFor, deliver, signed } from '../scheduling/support.ts';
import { settleProduct } from '../../setup/quiet.ts';
import { waitFor } from '../../setup/wait-for.ts';
import {
  api,
  awaitMail,
  baseUrl,
  mailsMatching,
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

type Payload = Record<string, unknown>;

/** The webhook deliveries the local receiver holds now whose JSON matches `wanted`. */
async function deliveriesNow(wanted: (payload: Payload) => boolean): Promise<ReceivedAlert[]> {
  const all = (await (await fetch(`${baseUrl}/_local/alerts.json`)).json()) as ReceivedAlert[];
  return all.filter((delivery) => wanted(JSON.parse(delivery.body) as Payload));
}

/** Waits until the receiver holds `count` deliveries matching `wanted`; throws naming `what` if not. */
const awaitDeliveries = (what: string, wanted: (payload: Payload) => boolean, count = 1) =>
  waitFor(
    `${count} alert webhook deliveries of ${what}`,
    () => deliveriesNow(wanted),
    (found) => found.length >= count,
  );

/** A delivery about this prospect: the only thing that names it is its dashboard link. */
const about = (resumeToken: string, type?: string) => (payload: Payload) =>
  payload.dashboard_url === `${baseUrl}/quarteradmin?prospect=${resumeToken}` &&
  (type === undefined || payload.type === type);

/**
 * The webhook leaves the product (issue #25): its body is the alert's type, the business name, the
 * time and the dashboard link, signed, and nothing else: no e-mail, phone, amount or reference.
 */
function expectOnlyTypeNameTimeAndLink(
  delivery: ReceivedAlert,
  alert: { type: string; business: string; resumeToken: string },
  personal: readonly string[],
): void {
  expect(
    verifyAlertSignature(LOCAL_ALERT_WEBHOOK_SECRET, delivery.signature, delivery.body, Date.now() / 1000),
  ).toBe(true);
  expect(JSON.parse(delivery.body)).toEqual({
    type: alert.type,
    business_name: alert.business,
    occurred_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    dashboard_url: `${baseUrl}/quarteradmin?prospect=${alert.resumeToken}`,
  });
  expect(delivery.body).not.toContain('@');
  for (const value of personal) expect(delivery.body).not.toContain(value);
}

/**
 * Until a second alert would have arrived: the product idle (GET /_local/idle: no handler running
 * and the stream read empty after the last one), or past the stream poller's next rounds (2.5 s).
 */
const settle = () => settleProduct(baseUrl, 2_500);

describe('staff alerts', () => {
  it('e-mails staff once when a payment succeeds, though verify and the webhook both confirm it', async () => {
    // Prepare
    const business = `Alert Foods ${randomUUID().slice(0, 8)}`;
    const email = uniqueEmail('alerted');
    const customer = await signInCustomer(email);
    const resumeToken = newResumeToken();
    await upsertOnboarding({
      resume_token: resumeToken,
      email,
      name: 'Bola Ade',
      phone: '+2348031112222',
      business_name: business,
    });
    const started = await checkout(customer.idToken, { tier: 'basic', resumeToken });

    // Act
    await pressOnCheckout(started.authorizationUrl, 'pay');
    const [verified, webhookStatus] = await Promise.all([
      verify(started.reference, customer.accessToken),
      deliverWebhook(started.reference),
    ]);
    await verify(started.reference, customer.accessToken);
    await awaitMail(staff, new RegExp(`Payment received: .* from ${business}`));
    await awaitDeliveries('the payment', about(resumeToken, 'payment.succeeded'));
    await settle();

    // Assess
    expect(verified.body.success).toBe(true);
    expect(webhookStatus).toBe(200);
    const mails = await mailsMatching(staff, new RegExp(`Payment received: .* from ${business}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Payment received: ₦5,000,000 from ${business}`);
    expect(mails[0]?.text).toContain(`${started.reference}`);
    expect(mails[0]?.text).toContain(`${baseUrl}/quarteradmin?prospect=${resumeToken}`);
    expect(mails[0]?.text).not.toContain(email);
    const deliveries = await deliveriesNow(about(resumeToken, 'payment.succeeded'));
    expect(deliveries).toHaveLength(1);
    expectOnlyTypeNameTimeAndLink(deliveries[0]!, { type: 'payment.succeeded', business, resumeToken }, [
      email,
      'Bola',
      '+2348031112222',
      '2348031112222',
      started.reference,
    ]);
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
    await awaitDeliveries('the submitted launch request', about(request.token, 'launch_request.submitted'));
    await settle();

    // Assess
    expect(submits.some((answer) => answer.status === 200)).toBe(true);
    const mails = await mailsMatching(staff, new RegExp(`Launch request submitted: ${business}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`${baseUrl}/quarteradmin?prospect=${request.token}`);
    const deliveries = await deliveriesNow(about(request.token, 'launch_request.submitted'));
    expect(deliveries).toHaveLength(1);
    const delivery = deliveries[0]!;
    const personal = [
      '22123456789',
      '0123456789',
      '+2348031234567',
      '2348031234567',
      'Ngozi',
      'id-documents/',
    ];
    expectOnlyTypeNameTimeAndLink(
      delivery,
      { type: 'launch_request.submitted', business, resumeToken: request.token },
      personal,
    );
    for (const value of [...personal, '@']) expect(mails[0]?.text).not.toContain(value);
  });

  it('posts a booked setup call to the webhook once, without the invitee; only the e-mail to staff names them', async () => {
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
    await awaitDeliveries('the booked call', about(resumeToken));
    await settle();

    // Assess
    const deliveries = await deliveriesNow(about(resumeToken));
    expect(deliveries).toHaveLength(1);
    expectOnlyTypeNameTimeAndLink(deliveries[0]!, { type: 'setup_call.booked', business, resumeToken }, [
      'Ada',
      'ada@example.com',
    ]);
    const mails = (await mailsMatching(staff, /Setup call booked/)).filter((mail) =>
      mail.text.includes(resumeToken),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`Ada Obi <ada@example.com> (${business}) booked a setup call`);
  });

  it('posts a duplicate payment to the webhook with no personal data, reference or amount', async () => {
    // Prepare: a paid launch, and a second checkout of it opened before
    const business = `Alert Twice ${randomUUID().slice(0, 8)}`;
    const email = uniqueEmail('twice-alerted');
    const customer = await signInCustomer(email);
    const resumeToken = newResumeToken();
    await upsertOnboarding({
      resume_token: resumeToken,
      email,
      name: 'Bisi Ade',
      phone: '+2348035556666',
      business_name: business,
    });
    const first = await checkout(customer.idToken, { tier: 'basic', resumeToken });
    const second = await checkout(customer.idToken, { tier: 'premium', resumeToken });

    // Act: both are paid
    await pressOnCheckout(first.authorizationUrl, 'pay');
    expect((await verify(first.reference, customer.accessToken)).body).toMatchObject({ success: true });
    await pressOnCheckout(second.authorizationUrl, 'pay');
    await verify(second.reference, customer.accessToken);
    await awaitDeliveries('the duplicate payment', about(resumeToken, 'payment.duplicate'));

    // Assess
    const [delivery] = await deliveriesNow(about(resumeToken, 'payment.duplicate'));
    expectOnlyTypeNameTimeAndLink(delivery!, { type: 'payment.duplicate', business, resumeToken }, [
      email,
      'Bisi',
      '2348035556666',
      first.reference,
      second.reference,
    ]);
  });

  it('posts every booking and cancellation of one slot: booked, canceled, booked again reaches the webhook three times', async () => {
    // Prepare
    const business = `Alert Rebook ${randomUUID().slice(0, 8)}`;
    const resumeToken = newResumeToken();
    await upsertOnboarding({
      resume_token: resumeToken,
      name: 'Chidi Okeke',
      email: 'chidi.rebook@example.com',
      phone: '+2348037778888',
      business_name: business,
      stage_completed: 'cta',
    });
    const booking = {
      slot: '2026-12-03T13:00:00.000Z',
      name: 'Chidi Okeke',
      email: 'chidi.rebook@example.com',
      utm_content: resumeToken,
    };

    // Act: through the scheduling sandbox, as the founder does it on its page
    const booked = await sandbox('/bookings', booking);
    await awaitDeliveries('the first booking', about(resumeToken), 1);
    const canceled = await sandbox('/bookings/cancel', { invitee_uri: booked.inviteeUri, reason: 'Clash' });
    await awaitDeliveries('the booking and its cancellation', about(resumeToken), 2);
    const rebooked = await sandbox('/bookings', booking);
    await awaitDeliveries(
      'the booking, its cancellation and the same slot booked again',
      about(resumeToken),
      3,
    );
    await settle();

    // Assess
    expect([booked.webhookStatus, canceled.webhookStatus, rebooked.webhookStatus]).toEqual([200, 200, 200]);
    const mails = (await mailsMatching(staff, /^Setup call (booked|canceled):/)).filter((mail) =>
      mail.text.includes(resumeToken),
    );
    expect(mails.map((mail) => mail.subject.split(':')[0])).toEqual([
      'Setup call booked',
      'Setup call canceled',
      'Setup call booked',
    ]);
    const deliveries = await deliveriesNow(about(resumeToken));
    expect(deliveries.map((delivery) => (JSON.parse(delivery.body) as Payload).type)).toEqual([
      'setup_call.booked',
      'setup_call.canceled',
      'setup_call.booked',
    ]);
    for (const delivery of deliveries)
      expectOnlyTypeNameTimeAndLink(
        delivery,
        { type: (JSON.parse(delivery.body) as Payload).type as string, business, resumeToken },
        ['Chidi', 'chidi.rebook', '2348037778888', 'Clash', booked.inviteeUri],
      );
  });
});

const sandboxOrigin = new URL(inject('schedulingUrl')).origin;

/** What the scheduling sandbox's booking page sends when the founder books or cancels. */
async function sandbox(path: string, body: unknown): Promise<{ inviteeUri: string; webhookStatus: number }> {
  const response = await fetch(`${sandboxOrigin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`The scheduling sandbox answered ${path} with ${response.status}`);
  return (await response.json()) as { inviteeUri: string; webhookStatus: number };
}
