import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  closeFileContexts,
  type OpenedPage,
  openPage,
  type PageGlobals,
  urlOf,
  viewports,
  workerBrowser,
} from './browser.ts';

let browser: Browser;

async function pricing(setup?: (tab: OpenedPage) => Promise<void>): Promise<OpenedPage> {
  const tab = await openPage(browser, { viewport: viewports.phone });
  await setup?.(tab);
  await tab.page.goto(urlOf('/pricing'), { waitUntil: 'networkidle' });
  return tab;
}

const toast = (page: Page) => page.locator('[data-toast]:not([hidden])');
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

beforeAll(async () => {
  browser = await workerBrowser();
});

afterAll(() => closeFileContexts(browser));

describe('plan selection on /pricing', () => {
  it("processes, toasts 'Plan selected' and goes to onboarding; the chosen plan is then the current plan", async () => {
    const { page, problems } = await pricing();
    const choose = page.getByRole('button', { name: 'Choose Banking Platform' });
    await choose.click();
    await expect(page.getByRole('button', { name: /Processing/ }).getAttribute('aria-busy')).resolves.toBe(
      'true',
    );
    // Still processing a moment later: the choice takes about a second.
    await page.waitForTimeout(400);
    expect(pathAndQuery(page)).toBe('/pricing');

    await page.waitForURL(urlOf('/launch?service=banking-platform'));
    await expect(toast(page).textContent()).resolves.toBe('Plan selectedRedirecting to onboarding');
    await expect(
      page.evaluate(() => (globalThis as unknown as PageGlobals).localStorage.getItem('selectedServiceType')),
    ).resolves.toBe('banking-platform');
    expect(problems.consoleErrors).toEqual([]);

    // Back on pricing the plan is current: choosing it again does nothing.
    await page.goto(urlOf('/pricing'), { waitUntil: 'networkidle' });
    await page
      .locator('[data-toast]')
      .first()
      .waitFor({ state: 'detached', timeout: 15_000 })
      .catch(() => undefined);
    const current = page.getByRole('button', { name: 'Current plan' });
    // aria-disabled keeps it focusable and announced; force dispatches the press anyway.
    await current.click({ force: true });
    await page.waitForTimeout(1_500);
    expect(pathAndQuery(page)).toBe('/pricing');
    await expect(toast(page).filter({ hasText: 'Plan selected' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Continue onboarding' }).getAttribute('href')).resolves.toBe(
      '/launch',
    );
  });

  it("a failure shows the destructive 'Error' toast and stays on the page", async () => {
    const { page } = await pricing(async ({ context }) => {
      // Storage refusing the write (private mode, full quota) is how recording the choice can fail.
      await context.addInitScript(() => {
        const storage = (globalThis as unknown as { Storage: { prototype: { setItem: unknown } } }).Storage;
        storage.prototype.setItem = () => {
          throw new Error('QuotaExceededError');
        };
      });
    });
    await page.getByRole('button', { name: 'Choose Banking Platform' }).click();
    const error = toast(page).filter({ hasText: 'Failed to process plan selection.' });
    await error.waitFor();
    await expect(error.textContent()).resolves.toBe('ErrorFailed to process plan selection.');
    await expect(error.getAttribute('data-variant')).resolves.toBe('destructive');
    await expect(error.getAttribute('role')).resolves.toBe('alert');
    expect(pathAndQuery(page)).toBe('/pricing');
    await expect(page.getByRole('button', { name: 'Choose Banking Platform' }).isEnabled()).resolves.toBe(
      true,
    );
  });
});
