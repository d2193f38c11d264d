import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../setup/wait-for.ts';
import {
  application,
  outboxUrl,
  pointAtProduct,
  postJson,
  resetIpCounters,
  type OutboxMail,
} from './support.ts';

/**
 * Acceptance 31: the referral programme's two ways in (the application and the dashboard-link
 * request) take an e-mail only when it has the spec's simple shape (no spaces, one at sign, a dot in
 * the domain), else 400 with 'Please enter a valid email address' and nothing made or mailed; a real
 * address with a plus tag, mixed case and a country domain is taken.
 *
 * The calls come from this file's own viewer address (postJson): apply is 5 an hour per IP and
 * magic links 5 per 15 minutes per IP (README), so this file spends at most 4 and 5 of them.
 */
const SPENT = ['applyPerIp', 'dashboardLinkPerIp'] as const;
const INVALID_EMAIL = 'Please enter a valid email address';

const SIXTY_KB = `a@b${'.b'.repeat(30_000)}.@..b`;

const malformed = [
  { label: "'ada@example' (no dot in the domain)", email: 'ada@example' },
  { label: "'ada@@example.com' (two at signs)", email: 'ada@@example.com' },
  { label: `a ${SIXTY_KB.length}-character (60 KB) address ('a@b.b.b…b.@..b')`, email: SIXTY_KB },
];

/** Every mail in the outbox (the 60 KB address cannot go in a query string). */
async function allMails(): Promise<OutboxMail[]> {
  const response = await fetch(`${outboxUrl}.json`);
  if (!response.ok) throw new Error(`the outbox answered ${response.status}`);
  return (await response.json()) as OutboxMail[];
}

const sentTo = (mails: OutboxMail[], address: string) =>
  mails.filter((mail) => mail.to.toLowerCase() === address.toLowerCase());

async function bodyText(response: Response): Promise<string> {
  return response.text();
}

beforeAll(async () => {
  pointAtProduct();
  await resetIpCounters(...SPENT);
});
afterAll(() => resetIpCounters(...SPENT));

describe('the shape of a referral e-mail', () => {
  for (const { label, email } of malformed) {
    it(`refuses an application with ${label}`, async () => {
      const applied = await postJson('/api/referrals', application(email));
      const appliedText = await bodyText(applied);
      expect(applied.status, `apply with ${label}: ${appliedText.slice(0, 300)}`).toBe(400);
      expect(appliedText, `apply with ${label}`).toContain(INVALID_EMAIL);
    });

    it(`refuses a dashboard link for ${label}`, async () => {
      const linked = await postJson('/api/referrals/dashboard-link', { email });
      const linkedText = await bodyText(linked);
      expect(linked.status, `dashboard link for ${label}: ${linkedText.slice(0, 300)}`).toBe(400);
      expect(linkedText, `dashboard link for ${label}`).toContain(INVALID_EMAIL);
    });
  }

  it("takes 'Ada.Obi+ref@Mail.Example.ng': applies, mails the dashboard link and sends it again on request", async () => {
    // Unique per run, with the same shape: a plus tag, mixed case, a dotted local part, a .ng domain.
    const email = `Ada.Obi+ref${randomUUID().slice(0, 6)}@Mail.Example.ng`;

    // Not yet a partner: the address is well formed, so the answer is "no account", not a 400.
    const unknown = await postJson('/api/referrals/dashboard-link', { email });
    const unknownText = await bodyText(unknown);
    expect(unknown.status, `dashboard link before applying: ${unknownText.slice(0, 300)}`).not.toBe(400);
    expect(unknownText).not.toContain(INVALID_EMAIL);

    const applied = await postJson('/api/referrals', application(email));
    const appliedText = await bodyText(applied);
    expect(applied.status, `apply: ${appliedText.slice(0, 300)}`).toBe(201);

    await waitFor(
      `the dashboard-link mail of the application to ${email}`,
      async () => sentTo(await allMails(), email),
      (mails) => mails.length >= 1,
    );

    const linked = await postJson('/api/referrals/dashboard-link', { email });
    const linkedText = await bodyText(linked);
    expect(
      linked.status,
      `dashboard link after applying: ${linkedText.slice(0, 300)}`,
    ).toBeGreaterThanOrEqual(200);
    expect(linked.status, `dashboard link after applying: ${linkedText.slice(0, 300)}`).toBeLessThan(300);

    const mails = await waitFor(
      `a second mail (the requested dashboard link) to ${email}`,
      async () => sentTo(await allMails(), email),
      (found) => found.length >= 2,
    );
    for (const mail of mails) expect(`${mail.text}\n${mail.html}`).toMatch(/referral-dashboard\?token=dash_/);
  });

  it('mailed none of the refused addresses', async () => {
    // Runs after the accepted address's mails arrived, so the outbox is known to be taking mail.
    const mails = await allMails();
    for (const { label, email } of malformed) {
      expect(
        sentTo(mails, email).map((mail) => mail.subject),
        `mails to ${label}`,
      ).toEqual([]);
    }
    // Nor anything addressed to the 60 KB address's first part, cut off or tidied up.
    expect(
      mails.filter((mail) => mail.to.toLowerCase().startsWith('a@b.b.b')).map((mail) => mail.to.slice(0, 40)),
      'mails to a cut-down form of the 60 KB address',
    ).toEqual([]);
  });
});
