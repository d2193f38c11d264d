import { randomUUID } from 'node:crypto';
import type { Browser, ViewportSize } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertOnboarding } from '../../functions/adapters/db/onboardings.ts';
import { newResumeToken } from '../../functions/domain/ids.ts';
import { LOCAL_STORAGE_KEYS } from '../../functions/domain/storage-keys.ts';
import {
  closeFileContexts,
  type OpenedPage,
  openPage,
  type PageGlobals,
  signInAsAdmin,
  urlOf,
  useProductTable,
  viewports,
  workerBrowser,
} from './browser.ts';
import { aSecondAgo, newestMail, signInWithCode } from './outbox.ts';

let browser: Browser;

async function open(viewport: ViewportSize = viewports.desktop): Promise<OpenedPage> {
  const tab = await openPage(browser, { viewport });
  return tab;
}

/** A tiny valid PNG, as a customer's photo of their ID would be. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  useProductTable();
  browser = await workerBrowser();
});

afterAll(() => closeFileContexts(browser));

describe('paying the setup fee', () => {
  it('goes from the admin payment link through sign-in and the Paystack sandbox to the launch request the admin sees', async () => {
    // Prepare: an onboarding record after the setup call.
    const marker = randomUUID().slice(0, 8);
    const email = `payer-${marker}@example.com`;
    const businessName = `Adaeze Pay ${marker}`;
    await upsertOnboarding({
      resume_token: newResumeToken(),
      email,
      name: 'Adaeze Okoro',
      business_name: businessName,
      business_type: 'FinTech',
      stage_completed: 'meeting_booked',
    });

    // The admin sends the payment link from the onboarding record.
    const { page: admin } = await open();
    await signInAsAdmin(admin);
    await admin.getByRole('tab', { name: 'Onboarding' }).click();
    await admin.getByLabel('Search onboarding').fill(marker);
    const sentSince = aSecondAgo();
    await admin.getByRole('button', { name: 'Send payment link' }).first().click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Send payment link' }).click();
    await admin.getByText('Payment link sent').waitFor();
    const linkMail = await newestMail(email, /checkout link/, sentSince);
    const checkoutLink = /(http\S+\/checkout\?token=[0-9a-f-]{36}#email=\S+)/.exec(linkMail.text)?.[1] ?? '';
    expect(checkoutLink).not.toBe('');

    // The customer opens the link on a phone, picks Premium support and pays on the sandbox: the
    // e-mail is filled in and there is no code to wait for (issue #26).
    const { page, problems } = await open(viewports.phone);
    await page.goto(checkoutLink);
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByText('Starting from').waitFor();
    expect(await page.getByTestId('checkout-total').textContent()).toBe('₦5,000,000');
    await page.getByLabel(/Premium Support/).check();
    expect(await page.getByTestId('checkout-total').textContent()).toBe('₦5,150,000');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    expect(await page.getByRole('button', { name: 'Send code' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Pay ₦5,150,000 with Paystack' }).click();
    await page.waitForURL(/\/_local\/paystack\/checkout\//);
    await page.getByRole('button', { name: /^Pay / }).click();

    // Back on the site.
    await page.waitForURL(/\/payment-success\?trxref=qtr-[a-z0-9]+&reference=qtr-/);
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    await page.getByText(/within 24 hours/).waitFor();
    const processed = await page.evaluate(
      (key) => (globalThis as unknown as PageGlobals).localStorage.getItem(key),
      LOCAL_STORAGE_KEYS.processedPaymentReference,
    );
    expect(processed).toMatch(/^qtr-/);

    // The launch request holds BVN and bank details: it asks for the e-mailed code, the e-mail filled in.
    await page.getByRole('link', { name: 'Complete your launch request' }).click();
    await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    await signInWithCode(page, email);
    await page.getByRole('heading', { name: 'Your business' }).waitFor();
    expect(await page.getByLabel('Business name').inputValue()).toBe(businessName);
    await page.getByLabel('Phone number').fill('+234 803 555 0101');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('heading', { name: 'Verify your identity' }).waitFor();
    await page.getByLabel('Bank Verification Number (BVN)').fill('2212345678');
    await page.getByRole('button', { name: 'Save BVN' }).click();
    await page.getByText('BVN must be 11 digits').waitFor();
    await page.getByLabel('Bank Verification Number (BVN)').fill('22123456789');
    await page.getByRole('button', { name: 'Save BVN' }).click();
    await page.getByText('BVN saved').waitFor();
    // The spec's simulated BVN verification marks the signed-in user verified after 2 seconds.
    await page.getByText('BVN saved and checked').waitFor({ timeout: 5_000 });
    expect(
      await page.evaluate(
        (key) =>
          JSON.parse((globalThis as unknown as PageGlobals).localStorage.getItem(key) ?? '{}').bvnVerified,
        LOCAL_STORAGE_KEYS.user,
      ),
    ).toBe(true);
    await page
      .getByLabel('ID document')
      .setInputFiles({ name: 'nin-slip.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Upload ID document' }).click();
    await page.getByText('ID document uploaded').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Bank').fill('Guaranty Trust Bank (GTBank)');
    await page.getByLabel('Account number').fill('0123456789');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('heading', { name: 'Review and submit' }).waitFor();
    await page.getByRole('button', { name: 'Submit launch request' }).click();
    await page.getByRole('heading', { name: 'Launch request submitted' }).waitFor();

    // A reload resumes at the end, not the start.
    await page.reload();
    await page.getByRole('heading', { name: 'Launch request submitted' }).waitFor();

    // The admin sees it with its red presence badges, never the values.
    await admin.getByRole('tab', { name: 'Launch Requests' }).click();
    await admin.getByLabel('Search launch requests').fill(marker);
    const card = admin.locator('li', { has: admin.getByRole('heading', { name: businessName }) }).first();
    const badges = card.getByRole('list', { name: 'Details provided' });
    await badges.waitFor();
    for (const label of ['BVN', 'ID document', 'Bank details']) {
      const badge = badges.getByText(label, { exact: true });
      expect(await badge.getAttribute('class')).toContain('bg-red-100');
    }
    const adminText = await admin.locator('main').textContent();
    expect(adminText).not.toContain('22123456789');
    expect(adminText).not.toContain('0123456789');

    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    expect(problems.errorResponses).toEqual([]);
  });

  it('says Payment Not Confirmed after a decline on the sandbox, and Invalid Payment Reference without one', async () => {
    const email = `decliner-${randomUUID().slice(0, 8)}@example.com`;
    await upsertOnboarding({ resume_token: newResumeToken(), email });
    const { page } = await open();

    const resumeToken = newResumeToken();
    await upsertOnboarding({ resume_token: resumeToken, email });
    await page.goto(urlOf(`/checkout?token=${resumeToken}`));
    await page.getByRole('button', { name: 'Pay ₦5,000,000 with Paystack' }).click();
    await page.waitForURL(/\/_local\/paystack\/checkout\//);
    await page.getByRole('button', { name: 'Decline' }).click();

    await page.getByRole('heading', { name: 'Payment Not Confirmed' }).waitFor();
    await page.getByText('Payment Verification Failed').waitFor();
    expect(await page.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/launch');

    await page.goto(urlOf('/payment-success'));
    await page.getByRole('heading', { name: 'Invalid Payment Reference' }).waitFor();
    expect(await page.getByRole('link', { name: 'Start Over' }).getAttribute('href')).toBe('/launch');
  });
});
