import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillLaunchRequest } from '../integration/admin/filled-launch-request.ts';
import {
  accessibilityViolations,
  closeFileContexts,
  openPage,
  signInAsAdmin,
  useProductTable,
  workerBrowser,
} from './browser.ts';
import { storedInPage } from './stored-in-page.ts';

const BVN = '22155566677';
const BANK = { bank_name: 'Zenith Bank', account_number: '1029384756' };
const PNG = new Uint8Array([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...new Array<number>(200).fill(7),
]);

let browser: Browser;
let businessName: string;

beforeAll(async () => {
  useProductTable();
  businessName = `Reveal ${randomUUID().slice(0, 8)}`;
  // The customer's part goes through the product's API, so the BVN is sealed by the product itself.
  await fillLaunchRequest(businessName, {
    bvn: BVN,
    bank: BANK,
    idDocument: { bytes: PNG, contentType: 'image/png' },
  });
  browser = await workerBrowser();
});

afterAll(() => closeFileContexts(browser));

describe('an admin reveals a launch request’s sensitive details', () => {
  it('presses Show BVN and sees the BVN the customer submitted, kept out of web storage, until Hide', async () => {
    const tab = await openPage(browser);
    const { page, problems } = tab;
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Launch Requests' }).click();
    // Wait for the search's own answer: a reload after a reveal would rightly hide what was revealed.
    const searched = page.waitForResponse(
      (response) =>
        response.url().includes('/api/admin/launch-requests?') &&
        new URL(response.url()).searchParams.get('q') === businessName,
    );
    await page.getByLabel('Search launch requests').fill(businessName);
    await searched;
    const card = page
      .getByRole('list', { name: 'Launch requests' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: businessName }) });
    const badges = card.getByRole('list', { name: 'Details provided' });
    await badges.waitFor();
    expect(await card.textContent()).not.toContain(BVN);

    // Keyboard: focus the badge and press Enter.
    await badges.getByRole('button', { name: 'Show BVN' }).focus();
    await page.keyboard.press('Enter');
    await card.getByText(BVN, { exact: true }).waitFor();
    await badges.getByRole('button', { name: 'Show Bank details' }).click();
    await card.getByText(BANK.account_number).waitFor();
    await badges.getByRole('button', { name: 'Show ID document' }).click();
    const link = card.getByRole('link', { name: /Open ID document/ });
    await link.waitFor();

    expect(await storedInPage(page)).not.toContain(BVN);
    expect(await storedInPage(page)).not.toContain(BANK.account_number);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    const document = await fetch(String(await link.getAttribute('href')));
    expect(document.status).toBe(200);
    expect(new Uint8Array(await document.arrayBuffer())).toEqual(PNG);
    const violations = await accessibilityViolations(page);
    expect(violations).toEqual([]);

    await card
      .getByRole('group', { name: 'Revealed details' })
      .getByRole('button', { name: 'Hide BVN' })
      .click();
    expect(await card.textContent()).not.toContain(BVN);
    await badges.getByRole('button', { name: 'Show BVN' }).waitFor();

    // The list loads again (the search changed; the server trims it), and what was revealed is gone.
    expect(await card.textContent()).toContain(BANK.account_number);
    await page.getByLabel('Search launch requests').fill(`${businessName} `);
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).not.toContain(BANK.account_number);
    await card.getByRole('button', { name: 'Show Bank details' }).waitFor();

    expect(problems.consoleErrors).toEqual([]);
    expect(problems.errorResponses).toEqual([]);
  });
});
