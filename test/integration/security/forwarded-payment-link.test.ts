import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { getPayment, listPaymentsForLaunch } from '../../../functions/adapters/db/payments.ts';
import { nairaToKobo } from '../../../functions/domain/money.ts';
import { PREMIUM_SUPPORT } from '../../../functions/domain/plans.ts';
import {
  api,
  pointAtProduct,
  pressOnCheckout,
  signInCustomer,
  uniqueEmail,
  verify,
  type Checkout,
} from '../payments/support.ts';

/**
 * Issue #26: the payment link pays with no sign-in, so the link itself is what a stranger may hold
 * (forwarded on WhatsApp, seen on a shared screen). Holding it, they may pay the agreed fee for the
 * founder, and nothing else: not a smaller amount, not another plan, not as their own e-mail, and
 * never open the launch request (BVN, bank details), which still needs the founder's e-mailed code.
 */
const AGREED_FEE = 4_000_000;

async function linkedLaunch(email: string | null) {
  const token = randomUUID();
  await upsertOnboarding({
    resume_token: token,
    email,
    name: 'Amaka Obi',
    business_name: `Amaka Pay ${token.slice(0, 8)}`,
    stage_completed: 'meeting_booked',
    agreed_plan: 'fullstack-fintech',
    agreed_setup_fee: AGREED_FEE,
    payment_link_sent_at: new Date().toISOString(),
  });
  return token;
}

const linkCheckout = (token: string, body: unknown) =>
  api<Checkout>(`/api/payments/checkout/${token}`, { body });

describe('a forwarded payment link', () => {
  it('lets its holder pay the agreed fee as the founder, and nothing more', async () => {
    pointAtProduct();
    const founder = uniqueEmail('amaka');
    const token = await linkedLaunch(founder);

    // A body that names the amount, the plan or the payer is refused, and starts nothing.
    for (const body of [
      { tier: 'basic', amount_kobo: 100 },
      { tier: 'basic', plan: 'banking-platform' },
      { tier: 'basic', email: 'stranger@example.com' },
      { tier: 'basic', resumeToken: randomUUID() },
      { tier: 'gold' },
    ]) {
      const refused = await linkCheckout(token, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect(await listPaymentsForLaunch(token)).toEqual([]);

    // The tier is the holder's one choice; amount, plan and payer are the server's.
    const started = await linkCheckout(token, { tier: 'premium' });
    expect(started.status).toBe(201);
    expect(await getPayment(started.body.reference)).toMatchObject({
      amount_kobo: nairaToKobo(AGREED_FEE + PREMIUM_SUPPORT.monthlyPrice),
      setup_fee_kobo: nairaToKobo(AGREED_FEE),
      plan: 'fullstack-fintech',
      customer_email: founder,
      customer_id: null,
      resume_token: token,
    });

    // Paid: anyone may learn that, but the launch request's token goes to nobody anonymous...
    await pressOnCheckout(started.body.authorizationUrl, 'pay');
    const anonymous = await verify(started.body.reference);
    expect(anonymous.body).toMatchObject({ success: true });
    expect(anonymous.body.launch_request_token).toBeUndefined();

    // ...nor to the stranger signed in as themself, whom the launch request refuses.
    const stranger = await signInCustomer(uniqueEmail('stranger'));
    expect(
      (await verify(started.body.reference, stranger.accessToken)).body.launch_request_token,
    ).toBeUndefined();
    const strangerRead = await api(`/api/launch-requests/${token}`, { token: stranger.accessToken });
    expect(strangerRead.status).toBe(403);
    expect(strangerRead.text).not.toContain(founder);

    // The founder proves the address with a code and opens it.
    const owner = await signInCustomer(founder);
    const ownerRead = await api<{ email: string }>(`/api/launch-requests/${token}`, {
      token: owner.accessToken,
    });
    expect(ownerRead.status).toBe(200);
    expect(ownerRead.body.email).toBe(founder);
  });

  it('starts no payment for a link whose record has no e-mail to pay as', async () => {
    pointAtProduct();
    const token = await linkedLaunch(null);
    const refused = await linkCheckout(token, { tier: 'basic' });
    expect(refused.status).toBe(409);
    expect(await listPaymentsForLaunch(token)).toEqual([]);
  });

  it('answers 404 for a link naming no launch', async () => {
    pointAtProduct();
    expect((await linkCheckout(randomUUID(), { tier: 'basic' })).status).toBe(404);
  });
});
