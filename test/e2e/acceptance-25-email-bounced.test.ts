import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { newResumeToken } from '../../functions/domain/ids.ts';
import { settleProduct } from '../setup/quiet.ts';
import { baseUrl, signInAsAdmin, urlOf, useBrowser, viewports } from './browser.ts';

/**
 * Issue #25: "Send bounces, complaints ... to a handler that records them (staff see "e-mail
 * bounced" on the prospect ...)". Contract: staff see the text `E-mail bounced` next to the address
 * on the Onboarding card and in the prospect timeline dialog once a bounce is recorded. The bounce
 * comes from the local outbox (POST /_local/mail/bounces), as SES would report it.
 */
const browser = useBrowser();
const M = `eb${randomUUID().slice(0, 6)}`;

afterAll(async () => {
  await fetch(urlOf('/_local/mail/bounces'), { method: 'DELETE' });
});

async function launchChat(resumeToken: string, email: string, businessName: string): Promise<void> {
  for (const stage of ['autosave', 'finalize']) {
    const response = await fetch(urlOf('/api/launch/onboarding'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        stage,
        resume_token: resumeToken,
        last_step: 'sector',
        name: 'Ada Obi',
        email,
        data: {
          business_type: 'FinTech',
          stage_completed: 'sector',
          business_name: businessName,
          needs_help_with: [],
        },
      }),
    });
    expect(response.status).toBe(200);
  }
}

/** The founder asks the site for a sign-in code: the mail that bounces. */
async function askForCode(email: string): Promise<void> {
  const client = new CognitoIdentityProviderClient({
    endpoint: `${baseUrl()}/_local/cognito`,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const config = (await (await fetch(urlOf('/config.json'))).json()) as { userPoolClientId: string };
    const ClientId = config.userPoolClientId;
    await client
      .send(
        new SignUpCommand({ ClientId, Username: email, UserAttributes: [{ Name: 'email', Value: email }] }),
      )
      .catch(() => undefined);
    await client.send(
      new InitiateAuthCommand({ ClientId, AuthFlow: 'CUSTOM_AUTH', AuthParameters: { USERNAME: email } }),
    );
  } finally {
    client.destroy();
  }
}

/** Waits for the outbox to list a mail to `email` marked bounced; fails saying so. */
async function bouncedMailTo(email: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = (await (
      await fetch(urlOf(`/_local/mail.json?to=${encodeURIComponent(email)}`))
    ).json()) as {
      to: string;
      bounced?: boolean;
    }[];
    if (mails.some((mail) => mail.to.includes(email) && mail.bounced === true)) return;
    if (Date.now() > deadline)
      throw new Error(`waited 10 s for a bounced mail to ${email} in /_local/mail.json`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe('a bounced founder e-mail on the staff dashboard (issue #25)', () => {
  it('shows "E-mail bounced" on the Onboarding card and in the prospect timeline dialog', async () => {
    // Prepare: a founder whose address bounces
    const resumeToken = newResumeToken();
    const email = `${M}@example.com`;
    const business = `Bounce Pay ${M}`;
    await launchChat(resumeToken, email, business);
    const told = await fetch(urlOf('/_local/mail/bounces'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, kind: 'bounce' }),
    });
    expect(told.status, 'POST /_local/mail/bounces').toBe(204);
    await askForCode(email);
    await bouncedMailTo(email);
    // "the stand-in then delivers the matching SES event ... a moment later": the product is idle
    // once it has (GET /_local/idle holds the event from the bounce until its handler ran), or 1.5 s.
    await settleProduct(baseUrl(), 1_500);
    const { page } = await browser.open(viewports.desktop);

    // Act
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Onboarding' }).click();
    await page.getByLabel('Search onboarding').fill(resumeToken);
    const record = page
      .getByRole('list', { name: 'Onboarding records' })
      .getByRole('listitem')
      .filter({ hasText: `Token ${resumeToken.slice(0, 8)}` });
    await record.waitFor({ timeout: 15_000 });

    // Assess: the card (the bounce lands a moment after the mail; the dashboard refreshes live)
    await record
      .getByText('E-mail bounced', { exact: true })
      .waitFor({ timeout: 20_000 })
      .catch(async () => {
        throw new Error(
          `waited 20 s for "E-mail bounced" on the card of ${email}: ${await record.textContent()}`,
        );
      });

    // and the timeline dialog, opened from the follow-ups list
    await record.getByRole('button', { name: 'Timeline' }).click();
    await record.getByRole('button', { name: 'Today' }).click();
    await record.getByRole('button', { name: 'Save owner and follow-up' }).click();
    await page.getByText('Prospect saved').first().waitFor();
    const followUps = page.getByRole('region', { name: 'Follow up today' });
    const due = followUps.getByRole('listitem').filter({ hasText: business });
    await due.waitFor();
    await due.getByRole('button', { name: /Open timeline/ }).click();
    const dialog = page.getByRole('dialog', { name: `Timeline: ${business}` });
    await dialog.getByText('E-mail bounced', { exact: true }).waitFor();
    expect(await dialog.getByText('E-mail bounced', { exact: true }).count()).toBeGreaterThanOrEqual(1);
  });

  it('shows no such flag for an address that never bounced', async () => {
    const resumeToken = newResumeToken();
    const business = `Fine Pay ${M}`;
    await launchChat(resumeToken, `fine-${M}@example.com`, business);
    await askForCode(`fine-${M}@example.com`);
    const { page } = await browser.open(viewports.desktop);

    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Onboarding' }).click();
    await page.getByLabel('Search onboarding').fill(resumeToken);
    const record = page
      .getByRole('list', { name: 'Onboarding records' })
      .getByRole('listitem')
      .filter({ hasText: `Token ${resumeToken.slice(0, 8)}` });
    await record.waitFor({ timeout: 15_000 });
    await page.waitForTimeout(2_000);

    expect(await record.getByText('E-mail bounced', { exact: true }).count()).toBe(0);
  });
});
