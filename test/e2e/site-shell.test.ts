import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, ViewportSize } from 'playwright-core';
import { launchBrowser, openPage, urlOf, viewports, type OpenedPage, type PageGlobals } from './browser.ts';

let browser: Browser;
const opened: OpenedPage[] = [];

async function visit(path: string, viewport: ViewportSize = viewports.desktop): Promise<OpenedPage> {
  const tab = await openPage(browser, { viewport });
  opened.push(tab);
  await tab.page.goto(urlOf(path), { waitUntil: 'networkidle' });
  return tab;
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const { context } of opened) await context.close();
  await browser?.close();
});

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
    const { page } = await visit('/');
    await page.mouse.wheel(0, 5000);
    await page.waitForFunction(() => (globalThis as unknown as PageGlobals).scrollY > 200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await expect(page.evaluate(() => (globalThis as unknown as PageGlobals).scrollY)).resolves.toBe(0);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Real Estate' }).click();
    await page.waitForURL(urlOf('/#real-estate'));
    // The section may sit too low to reach the very top; it must at least have been scrolled into view.
    await page.waitForFunction(() => {
      const page = globalThis as unknown as PageGlobals;
      const box = page.document.getElementById('real-estate')?.getBoundingClientRect();
      return box !== undefined && page.scrollY > 0 && box.top >= 0 && box.bottom <= page.innerHeight;
    });
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
