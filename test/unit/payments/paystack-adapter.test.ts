import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../functions/domain/app-error.ts';
import {
  PAYMENT_PROVIDER_DOWN,
  createPaystackClient,
  isPaystackSignatureValid,
  paystackSignature,
} from '../../../functions/adapters/paystack/index.ts';
import { askPaymentProvider } from '../../../functions/services/shared/faults.ts';

/** What the caller hears either way (502, a retry in 5 s); the reason tells a refusal from an outage. */
const paystackFailure = (reason: string) =>
  AppError.providerDown(PAYMENT_PROVIDER_DOWN, { reason, retryAfterSeconds: 5 });

/** The client reports a named fault; the asking service (askPaymentProvider) says what the caller hears. */
const heard = <T>(call: Promise<T>) => askPaymentProvider(() => call);

function answering(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchFake = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as typeof fetch;
  return {
    calls,
    client: createPaystackClient({
      baseUrl: 'https://api.paystack.test/',
      secretKey: async () => 'sk_test_1',
      fetch: fetchFake,
    }),
  };
}

describe('Paystack signature', () => {
  const body = '{"event":"charge.success","data":{"reference":"qtr-1"}}';

  it('is HMAC-SHA512 of the raw body in hex and accepts only that', () => {
    const signature = paystackSignature('sk_test_1', body);

    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    expect(isPaystackSignatureValid('sk_test_1', body, signature)).toBe(true);
    expect(isPaystackSignatureValid('sk_test_1', Buffer.from(body), signature.toUpperCase())).toBe(true);
    expect(isPaystackSignatureValid('sk_test_2', body, signature)).toBe(false);
    expect(isPaystackSignatureValid('sk_test_1', `${body} `, signature)).toBe(false);
    expect(isPaystackSignatureValid('sk_test_1', body, signature.slice(2))).toBe(false);
    expect(isPaystackSignatureValid('sk_test_1', body, undefined)).toBe(false);
  });
});

describe('Paystack client', () => {
  it('initialises with the secret key and Paystack field names, answering the authorization URL', async () => {
    const { calls, client } = answering(200, {
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: 'https://checkout.paystack.com/abc',
        access_code: 'abc',
        reference: 'qtr-1',
      },
    });

    const answer = await client.initialize({
      email: 'a@b.co',
      amountKobo: 500_000_000,
      currency: 'NGN',
      reference: 'qtr-1',
      callbackUrl: 'https://site/payment-success',
    });

    expect(answer).toEqual({
      authorizationUrl: 'https://checkout.paystack.com/abc',
      accessCode: 'abc',
      reference: 'qtr-1',
    });
    expect(calls[0]?.url).toBe('https://api.paystack.test/transaction/initialize');
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer sk_test_1');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      email: 'a@b.co',
      amount: 500_000_000,
      currency: 'NGN',
      reference: 'qtr-1',
      callback_url: 'https://site/payment-success',
    });
  });

  it('reads a verified transaction, and an unknown reference as undefined', async () => {
    const found = answering(200, {
      status: true,
      message: 'Verification successful',
      data: {
        reference: 'qtr-1',
        status: 'success',
        amount: 100,
        currency: 'NGN',
        paid_at: null,
        channel: 'card',
      },
    });
    const missing = answering(400, { status: false, message: 'Transaction reference not found' });

    await expect(found.client.verify('qtr-1')).resolves.toMatchObject({ status: 'success', amount: 100 });
    expect(found.calls[0]?.url).toBe('https://api.paystack.test/transaction/verify/qtr-1');
    await expect(missing.client.verify('qtr-2')).resolves.toBeUndefined();
  });

  it('tells a refusal from an outage', async () => {
    await expect(
      heard(
        answering(400, { status: false, message: 'Duplicate Transaction Reference' }).client.initialize({
          email: 'a@b.co',
          amountKobo: 100,
          currency: 'NGN',
          reference: 'r',
          callbackUrl: 'https://s/p',
        }),
      ),
    ).rejects.toStrictEqual(paystackFailure('paystack_refused'));
    await expect(
      heard(answering(503, { status: false, message: 'down' }).client.verify('r')),
    ).rejects.toStrictEqual(paystackFailure('paystack_unreachable'));
    await expect(heard(answering(200, '<html>gateway</html>').client.verify('r'))).rejects.toStrictEqual(
      paystackFailure('paystack_unreachable'),
    );
    await expect(
      heard(answering(401, { status: false, message: 'Invalid key' }).client.verify('r')),
    ).rejects.toStrictEqual(paystackFailure('paystack_refused'));
  });
});

describe('Paystack secret key', () => {
  const secrets = mockClient(SecretsManagerClient);
  const saved = { ...process.env };

  beforeEach(() => {
    vi.resetModules();
    secrets.reset();
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it('is read from Secrets Manager once per cold start on AWS', async () => {
    // Prepare
    process.env.PAYSTACK_SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:1:secret:paystack';
    delete process.env.PAYSTACK_SECRET_KEY;
    secrets.on(GetSecretValueCommand).resolves({ SecretString: ' sk_live_abc \n' });
    const { paystackSecretKey } = await import('../../../functions/adapters/paystack/secret.ts');

    // Act
    const keys = await Promise.all([paystackSecretKey(), paystackSecretKey(), paystackSecretKey()]);

    // Assess
    expect(keys).toEqual(['sk_live_abc', 'sk_live_abc', 'sk_live_abc']);
    expect(secrets).toHaveReceivedCommandTimes(GetSecretValueCommand, 1);
    expect(secrets).toHaveReceivedCommandWith(GetSecretValueCommand, {
      SecretId: process.env.PAYSTACK_SECRET_ARN,
    });
  });

  it('comes from PAYSTACK_SECRET_KEY locally, and a failed read is retried', async () => {
    delete process.env.PAYSTACK_SECRET_ARN;
    process.env.PAYSTACK_SECRET_KEY = 'sk_test_local';
    const local = await import('../../../functions/adapters/paystack/secret.ts');
    await expect(local.paystackSecretKey()).resolves.toBe('sk_test_local');

    vi.resetModules();
    process.env.PAYSTACK_SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:1:secret:paystack';
    secrets
      .on(GetSecretValueCommand)
      .rejectsOnce(new Error('throttled'))
      .resolves({ SecretString: 'sk_live_x' });
    const aws = await import('../../../functions/adapters/paystack/secret.ts');
    await expect(aws.paystackSecretKey()).rejects.toThrow('throttled');
    await expect(aws.paystackSecretKey()).resolves.toBe('sk_live_x');
  });
});
