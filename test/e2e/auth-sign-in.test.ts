import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCodeSend, recordCodeSend } from '../../functions/adapters/db/otp-code-sends.ts';
import { CODE_RESEND_WAIT_MS } from '../../functions/domain/sign-in-codes.ts';
import { LOCAL_STORAGE_KEYS } from '../../functions/domain/storage-keys.ts';
import { emailFingerprint } from '../../functions/services/shared/rate-limits.ts';
import { waitFor } from '../setup/wait-for.ts';
import {
  baseUrl,
  closeFileContexts,
  openPage,
  type PageGlobals,
  urlOf,
  useProductTable,
  workerBrowser,
} from './browser.ts';

let browser: Browser;

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The newest six-digit code the local outbox holds for `email`, newer than `since`. */
async function emailedCode(email: string, since: string): Promise<string> {
  const code = await waitFor(
    `a sign-in code mailed to ${email} after ${since}`,
    async () => {
      const mails = (await (await fetch(`${baseUrl()}/_local/mail.json`)).json()) as OutboxMail[];
      const newest = mails
        .filter((mail) => mail.to.includes(email) && mail.sentAt > since)
        .sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
      return newest?.text.match(/\b(\d{6})\b/)?.[1];
    },
    (found) => found !== undefined,
    { timeoutMs: 15_000, intervalMs: 150 },
  );
  return code ?? '';
}

async function sendCode(page: Page, email: string): Promise<string> {
  const since = new Date(Date.now() - 1000).toISOString();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code').waitFor();
  return emailedCode(email, since);
}

/**
 * The resend window passes for both sides without waiting it out in real time (it was 20 s of this
 * file): the server's record of the last code mailed to `email` is moved back by `ms`, and the
 * page's clock (installed before it loaded) jumps ahead by as much. Both still decide with their own
 * code and their own constant, so a server window longer than the screen's wait, or the other way
 * round, still fails the test.
 */
async function letTimePass(page: Page, email: string, ms: number): Promise<void> {
  const emailKey = emailFingerprint(email);
  const last = await latestCodeSend(emailKey);
  if (!last) throw new Error(`no code send is recorded for ${email}`);
  const moved = await recordCodeSend(
    emailKey,
    last.challenge_id,
    new Date(Date.parse(last.sent_at) - ms),
    last.challenge_id,
  );
  if (!moved) throw new Error(`the code send of ${email} changed while it was being moved back`);
  await page.clock.fastForward(ms);
}

beforeAll(async () => {
  useProductTable();
  browser = await workerBrowser();
});

afterAll(() => closeFileContexts(browser));

describe('e-mail code sign-in', () => {
  it('signs a new user in with the e-mailed code, mirrors the user, and the admin guard sends them home', async () => {
    const email = `founder-${randomUUID().slice(0, 8)}@example.com`;
    const tab = await openPage(browser);
    const { page } = tab;
    await page.goto(urlOf('/sign-in?next=/quarteradmin'));
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();

    const code = await sendCode(page, email);
    await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.getByRole('alert').getByText('That code is not right. You have 2 tries left.').waitFor();

    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Verify code' }).click();
    // /quarteradmin: signed in, but not an admin, so the second guard sends the user to /.
    await page.waitForURL(urlOf('/'));

    const stored = await page.evaluate(
      (key) => (globalThis as unknown as PageGlobals).localStorage.getItem(key),
      LOCAL_STORAGE_KEYS.user,
    );
    expect(JSON.parse(stored ?? 'null')).toMatchObject({
      email,
      name: email,
      type: 'user',
      bvnVerified: false,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      createdAt: expect.any(String),
    });
  });

  it('ends the sign-in after three wrong codes and lets the person ask for a new one', async () => {
    const email = `typo-${randomUUID().slice(0, 8)}@example.com`;
    const tab = await openPage(browser);
    const { page } = tab;
    await page.goto(urlOf('/sign-in'));
    const code = await sendCode(page, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const expected of [
      'That code is not right. You have 2 tries left.',
      'That code is not right. You have 1 try left.',
      'Too many wrong codes. Request a new code to try again.',
    ]) {
      await page.getByLabel('Code').fill(wrong);
      await page.getByRole('button', { name: 'Verify code' }).click();
      await page.getByRole('alert').getByText(expected).waitFor();
    }

    const since = new Date(Date.now() - 1000).toISOString();
    await page.getByRole('button', { name: 'Resend code' }).click();
    await page.getByText(`We sent a new code to ${email}.`).waitFor();
    await page.getByLabel('Code').fill(await emailedCode(email, since));
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.waitForURL(urlOf('/'));
  });

  it('keeps "Resend code" waiting, with the reason on screen, while asking again would mail nothing', async () => {
    const email = `again-${randomUUID().slice(0, 8)}@example.com`;
    const tab = await openPage(browser);
    const { page } = tab;
    // The page's clock runs as usual until letTimePass moves it on.
    await page.clock.install();
    await page.goto(urlOf('/sign-in'));
    const first = await sendCode(page, email);

    // Within the server's retry window a second ask gets the open code again and no e-mail, so the
    // screen must not offer (or claim) a new one.
    const resend = page.getByRole('button', { name: 'Resend code' });
    expect(await resend.isDisabled()).toBe(true);
    await page.getByText(/The code above still works\. You can ask for a new one in \d+ s\./).waitFor();

    // Once the window has passed, Resend mails a different code, and that one signs in.
    await letTimePass(page, email, CODE_RESEND_WAIT_MS);
    await waitFor(
      'Resend code to be enabled once the retry window passes',
      () => resend.isEnabled(),
      (enabled) => enabled,
      { timeoutMs: 5_000, intervalMs: 250 },
    );
    expect(await page.getByText(/You can ask for a new one in/).count()).toBe(0);
    const since = new Date(Date.now() - 1000).toISOString();
    await resend.click();
    await page.getByText(`We sent a new code to ${email}.`).waitFor();
    const second = await emailedCode(email, since);
    expect(second).not.toBe(first);
    expect(await resend.isDisabled()).toBe(true);
    await page.getByLabel('Code').fill(second);
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.waitForURL(urlOf('/'));
  }, 60_000);

  it('a signed-in visitor sees who they are on /sign-in and can sign out', async () => {
    const email = `back-${randomUUID().slice(0, 8)}@example.com`;
    const tab = await openPage(browser);
    const { page } = tab;
    await page.goto(urlOf('/sign-in?next=/pricing'));
    const code = await sendCode(page, email);
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.waitForURL(urlOf('/pricing'));

    await page.goto(urlOf('/sign-in'));
    await page.getByText(`You are signed in as ${email}.`).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Email').waitFor();
    await expect(
      page.evaluate(
        (key) => (globalThis as unknown as PageGlobals).localStorage.getItem(key),
        LOCAL_STORAGE_KEYS.user,
      ),
    ).resolves.toBeNull();
  });
});
