import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { urlOf, useBrowser } from './browser.ts';

/**
 * A page chunk that fails to load (issue #15): offline, a deploy that replaced the files, and a
 * flaky connection each get their own message and action, told apart in a real browser.
 */
const PRICING_CHUNK = '**/assets/pricing-*.js';
const browser = useBrowser({ serviceWorkers: 'allow' });

async function home(): Promise<{ page: Page; context: BrowserContext }> {
  const tab = await browser.open();
  await tab.page.goto(urlOf('/'), { waitUntil: 'networkidle' });
  return tab;
}

async function openPricing(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'Pricing', exact: true }).first().click();
  const message = page.locator('[data-chunk-failure]');
  await message.waitFor({ timeout: 10_000 });
  return (await message.textContent()) ?? '';
}

describe('when a page chunk does not load', () => {
  it('says offline when offline, and loads the page by itself once back online', async () => {
    const { page, context } = await home();
    await context.route(PRICING_CHUNK, (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);

    expect(await openPricing(page)).toContain("You're offline");
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(1);

    await context.unroute(PRICING_CHUNK);
    const reloaded = page.waitForEvent('load');
    await context.setOffline(false);
    await reloaded;
    await page.getByRole('heading', { level: 1 }).filter({ hasText: /pric/i }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/pricing');
  });

  it('says a newer version is available when the site now names other files', async () => {
    const { page, context } = await home();
    await context.route(PRICING_CHUNK, (route) => route.fulfill({ status: 404, body: 'gone' }));
    const current = await (await fetch(urlOf('/'))).text();
    // The deployed HTML now points at a new entry script.
    await context.route(urlOf('/'), (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: current.replace(/\/assets\/index-[\w-]+\.js/, '/assets/index-NEWBUILD.js'),
      }),
    );

    expect(await openPricing(page)).toBe(
      'A newer version of the site is available. Reload the page to continue.',
    );
    expect(await page.getByRole('button', { name: 'Reload' }).count()).toBe(1);
  });

  it('says the part could not load on a flaky connection to an unchanged site, and Try again works', async () => {
    const { page, context } = await home();
    await context.route(PRICING_CHUNK, (route) => route.abort('connectionreset'));

    expect(await openPricing(page)).toBe(
      'This part of the site could not load. Check your connection and try again.',
    );
    await context.unroute(PRICING_CHUNK);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL(urlOf('/pricing'));
    await page.getByRole('heading', { level: 1 }).filter({ hasText: /pric/i }).waitFor();
  });
});
