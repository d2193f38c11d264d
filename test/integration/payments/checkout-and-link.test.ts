import { beforeAll, describe, expect, it } from 'vitest';
import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { getPayment } from '../../../functions/adapters/db/payments.ts';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import {
  api,
  awaitMail,
  baseUrl,
  checkout,
  pointAtProduct,
  sandboxUrl,
  signInAdmin,
  signInCustomer,
  uniqueEmail,
  type Tokens,
} from './support.ts';

let admin: Tokens;

beforeAll(async () => {
  pointAtProduct();
  admin = await signInAdmin();
});

describe('the admin payment link', () => {
  it('e-mails the checkout link of an onboarding record to its e-mail', async () => {
    // Prepare
    const email = uniqueEmail('founder');
    const resumeToken = newResumeToken();
    await upsertOnboarding({ resume_token: resumeToken, email, name: 'Ada Obi', business_name: 'Obi Pay' });

    // Act
    const sent = await api('/api/admin/payment-links', {
      token: admin.idToken,
      body: { resume_token: resumeToken },
    });
    const [mail] = await awaitMail(email, /checkout link/);

    // Assess
    // Issue #26: the payer's e-mail rides in the fragment, to fill in the checkout.
    const checkoutUrl = `${baseUrl}/checkout?token=${resumeToken}#email=${encodeURIComponent(email)}`;
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      sent_to: email,
      checkout_url: checkoutUrl,
      plan: 'banking-platform',
      setup_fee: 5_000_000,
    });
    expect(mail?.text).toContain(checkoutUrl);
    expect(mail?.text).toContain('₦5,000,000');
    expect(mail?.text).toContain('₦150,000 per month');
  });

  it('needs an admin, a known record and somewhere to send it', async () => {
    const customer = await signInCustomer(uniqueEmail('curious'));
    const resumeToken = newResumeToken();
    await upsertOnboarding({ resume_token: resumeToken, business_type: 'FinTech' });

    const anonymous = await api('/api/admin/payment-links', { body: { resume_token: resumeToken } });
    const notAdmin = await api('/api/admin/payment-links', {
      token: customer.idToken,
      body: { resume_token: resumeToken },
    });
    const unknown = await api('/api/admin/payment-links', {
      token: admin.idToken,
      body: { resume_token: newResumeToken() },
    });
    const noEmail = await api('/api/admin/payment-links', {
      token: admin.idToken,
      body: { resume_token: resumeToken },
    });
    const givenEmail = await api('/api/admin/payment-links', {
      token: admin.idToken,
      body: { resume_token: resumeToken, email: 'Given@Example.com' },
    });

    expect(anonymous.status).toBe(401);
    expect(notAdmin.status).toBe(403);
    expect(unknown.status).toBe(404);
    expect(noEmail.status).toBe(400);
    expect(noEmail.text).toContain('email');
    expect(givenEmail.status).toBe(201);
    expect(givenEmail.body.sent_to).toBe('given@example.com');
  });
});

describe('POST /api/payments/checkout', () => {
  it('records the payment and initialises a Paystack transaction for the same amount', async () => {
    // Prepare
    const email = uniqueEmail('payer');
    const customer = await signInCustomer(email);
    const resumeToken = newResumeToken();
    await upsertOnboarding({ resume_token: resumeToken, email, referrer_id: 'not-a-real-referrer' });

    // Act
    const started = await checkout(customer.idToken, { tier: 'premium', resumeToken });
    const payment = await getPayment(started.reference);
    const atPaystack = await fetch(`${sandboxUrl}/transaction/verify/${started.reference}`, {
      headers: { authorization: 'Bearer sk_test_local_sandbox' },
    });
    const transaction = ((await atPaystack.json()) as { data: { amount: number; currency: string } }).data;
    const page = await fetch(started.authorizationUrl);

    // Assess
    expect(started.reference).toMatch(/^qtr-[a-z0-9]{20}$/);
    expect(started.authorizationUrl).toMatch(new RegExp(`^${sandboxUrl}/checkout/`));
    expect(payment).toMatchObject({
      reference: started.reference,
      amount_kobo: 515_000_000,
      currency: 'NGN',
      plan: 'banking-platform',
      tier: 'premium',
      customer_email: email,
      resume_token: resumeToken,
      referrer_id: 'not-a-real-referrer',
      status: 'initialized',
    });
    expect(transaction).toMatchObject({ amount: 515_000_000, currency: 'NGN' });
    const html = await page.text();
    expect(html).toContain('₦5,150,000');
    expect(html).toMatch(/<button[^>]*>Pay /);
    expect(html).toMatch(/<button[^>]*>Decline<\/button>/);
  });

  it('charges the setup fee alone with Basic support, and makes a launch token when none is given', async () => {
    const customer = await signInCustomer(uniqueEmail('basic'));

    const started = await checkout(customer.idToken, { tier: 'basic' });
    const payment = await getPayment(started.reference);

    expect(payment?.amount_kobo).toBe(500_000_000);
    expect(payment?.resume_token).toMatch(/^[0-9a-f-]{36}$/);
    expect(payment?.referrer_id).toBeNull();
  });

  it('takes the e-mail from Cognito when the web app sends its access token', async () => {
    const email = uniqueEmail('access');
    const customer = await signInCustomer(email);

    const started = await api<{ reference: string }>('/api/payments/checkout', {
      token: customer.accessToken,
      body: { tier: 'basic' },
    });

    expect(started.status).toBe(201);
    expect((await getPayment(started.body.reference))?.customer_email).toBe(email);
  });

  it('refuses anonymous callers, bad tiers and unknown payment links', async () => {
    const customer = await signInCustomer(uniqueEmail('refused'));

    const anonymous = await api('/api/payments/checkout', { body: { tier: 'basic' } });
    const garbage = await api('/api/payments/checkout', { token: 'not-a-token', body: { tier: 'basic' } });
    const badTier = await api('/api/payments/checkout', { token: customer.idToken, body: { tier: 'gold' } });
    const unknownLink = await api('/api/payments/checkout', {
      token: customer.idToken,
      body: { tier: 'basic', resumeToken: newResumeToken() },
    });

    expect(anonymous.status).toBe(401);
    expect(garbage.status).toBe(401);
    expect(badTier.status).toBe(400);
    expect(badTier.text).toContain('tier');
    expect(unknownLink.status).toBe(404);
  });
});
