import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, urlOf, type OpenedPage } from './browser.ts';

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

async function clientId(): Promise<string> {
  return ((await (await fetch(urlOf('/config.json'))).json()) as { userPoolClientId: string })
    .userPoolClientId;
}

async function resetLink(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mails = (await (await fetch(`${baseUrl()}/_local/mail.json`)).json()) as OutboxMail[];
    const link = mails
      .find((mail) => mail.to.includes(email) && /reset/i.test(mail.subject))
      ?.text.match(/https?:\/\/\S+\/password-reset\?\S+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`No reset e-mail reached ${email}`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  tab = await openPage(browser);
});

afterAll(async () => {
  await tab?.context.close();
  await browser?.close();
});

describe('password reset', () => {
  it('e-mails a link to /password-reset where the new password is set, and it signs in', async () => {
    const email = `reset-${randomUUID().slice(0, 8)}@example.com`;
    const client = identity();
    const ClientId = await clientId();
    await client.send(
      new SignUpCommand({
        ClientId,
        Username: email,
        Password: 'Old-Passw0rd!',
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    const { page } = tab;

    await page.goto(urlOf('/admin/login'));
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(urlOf('/password-reset'));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    const link = new URL(await resetLink(email));
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
    client.destroy();
  });
});
