import {
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitFor } from '../setup/wait-for.ts';
import { baseUrl, closeFileContexts, type OpenedPage, openPage, urlOf, workerBrowser } from './browser.ts';

let browser: Browser;
let tab: OpenedPage;

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

const identity = () =>
  new CognitoIdentityProviderClient({
    endpoint: `${baseUrl()}/_local/cognito`,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

/** Only staff have passwords, so the reset runs on the staff client. */
async function staffClientId(): Promise<string> {
  return ((await (await fetch(urlOf('/config.json'))).json()) as { staffClientId: string }).staffClientId;
}

const resetMails = async (email: string) =>
  (
    (await (
      await fetch(`${baseUrl()}/_local/mail.json?to=${encodeURIComponent(email)}`)
    ).json()) as OutboxMail[]
  ).filter((mail) => mail.to.includes(email) && /reset/i.test(mail.subject));

const seenLinks = new Set<string>();

/** The link of a reset e-mail that arrived after `seen` such e-mails, and not used before. */
async function resetLink(email: string, seen: number): Promise<string> {
  const link = await waitFor(
    `a reset e-mail to ${email} (after ${seen}) with a link not used before`,
    async () => {
      const mails = await resetMails(email);
      return mails.length > seen
        ? mails
            .map((mail) => mail.text.match(/https?:\/\/\S+\/password-reset\?\S+/)?.[0])
            .find((found): found is string => Boolean(found) && !seenLinks.has(found ?? ''))
        : undefined;
    },
    (found) => found !== undefined,
    { timeoutMs: 15_000, intervalMs: 150 },
  );
  seenLinks.add(link ?? '');
  return link ?? '';
}

beforeAll(async () => {
  browser = await workerBrowser();
  tab = await openPage(browser);
});

afterAll(() => closeFileContexts(browser));

describe('password reset', () => {
  // Staff reset their password; a customer has none to reset (issue #14), so this is the admin's.
  it('e-mails a link to /password-reset where the new password is set, and it signs in', async () => {
    const email = inject('adminEmail');
    const client = identity();
    const ClientId = await staffClientId();
    const before = (await resetMails(email)).length;
    const { page } = tab;

    await page.goto(urlOf('/admin/login'));
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(urlOf('/password-reset'));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    const link = new URL(await resetLink(email, before));
    await page.goto(urlOf(`${link.pathname}${link.search}`));
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(email);
    await page.getByLabel('New password', { exact: true }).fill('New-Passw0rd!');
    await page.getByLabel('Repeat new password').fill('New-Passw0rd?');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').getByText('The two passwords do not match.').waitFor();

    await page.getByLabel('Repeat new password').fill('New-Passw0rd!');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed.').waitFor();

    const signedIn = await client.send(
      new InitiateAuthCommand({
        ClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: 'New-Passw0rd!' },
      }),
    );
    expect(signedIn.AuthenticationResult?.AccessToken).toEqual(expect.any(String));

    // The other suites sign the admin in with the printed password: put it back the same way.
    const sent = (await resetMails(email)).length;
    await client.send(new ForgotPasswordCommand({ ClientId, Username: email }));
    const code = new URL(await resetLink(email, sent)).searchParams.get('code') ?? '';
    await client.send(
      new ConfirmForgotPasswordCommand({
        ClientId,
        Username: email,
        ConfirmationCode: code,
        Password: inject('adminPassword'),
      }),
    );
    client.destroy();
  });
});
