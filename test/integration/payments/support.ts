import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { waitFor } from '../../setup/wait-for.ts';

export const baseUrl = inject('baseUrl').replace(/\/$/, '');
export const sandboxUrl = `${baseUrl}/_local/paystack`;

/** The test process reads and writes the same DynamoDB Local as the running product. */
export function pointAtProduct(): void {
  process.env.TABLE_NAME ??= inject('tableName');
  process.env.DYNAMODB_ENDPOINT ??= inject('dynamodbEndpoint');
  process.env.AWS_REGION ??= 'eu-west-1';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  process.env.SITE_URL ??= baseUrl;
  process.env.SES_ENDPOINT ??= `${baseUrl}/_local/ses`;
  process.env.MAIL_FROM ??= 'Quarter <hello@quarter.local>';
}

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

export interface ApiAnswer<T = Record<string, unknown>> {
  readonly status: number;
  readonly body: T;
  readonly text: string;
}

export async function api<T = Record<string, unknown>>(
  path: string,
  options: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { raw: text };
  }
  return { status: response.status, body: body as T, text };
}

export interface OutboxMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Set on a mail the outbox was told to bounce (/_local/mail/bounces). */
  readonly bounced?: boolean;
}

export async function mailsTo(address: string): Promise<OutboxMail[]> {
  const mails = (await (
    await fetch(`${baseUrl}/_local/mail.json?to=${encodeURIComponent(address)}`)
  ).json()) as OutboxMail[];
  return mails.filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}

/** The mails to `address` whose subject matches, as the outbox holds them now (no waiting). */
export async function mailsMatching(address: string, subject: RegExp): Promise<OutboxMail[]> {
  return (await mailsTo(address)).filter((mail) => subject.test(mail.subject));
}

/**
 * Waits until the outbox holds at least `count` mails to `address` whose subject matches, and
 * answers them all; throws, naming the wait, if they have not arrived within 15 s.
 */
export function awaitMail(address: string, subject: RegExp, count = 1): Promise<OutboxMail[]> {
  return waitFor(
    `${count} mail(s) to ${address} with a subject matching ${subject}`,
    () => mailsMatching(address, subject),
    (found) => found.length >= count,
    { timeoutMs: 15_000 },
  );
}

async function clientId(client: 'web' | 'staff' = 'web'): Promise<string> {
  const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as {
    userPoolClientId: string;
    staffClientId: string;
  };
  return client === 'staff' ? config.staffClientId : config.userPoolClientId;
}

function identity(): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: `${baseUrl}/_local/cognito`,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

export interface Tokens {
  readonly idToken: string;
  readonly accessToken: string;
}

function tokensOf(result: { IdToken?: string; AccessToken?: string } | undefined): Tokens {
  if (!result?.IdToken || !result.AccessToken) throw new Error('The identity provider issued no tokens');
  return { idToken: result.IdToken, accessToken: result.AccessToken };
}

/** A customer signs in with the e-mailed code (signing up first if new), as the checkout page does. */
export async function signInCustomer(email: string): Promise<Tokens> {
  const client = identity();
  const ClientId = await clientId();
  try {
    await client
      .send(
        new SignUpCommand({ ClientId, Username: email, UserAttributes: [{ Name: 'email', Value: email }] }),
      )
      .catch((error: unknown) => {
        if (!(error instanceof UsernameExistsException)) throw error;
      });
    const before = (await mailsMatching(email, /sign-in code/i)).length;
    const challenge = await client.send(
      new InitiateAuthCommand({ ClientId, AuthFlow: 'CUSTOM_AUTH', AuthParameters: { USERNAME: email } }),
    );
    const codes = await awaitMail(email, /sign-in code/i, before + 1);
    const code = codes.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`No sign-in code reached ${email}`);
    const answer = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: email, ANSWER: code },
      }),
    );
    return tokensOf(answer.AuthenticationResult);
  } finally {
    client.destroy();
  }
}

export async function signInAdmin(): Promise<Tokens> {
  const client = identity();
  try {
    const answer = await client.send(
      new InitiateAuthCommand({
        ClientId: await clientId('staff'),
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: inject('adminEmail'), PASSWORD: inject('adminPassword') },
      }),
    );
    return tokensOf(answer.AuthenticationResult);
  } finally {
    client.destroy();
  }
}

export interface Checkout {
  readonly authorizationUrl: string;
  readonly reference: string;
}

export async function checkout(idToken: string, body: { tier: 'basic' | 'premium'; resumeToken?: string }) {
  const answer = await api<Checkout>('/api/payments/checkout', { token: idToken, body });
  if (answer.status !== 201) throw new Error(`checkout answered ${answer.status}: ${answer.text}`);
  return answer.body;
}

/** Presses Pay or Decline on the sandbox checkout page; answers where Paystack sends the browser. */
export async function pressOnCheckout(authorizationUrl: string, button: 'pay' | 'decline'): Promise<URL> {
  const response = await fetch(`${authorizationUrl}/${button}`, { method: 'POST', redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) throw new Error(`checkout ${button} answered ${response.status}`);
  return new URL(location);
}

/** Test control of the sandbox (not a Paystack API): change a transaction without any webhook. */
export async function setSandboxTransaction(
  reference: string,
  change: { status?: string; amount?: number; currency?: string },
): Promise<void> {
  const response = await fetch(`${sandboxUrl}/_sandbox/transactions/${reference}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  if (!response.ok) throw new Error(`sandbox control answered ${response.status}`);
}

/** The sandbox delivers its signed charge.success for `reference` now; answers the app's status. */
export async function deliverWebhook(reference: string): Promise<number> {
  const response = await fetch(`${sandboxUrl}/_sandbox/transactions/${reference}/webhook`, {
    method: 'POST',
  });
  const answer = (await response.json()) as { data: { webhook_status: number } };
  return answer.data.webhook_status;
}

/** The verify call, anonymous or (with `token`) as the signed-in customer's browser makes it. */
export const verify = (reference: unknown, token?: string) =>
  api<{
    success: boolean;
    error?: string;
    application_status?: string;
    isFeatureUpdate: boolean;
    payment_status?: string;
    launch_request_token?: string;
  }>('/api/payments/verify', { body: { reference }, ...(token ? { token } : {}) });
