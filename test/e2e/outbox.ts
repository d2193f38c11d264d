import type { Page } from 'playwright-core';
import { waitFor } from '../setup/wait-for.ts';
import { baseUrl } from './browser.ts';

/** One mail as the local outbox lists it at /_local/mail.json. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The newest mail to `email` whose subject matches, sent after `since` (waits up to 10 s). */
export async function newestMail(email: string, subject: RegExp, since: string): Promise<OutboxMail> {
  const newest = await waitFor(
    `a mail to ${email} with a subject matching ${subject}, sent after ${since}`,
    async () => {
      const mails = (await (
        await fetch(`${baseUrl()}/_local/mail.json?to=${encodeURIComponent(email)}`)
      ).json()) as OutboxMail[];
      return mails
        .filter((mail) => mail.to.includes(email) && subject.test(mail.subject) && mail.sentAt > since)
        .sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
    },
    (found) => found !== undefined,
    { timeoutMs: 15_000, intervalMs: 150 },
  );
  return newest as OutboxMail;
}

export const aSecondAgo = () => new Date(Date.now() - 1000).toISOString();

/** The e-mailed-code sign-in on the checkout or launch request page. */
export async function signInWithCode(page: Page, email: string): Promise<void> {
  const since = aSecondAgo();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code').waitFor();
  const code = (await newestMail(email, /sign-in code/i, since)).text.match(/\b(\d{6})\b/)?.[1] ?? '';
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify code' }).click();
}
