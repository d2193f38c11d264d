import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMailEvents } from '../../../functions/adapters/db/mail-events.ts';
import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import {
  api,
  awaitMail,
  baseUrl,
  mailsTo,
  pointAtProduct,
  signInAdmin,
  uniqueEmail,
  type Tokens,
} from '../payments/support.ts';

/**
 * Issue #25 against the running product: the outbox bounces an address, SES's event reaches the
 * mail-events handler, the event is recorded, the next mail to that address is never sent, the
 * sign-in screen answers as usual, and staff read `email_bounced` from the admin API.
 */
let admin: Tokens;
const identity = new CognitoIdentityProviderClient({
  endpoint: `${baseUrl}/_local/cognito`,
  region: 'eu-west-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  maxAttempts: 1,
});

beforeAll(async () => {
  pointAtProduct();
  admin = await signInAdmin();
});

// The bounce list is left as it is: every address this file bounces is its own (uniqueEmail), so
// its entries touch no other file's mail, and emptying the whole list (DELETE) would take the
// entries of a file running beside this one (test/setup/integration-alone.ts).
afterAll(() => {
  identity.destroy();
});

async function bounce(email: string, kind: 'bounce' | 'complaint') {
  const answer = await fetch(`${baseUrl}/_local/mail/bounces`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, kind }),
  });
  expect(answer.status).toBe(204);
}

/** Polls until `check` answers a value; fails naming what it waited for. */
async function waitFor<T>(what: string, check: () => Promise<T | undefined>, ms = 8_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const recorded = (email: string, type: string) =>
  waitFor(`a ${type} event recorded for ${email}`, async () => {
    const events = await listMailEvents(email);
    return events.some((event) => event.event_type === type) ? events : undefined;
  });

async function clientId(): Promise<string> {
  const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as { userPoolClientId: string };
  return config.userPoolClientId;
}

async function askForCode(email: string) {
  return identity.send(
    new InitiateAuthCommand({
      ClientId: await clientId(),
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: { USERNAME: email },
    }),
  );
}

const onboardingOf = async (email: string) => {
  const page = await api<{ items: { email: string; email_bounced: boolean }[] }>(
    `/api/admin/onboarding?q=${encodeURIComponent(email)}`,
    { token: admin.idToken },
  );
  expect(page.status).toBe(200);
  return page.body.items.find((item) => item.email === email);
};

describe('the bounce list of the local SES', () => {
  it('lists, adds and clears addresses', async () => {
    const email = uniqueEmail('listed');
    await bounce(email, 'complaint');
    const listed = (await (await fetch(`${baseUrl}/_local/mail/bounces.json`)).json()) as unknown[];
    expect(listed).toContainEqual({ email, kind: 'complaint' });

    const refused = await fetch(`${baseUrl}/_local/mail/bounces`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, kind: 'spam' }),
    });
    expect(refused.status).toBe(400);
  });
});

describe('a bounced payment link', () => {
  it('is recorded, suppresses the next mail and shows as email_bounced to staff', async () => {
    const email = uniqueEmail('bounced-founder');
    const resumeToken = newResumeToken();
    await upsertOnboarding({ resume_token: resumeToken, email, name: 'Ada Obi', business_name: 'Obi Pay' });
    expect((await onboardingOf(email))?.email_bounced).toBe(false);
    await bounce(email, 'bounce');

    const sent = await api('/api/admin/payment-links', {
      token: admin.idToken,
      body: { resume_token: resumeToken },
    });
    expect(sent.status).toBe(201);
    const [accepted] = await awaitMail(email, /checkout link/);
    expect(accepted).toMatchObject({ bounced: true });

    const events = await recorded(email, 'Bounce');
    expect(events).toEqual([
      expect.objectContaining({ email, event_type: 'Bounce', bounce_type: 'Permanent' }),
    ]);

    // The next link is answered as sent, but SES is never asked to send it.
    const again = await api('/api/admin/payment-links', {
      token: admin.idToken,
      body: { resume_token: resumeToken },
    });
    expect(again.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(email)).toHaveLength(1);

    expect((await onboardingOf(email))?.email_bounced).toBe(true);
    const timeline = await api<{ prospect: { email_bounced: boolean } }>(
      `/api/admin/prospects/${resumeToken}/timeline`,
      { token: admin.idToken },
    );
    expect(timeline.status).toBe(200);
    expect(timeline.body.prospect.email_bounced).toBe(true);
  });
});

describe('a complaint about a sign-in code', () => {
  it('suppresses the next code, while the sign-in screen answers exactly as for anyone else', async () => {
    const email = uniqueEmail('complainer');
    const ClientId = await clientId();
    await identity.send(
      new SignUpCommand({ ClientId, Username: email, UserAttributes: [{ Name: 'email', Value: email }] }),
    );
    await bounce(email, 'complaint');

    const first = await askForCode(email);
    const [accepted] = await awaitMail(email, /sign-in code/i);
    expect(accepted).toMatchObject({ bounced: true });
    await recorded(email, 'Complaint');

    // Past the retry window a new sign-in would mail a fresh code; suppressed, nothing is sent.
    const other = uniqueEmail('someone-else');
    await identity.send(
      new SignUpCommand({ ClientId, Username: other, UserAttributes: [{ Name: 'email', Value: other }] }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20_500));
    const next = await askForCode(email);
    const normal = await askForCode(other);
    await awaitMail(other, /sign-in code/i);

    expect(next.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(Object.keys(next.ChallengeParameters ?? {}).sort()).toEqual(
      Object.keys(normal.ChallengeParameters ?? {}).sort(),
    );
    expect(next.ChallengeParameters?.destination).toBe(first.ChallengeParameters?.destination);
    expect(await mailsTo(email)).toHaveLength(1);
  }, 60_000);
});
