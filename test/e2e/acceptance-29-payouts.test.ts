import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  ACCESS,
  addPayoutAccount,
  applyAsPartner,
  freshLink,
  GTBANK,
  liveReferral,
  masked,
  partnerRow,
  registerAccountName,
  uniqueAccountNumber,
  waitFor,
} from '../integration/referral/acceptance-29-support.ts';
import { signInAsAdmin, urlOf, useBrowser } from './browser.ts';

/**
 * Issue #29 "Walked in Chromium": a referred founder paid and went live (staged through the API);
 * the partner adds a payout account on the dashboard opened from the e-mailed link, staff approve
 * it in the Payouts tab, and within seconds both dashboards show Paid with the same reference.
 * The words are CONTRACT-29's: `Payout account`, `Bank`, `Account number`, `Check account`,
 * `Save payout account`, tab `Payouts`, `Approve all`, `Paid`.
 */
const browser = useBrowser();

describe('a referral commission paid, in the browser', () => {
  it('partner adds an account, staff approve, both show Paid with the same reference', async () => {
    // Prepare: a partner whose referred founder paid and went live (the sandbox's next transfer succeeds)
    const partner = await applyAsPartner('Ada Okafor');
    const referral = await liveReferral(partner, 'Okafor Farms');
    const accountNumber = uniqueAccountNumber();
    await registerAccountName(GTBANK, accountNumber, 'ADA OKAFOR');
    const link = await freshLink(partner);

    // Act 1: the partner opens the e-mailed link and adds the account
    const { page: partnerPage, problems } = await browser.open();
    await partnerPage.goto(urlOf(`/referral-dashboard?token=${partner.token}&link=${link}`), {
      waitUntil: 'networkidle',
    });
    await partnerPage.getByRole('heading', { name: 'Payout account' }).waitFor();
    const section = partnerPage.getByRole('region', { name: 'Payout account' });
    const form = (await section.count()) > 0 ? section : partnerPage.locator('body');
    await form.getByLabel('Bank').selectOption({ label: 'Guaranty Trust Bank' });
    await form.getByLabel('Account number').fill(accountNumber);
    await form.getByRole('button', { name: 'Check account' }).click();
    await form.getByText('ADA OKAFOR').first().waitFor({ timeout: 10_000 });
    await form.getByRole('button', { name: 'Save payout account' }).click();
    await partnerPage.getByText(masked(accountNumber)).first().waitFor({ timeout: 10_000 });
    await partnerPage
      .getByText(/\bEarned\b/)
      .first()
      .waitFor({ timeout: 10_000 });

    // Act 2: staff approve in the Payouts tab
    const { page: staffPage } = await browser.open();
    await signInAsAdmin(staffPage);
    await staffPage.getByRole('tab', { name: 'Payouts' }).click();
    await staffPage.getByText(partner.email).first().waitFor({ timeout: 15_000 });
    // The partner's own group (a list item or table row naming the e-mail), else the page.
    const partnerEntry = staffPage
      .locator('li, tr, article, section')
      .filter({ hasText: partner.email })
      .last();
    const entry = (await partnerEntry.count()) > 0 ? partnerEntry : staffPage.locator('body');
    await entry.getByText('ADA OKAFOR').first().waitFor({ timeout: 15_000 });
    await entry.getByRole('button', { name: 'Approve all' }).first().click();

    // Assess: the payout's reference, Paid on the staff tab without reloading
    const payout = await waitFor(
      `a paid payout for partner ${partner.id} in GET /api/admin/payouts`,
      async () => (await partnerRow(partner.id))?.payouts.find((candidate) => candidate.status === 'paid'),
      (found) => found !== undefined,
      { timeoutMs: 15_000 },
    );
    const reference = payout?.reference ?? '';
    expect(payout?.activity_ids).toEqual([referral.activityId]);
    await staffPage.getByText(reference).first().waitFor({ timeout: 10_000 });
    await entry
      .getByText(/\bpaid\b/i)
      .first()
      .waitFor({ timeout: 10_000 });
    expect(await staffPage.content()).not.toContain(accountNumber);

    // Assess: the CSV export of payouts carries the reference, never the full number
    const [download] = await Promise.all([
      staffPage.waitForEvent('download'),
      staffPage
        .getByRole('button', { name: /csv/i })
        .or(staffPage.getByRole('link', { name: /csv/i }))
        .first()
        .click(),
    ]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    expect(csv).toContain(reference);
    expect(csv).not.toContain(accountNumber);

    // Assess: the partner's dashboard shows Paid, the date and the same reference
    await partnerPage.reload({ waitUntil: 'networkidle' });
    await partnerPage
      .getByText(/\bPaid\b/)
      .first()
      .waitFor({ timeout: 10_000 });
    await partnerPage.getByText(reference).first().waitFor({ timeout: 10_000 });
    expect(await partnerPage.content()).not.toContain(accountNumber);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('flags a differing name and a recent change on the Payouts tab, and shows a new commission without a reload', async () => {
    // Prepare: staff watch the Payouts tab
    const { page } = await browser.open();
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Payouts' }).click();
    await page.evaluate(() => {
      (globalThis as unknown as { noReloadMarker: string }).noReloadMarker = 'still here';
    });

    // Act: a partner whose account resolves to another name, then changes it; a commission is earned
    const partner = await applyAsPartner('Chiamaka Obi');
    const first = uniqueAccountNumber();
    await registerAccountName(GTBANK, first, 'TUNDE BAKARE');
    await addPayoutAccount(partner, { bank_code: GTBANK, account_number: first });
    const second = uniqueAccountNumber();
    await registerAccountName(ACCESS, second, 'TUNDE BAKARE');
    await addPayoutAccount(partner, { bank_code: ACCESS, account_number: second });
    await liveReferral(partner);

    // Assess: the partner appears live with both flags
    await page.getByText(partner.email).first().waitFor({ timeout: 15_000 });
    const entry = page.locator('li, tr, article, section').filter({ hasText: partner.email }).last();
    await entry.getByText('Name differs from applicant').first().waitFor({ timeout: 10_000 });
    await entry.getByText('Changed in the last 24 hours').first().waitFor({ timeout: 10_000 });
    expect(
      await page.evaluate(() => (globalThis as unknown as { noReloadMarker?: string }).noReloadMarker),
    ).toBe('still here');
    expect(await page.content()).not.toContain(second);
  });
});
