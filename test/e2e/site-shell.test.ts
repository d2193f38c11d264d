import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, ViewportSize } from 'playwright-core';
import {
  accessibilityViolations,
  closeFileContexts,
  type OpenedPage,
  openPage,
  type PageGlobals,
  urlOf,
  viewports,
  workerBrowser,
} from './browser.ts';

let browser: Browser;

async function visit(path: string, viewport: ViewportSize = viewports.desktop): Promise<OpenedPage> {
  const tab = await openPage(browser, { viewport });
  await tab.page.goto(urlOf(path), { waitUntil: 'networkidle' });
  return tab;
}

beforeAll(async () => {
  browser = await workerBrowser();
});

afterAll(() => closeFileContexts(browser));

describe('site shell', () => {
  it('home shows the navigation bar and footer with their links, without errors', async () => {
    const { page, problems } = await visit('/');

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Start in 60 Seconds' }).getAttribute('href')).resolves.toBe(
      '/launch',
    );
    await expect(nav.getByRole('link', { name: 'Refer & earn 10%' }).getAttribute('href')).resolves.toBe(
      '/refer',
    );
    await expect(nav.getByRole('link', { name: 'Referral Dashboard' }).getAttribute('href')).resolves.toBe(
      '/referral-login',
    );
    await expect(nav.getByRole('link', { name: 'Privacy', exact: true }).getAttribute('href')).resolves.toBe(
      '/privacy',
    );
    await expect(nav.getByRole('link', { name: 'Terms', exact: true }).getAttribute('href')).resolves.toBe(
      '/terms',
    );

    await nav.getByRole('button', { name: 'Solutions' }).click();
    const sectionLinks = await nav
      .getByRole('link', { name: /FinTech|eCommerce|Restaurant|Taxi|CTO|Real Estate/ })
      .all();
    const hrefs = await Promise.all(sectionLinks.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/#fintech',
      '/#ecommerce',
      '/#restaurant',
      '/#taxi',
      '/#cto-service',
      '/#real-estate',
    ]);

    const footer = page.getByRole('contentinfo');
    for (const network of ['LinkedIn', 'X', 'Facebook', 'Instagram']) {
      await expect(footer.getByRole('link', { name: new RegExp(`on ${network} `) }).count()).resolves.toBe(1);
    }
    await expect(footer.locator('a[href^="mailto:"]').count()).resolves.toBe(1);
    await expect(footer.getByText(/© 2025/).count()).resolves.toBe(1);
    await expect(footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).resolves.toBe(
      '/privacy',
    );
    await expect(footer.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).resolves.toBe(
      '/terms',
    );

    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    expect(problems.errorResponses).toEqual([]);
  });

  it('the mobile menu opens and closes by keyboard at 390px', async () => {
    const { page } = await visit('/', viewports.phone);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const menuLink = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Refer & earn 10%' });

    await expect(menuLink.isVisible()).resolves.toBe(false);
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(menuLink.isVisible()).resolves.toBe(true);

    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(menuLink.isVisible()).resolves.toBe(false);
    await expect(
      page.evaluate(() =>
        (globalThis as unknown as PageGlobals).document.activeElement?.getAttribute('aria-label'),
      ),
    ).resolves.toBe('Menu');

    await page.keyboard.press('Space');
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('true');
    await menuLink.click();
    await page.waitForURL(urlOf('/refer'));
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('a route change starts at the top, and a #section link scrolls to that section', async () => {
    // Phone width: both pages are taller than the screen, so a kept scroll offset would show.
    const { page } = await visit('/', viewports.phone);
    const scrollY = () => page.evaluate(() => (globalThis as unknown as PageGlobals).scrollY);
    const footer = page.getByRole('contentinfo');

    await footer.getByRole('link', { name: 'Privacy Policy' }).scrollIntoViewIfNeeded();
    expect(await scrollY()).toBeGreaterThan(1000);
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await expect.poll(scrollY).toBe(0);

    await footer.getByRole('link', { name: 'Real Estate' }).click();
    await page.waitForURL(urlOf('/#real-estate'));
    // The section lands just under the sticky navigation bar (scroll-margin-top).
    await page.waitForFunction(() => {
      const top = (globalThis as unknown as PageGlobals).document
        .getElementById('real-estate')
        ?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top <= 120;
    });
  });

  it('axe finds no accessibility violations on home, with the mobile menu open, and on the 404 page', async () => {
    const desktop = await visit('/');
    await desktop.page.getByRole('heading', { level: 1 }).waitFor();
    await expect(accessibilityViolations(desktop.page)).resolves.toEqual([]);

    const phone = await visit('/', viewports.phone);
    await phone.page.getByRole('button', { name: 'Menu' }).click();
    await expect(accessibilityViolations(phone.page)).resolves.toEqual([]);

    const missing = await visit('/no-such-page');
    await missing.page.getByRole('heading', { level: 1 }).waitFor();
    await expect(accessibilityViolations(missing.page)).resolves.toEqual([]);
  });

  it('an unknown route shows the 404 page inside the site layout', async () => {
    const { page } = await visit('/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expect(page.getByRole('navigation', { name: 'Main' }).count()).resolves.toBe(1);
    await expect(page.title()).resolves.toMatch(/Page not found/);
  });

  it('/api/simple-test answers JSON', async () => {
    const response = await fetch(urlOf('/api/simple-test'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body: unknown = await response.json();
    expect(typeof body).toBe('object');
    expect(body).not.toBeNull();
  });
});
