import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import type { AdminOnboardingRecord } from '../../../functions/domain/contracts/admin.ts';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import { api, baseUrl, mailsTo, pointAtProduct, signInAdmin, type Tokens } from '../payments/support.ts';

/**
 * Issue #25, "A bounced or complained-about e-mail goes unseen": "Send bounces, complaints, rejects
 * and delivery delays to a handler that records them (staff see "e-mail bounced" on the prospect ...),
 * stops mailing an address that hard-bounced or complained, and feeds an alarm. Local: the mail
 * outbox can be told to bounce an address." The contract fixes the local controls
 * (/_local/mail/bounces), the handler (functions/handlers/mail-events.ts, SES's EventBridge record)
 * and `email_bounced: true` on the admin API's records.
 */
let admin: Tokens;

beforeAll(async () => {
  pointAtProduct();
  admin = await signInAdmin();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The bounce list is never emptied here: every bounced address is this file's own, and emptying it
 * would take the entries of a file running beside this one (test/setup/integration-alone.ts). The
 * outbox is read narrowed to this file's addresses (mailsTo), so other files' mail cannot crowd it out.
 */

/** Polls `probe` until it answers something truthy; fails saying what it waited for. */
async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  ms = 10_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`);
    await sleep(150);
  }
}

async function clientId(): Promise<string> {
  const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as { userPoolClientId: string };
  return config.userPoolClientId;
}

/** The site's sign-in: sign up if new, then ask for an e-mailed code. Answers Cognito's challenge name. */
async function askForCode(email: string): Promise<string | undefined> {
  const client = new CognitoIdentityProviderClient({
    endpoint: `${baseUrl}/_local/cognito`,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const ClientId = await clientId();
    await client
      .send(
        new SignUpCommand({ ClientId, Username: email, UserAttributes: [{ Name: 'email', Value: email }] }),
      )
      .catch(() => undefined);
    const step = await client.send(
      new InitiateAuthCommand({ ClientId, AuthFlow: 'CUSTOM_AUTH', AuthParameters: { USERNAME: email } }),
    );
    return step.ChallengeName;
  } finally {
    client.destroy();
  }
}

async function prospectFor(email: string): Promise<string> {
  const resumeToken = newResumeToken();
  await upsertOnboarding({
    resume_token: resumeToken,
    email,
    name: 'Ada Obi',
    business_name: `Bounce Foods ${resumeToken.slice(0, 6)}`,
  });
  return resumeToken;
}

async function onboardingRecord(resumeToken: string) {
  const answer = await api<{ items: (AdminOnboardingRecord & { email_bounced?: boolean })[] }>(
    `/api/admin/onboarding?q=${resumeToken}`,
    { token: admin.accessToken },
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.body.items.find((item) => item.resume_token === resumeToken);
}

const bounce = (email: string, kind: 'bounce' | 'complaint') =>
  fetch(`${baseUrl}/_local/mail/bounces`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, kind }),
  });

describe.each(['bounce', 'complaint'] as const)('a %s reported by SES (local outbox)', (kind) => {
  it(`is recorded, staff see email_bounced on the prospect, and the next mail is never sent`, async () => {
    // Prepare
    const email = `${kind}-${randomUUID().slice(0, 8)}@example.com`;
    const resumeToken = await prospectFor(email);
    expect((await bounce(email, kind)).status).toBe(204);
    const listed = (await (await fetch(`${baseUrl}/_local/mail/bounces.json`)).json()) as {
      email: string;
      kind: string;
    }[];
    expect(listed).toContainEqual({ email, kind });

    // Act: the first mail goes out (SES accepts it), then bounces back
    expect(await askForCode(email)).toBe('CUSTOM_CHALLENGE');
    const [sent] = await waitFor(`the sign-in code mail to ${email} in the outbox`, async () => {
      const mails = await mailsTo(email);
      return mails.length > 0 && mails;
    });
    const record = await waitFor(`email_bounced on the onboarding record of ${email}`, async () => {
      const found = await onboardingRecord(resumeToken);
      return found?.email_bounced === true && found;
    });

    // Assess: "staff see e-mail bounced" through the admin API
    expect(sent?.bounced).toBe(true);
    expect(record.email_bounced).toBe(true);
    const timeline = await api(`/api/admin/prospects/${resumeToken}/timeline`, { token: admin.accessToken });
    expect(timeline.status).toBe(200);
    expect(timeline.text).toContain('"email_bounced":true');

    // "stops mailing an address that hard-bounced or complained"; the sign-in still answers as usual
    const before = (await mailsTo(email)).length;
    expect(await askForCode(email)).toBe('CUSTOM_CHALLENGE');
    await sleep(2_000);
    expect(await mailsTo(email)).toHaveLength(before);
  });
});

describe('an address nobody bounced', () => {
  it('is mailed as before and carries no email_bounced flag', async () => {
    const email = `fine-${randomUUID().slice(0, 8)}@example.com`;
    const resumeToken = await prospectFor(email);

    expect(await askForCode(email)).toBe('CUSTOM_CHALLENGE');
    const [sent] = await waitFor(`the sign-in code mail to ${email}`, async () => {
      const mails = await mailsTo(email);
      return mails.length > 0 && mails;
    });
    await sleep(1_500);

    expect(sent?.bounced).not.toBe(true);
    expect((await onboardingRecord(resumeToken))?.email_bounced).not.toBe(true);
  });
});

/** SES's event-publishing record on EventBridge, as AWS documents it. */
function sesEvent(eventType: 'Bounce' | 'Complaint', email: string, bounceType = 'Permanent') {
  const now = new Date().toISOString();
  const messageId = `0102${randomUUID().replace(/-/g, '')}-000000`;
  const mail = {
    timestamp: now,
    source: 'Quarter <hello@quarter.example>',
    sourceArn: 'arn:aws:ses:eu-west-1:111111111111:identity/quarter.example',
    sendingAccountId: '111111111111',
    messageId,
    destination: [email],
    headersTruncated: false,
    headers: [{ name: 'To', value: email }],
    commonHeaders: {
      from: ['Quarter <hello@quarter.example>'],
      to: [email],
      messageId,
      subject: 'Your sign-in code',
    },
    tags: { 'ses:configuration-set': ['quarter-mail'] },
  };
  const detail =
    eventType === 'Bounce'
      ? {
          eventType,
          bounce: {
            feedbackId: `0102${randomUUID().replace(/-/g, '')}-000000`,
            bounceType,
            bounceSubType: bounceType === 'Permanent' ? 'General' : 'MailboxFull',
            bouncedRecipients: [
              {
                emailAddress: email,
                action: 'failed',
                status: '5.1.1',
                diagnosticCode: 'smtp; 550 5.1.1 user unknown',
              },
            ],
            timestamp: now,
            reportingMTA: 'dsn; a1-2.smtp-out.eu-west-1.amazonses.com',
          },
          mail,
        }
      : {
          eventType,
          complaint: {
            feedbackId: `0102${randomUUID().replace(/-/g, '')}-000000`,
            complainedRecipients: [{ emailAddress: email }],
            timestamp: now,
            userAgent: 'Mozilla/5.0',
            complaintFeedbackType: 'abuse',
            arrivalDate: now,
          },
          mail,
        };
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': eventType === 'Bounce' ? 'Email Bounced' : 'Email Complaint Received',
    source: 'aws.ses',
    account: '111111111111',
    time: now,
    region: 'eu-west-1',
    resources: ['arn:aws:ses:eu-west-1:111111111111:configuration-set/quarter-mail'],
    detail,
  };
}

/** functions/handlers/mail-events.ts, as Lambda would invoke it (imported by path: it is new in #25). */
async function invokeMailEvents(event: unknown): Promise<void> {
  const file = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../functions/handlers/mail-events.ts',
  );
  const module = (await import(/* @vite-ignore */ file)) as {
    handler: (event: unknown, context: unknown) => Promise<unknown>;
  };
  await module.handler(event, {
    functionName: 'mail-events',
    awsRequestId: randomUUID(),
    getRemainingTimeInMillis: () => 30_000,
  });
}

describe('the mail-events handler with SES records from EventBridge (contract)', () => {
  it('a Permanent bounce: recorded, shown to staff, and the address is suppressed', async () => {
    const email = `hard-${randomUUID().slice(0, 8)}@example.com`;
    const resumeToken = await prospectFor(email);

    await invokeMailEvents(sesEvent('Bounce', email));

    expect((await onboardingRecord(resumeToken))?.email_bounced).toBe(true);
    expect(await askForCode(email)).toBe('CUSTOM_CHALLENGE');
    await sleep(2_000);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('a Complaint: recorded, shown to staff, and the address is suppressed', async () => {
    const email = `spam-${randomUUID().slice(0, 8)}@example.com`;
    const resumeToken = await prospectFor(email);

    await invokeMailEvents(sesEvent('Complaint', email));

    expect((await onboardingRecord(resumeToken))?.email_bounced).toBe(true);
    expect(await askForCode(email)).toBe('CUSTOM_CHALLENGE');
    await sleep(2_000);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('a Transient bounce does not stop the mail ("an address that hard-bounced or complained" only)', async () => {
    const email = `soft-${randomUUID().slice(0, 8)}@example.com`;
    await prospectFor(email);

    await invokeMailEvents(sesEvent('Bounce', email, 'Transient'));

    expect(await askForCode(email)).toBe('CUSTOM_CHALLENGE');
    await waitFor(`the sign-in code mail to ${email} after a transient bounce`, async () => {
      const mails = await mailsTo(email);
      return mails.length > 0 && mails;
    });
  });
});
