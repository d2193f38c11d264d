import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handlePaystackWebhook } from '../../../functions/services/payments/webhook.ts';
import { startCheckout } from '../../../functions/services/payments/checkout.ts';
import { verifyPayment } from '../../../functions/services/payments/verify.ts';
import { AppError } from '../../../functions/domain/app-error.ts';
import { fakePaymentPorts, onboarding, SECRET, storedPayment, success } from './fakes.ts';

const sign = (body: string, secret = SECRET) => createHmac('sha512', secret).update(body).digest('hex');

function chargeSuccess(transaction: object) {
  const body = Buffer.from(JSON.stringify({ event: 'charge.success', data: transaction }));
  return { body, signature: sign(body.toString()) };
}

describe('startCheckout', () => {
  it('records the amount the server computes and sends Paystack the same, with the success page as callback', async () => {
    // Prepare
    const fake = fakePaymentPorts();
    fake.onboardings.set(
      '0b3e9a52-6d1f-4a8e-b7c4-5e2d1f0a9c8b',
      onboarding('0b3e9a52-6d1f-4a8e-b7c4-5e2d1f0a9c8b', 'referrer-1'),
    );

    // Act
    const answer = await startCheckout(
      fake.ports,
      { id: 'sub-1', email: ' Founder@Example.com ' },
      { tier: 'premium', resumeToken: '0b3e9a52-6d1f-4a8e-b7c4-5e2d1f0a9c8b' },
    );

    // Assess
    expect(answer).toEqual({
      authorizationUrl: 'https://checkout.paystack.com/qtr-unit1',
      reference: 'qtr-unit1',
    });
    expect(fake.payments.get('qtr-unit1')).toMatchObject({
      amount_kobo: 515_000_000,
      currency: 'NGN',
      plan: 'banking-platform',
      tier: 'premium',
      customer_email: 'founder@example.com',
      referrer_id: 'referrer-1',
    });
    expect(fake.initialized).toEqual([
      expect.objectContaining({
        amountKobo: 515_000_000,
        email: 'founder@example.com',
        callbackUrl: 'https://quarter.example/payment-success',
      }),
    ]);
  });

  it('refuses a launch that already has its launch request (paid before)', async () => {
    const fake = fakePaymentPorts();
    const token = '0b3e9a52-6d1f-4a8e-b7c4-5e2d1f0a9c8b';
    fake.onboardings.set(token, onboarding(token));
    fake.launchRequests.set(token, {
      resume_token: token,
      email: 'a@b.co',
      name: null,
      business_name: null,
      business_type: null,
      ai_summary: '',
    });

    await expect(
      startCheckout(fake.ports, { id: 's', email: 'a@b.co' }, { tier: 'basic', resumeToken: token }),
    ).rejects.toThrow('already been paid');
    expect(fake.payments.size).toBe(0);
  });
});

describe('verifyPayment', () => {
  it('confirms only a success of exactly the stored amount and currency', async () => {
    const fake = fakePaymentPorts();
    const payment = storedPayment();
    fake.payments.set(payment.reference, payment);

    fake.transactions.set(payment.reference, success(payment, { amount: payment.amount_kobo - 1 }));
    const short = await verifyPayment(fake.ports, payment.reference);
    fake.transactions.set(payment.reference, success(payment, { currency: 'USD' }));
    const dollars = await verifyPayment(fake.ports, payment.reference);
    fake.transactions.set(payment.reference, success(payment));
    const exact = await verifyPayment(fake.ports, payment.reference, payment.customer_email);
    const anonymous = await verifyPayment(fake.ports, payment.reference);

    expect(short).toMatchObject({ success: false, payment_status: 'failed' });
    expect(dollars).toMatchObject({ success: false, payment_status: 'failed' });
    expect(exact).toEqual({
      success: true,
      application_status: 'payment_confirmed',
      isFeatureUpdate: false,
      payment_status: 'paid',
      launch_request_token: payment.resume_token,
    });
    // Issue #14: only the payer learns the launch request's token.
    expect(anonymous).toEqual({
      success: true,
      application_status: 'payment_confirmed',
      isFeatureUpdate: false,
      payment_status: 'paid',
    });
  });

  it.each(['pending', 'ongoing', 'processing', 'queued'])('keeps a %s payment pending', async (status) => {
    const fake = fakePaymentPorts();
    const payment = storedPayment();
    fake.payments.set(payment.reference, payment);
    fake.transactions.set(payment.reference, success(payment, { status }));

    const answer = await verifyPayment(fake.ports, payment.reference);

    expect(answer).toMatchObject({ success: false, payment_status: 'pending' });
    expect(fake.payments.get(payment.reference)?.status).toBe('initialized');
  });

  it.each(['failed', 'abandoned', 'reversed'])('does not confirm a %s payment', async (status) => {
    const fake = fakePaymentPorts();
    const payment = storedPayment();
    fake.payments.set(payment.reference, payment);
    fake.transactions.set(payment.reference, success(payment, { status }));

    const answer = await verifyPayment(fake.ports, payment.reference);

    expect(answer).toMatchObject({ success: false, error: 'Paystack did not confirm this payment.' });
    expect(fake.launchRequests.size).toBe(0);
  });

  it('answers an unknown reference without asking Paystack', async () => {
    const fake = fakePaymentPorts({
      provider: {
        initialize: async () => ({ authorizationUrl: 'x' }),
        verify: async () => {
          throw new Error('must not be called');
        },
      },
    });

    await expect(verifyPayment(fake.ports, 'qtr-nothing')).resolves.toMatchObject({ success: false });
  });
});

describe('handlePaystackWebhook', () => {
  it('refuses a wrong signature before it parses anything', async () => {
    const fake = fakePaymentPorts();
    const payment = storedPayment();
    fake.payments.set(payment.reference, payment);
    const { body } = chargeSuccess(success(payment));

    await expect(
      handlePaystackWebhook(fake.ports, body, sign(body.toString(), 'sk_other')),
    ).rejects.toStrictEqual(AppError.unauthorized('The webhook signature is not valid.'));
    await expect(handlePaystackWebhook(fake.ports, Buffer.from('not json'), undefined)).rejects.toStrictEqual(
      AppError.unauthorized('The webhook signature is not valid.'),
    );
    expect(fake.payments.get(payment.reference)?.status).toBe('initialized');
  });

  it('refuses a signed body that is not an event', async () => {
    const fake = fakePaymentPorts();
    const body = Buffer.from('not json');

    await expect(handlePaystackWebhook(fake.ports, body, sign('not json'))).rejects.toStrictEqual(
      AppError.validation('The webhook body is not a Paystack event: not JSON'),
    );
  });

  it('converges with verify on one transition: one receipt, one launch request, one referral', async () => {
    // Prepare
    const fake = fakePaymentPorts();
    const payment = storedPayment({ referrer_id: 'referrer-1' });
    fake.payments.set(payment.reference, payment);
    fake.transactions.set(payment.reference, success(payment));
    fake.chats.set(payment.resume_token ?? '', [
      { role: 'assistant', content: 'What business do you want to start?' },
      { role: 'user', content: 'A savings app for market traders in Lagos' },
    ]);
    const { body, signature } = chargeSuccess(success(payment));

    // Act
    const outcomes = await Promise.all([
      handlePaystackWebhook(fake.ports, body, signature),
      verifyPayment(fake.ports, payment.reference),
      handlePaystackWebhook(fake.ports, body, signature),
      verifyPayment(fake.ports, payment.reference),
    ]);

    // Assess
    expect(outcomes[1]).toMatchObject({ success: true });
    expect(outcomes[3]).toMatchObject({ success: true });
    expect(fake.mails.filter((mail) => mail.subject.startsWith('Payment received'))).toHaveLength(1);
    expect(fake.referrals).toEqual([
      { referrerId: 'referrer-1', referredEmail: 'founder@example.com', resumeToken: payment.resume_token },
    ]);
    expect(fake.launchRequests.get(payment.resume_token ?? '')?.ai_summary).toContain(
      'Idea: A savings app for market traders in Lagos',
    );
  });

  it('ignores events other than charge.success and references it does not know', async () => {
    const fake = fakePaymentPorts();
    const other = Buffer.from(JSON.stringify({ event: 'transfer.success', data: {} }));
    const unknown = chargeSuccess(success(storedPayment({ reference: 'qtr-elsewhere' })));

    await expect(handlePaystackWebhook(fake.ports, other, sign(other.toString()))).resolves.toBe('ignored');
    await expect(handlePaystackWebhook(fake.ports, unknown.body, unknown.signature)).resolves.toBe('ignored');
  });
});
