import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, ViewportSize } from 'playwright-core';
import {
  accessibilityViolations,
  closeFileContexts,
  type OpenedPage,
  openPage,
  urlOf,
  viewports,
  workerBrowser,
} from './browser.ts';
import { flowPages, publicPages, serviceLaunchLinks, type FlowPage } from './site-content.ts';

let browser: Browser;

async function visit(
  path: string,
  options: { viewport?: ViewportSize; reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<OpenedPage> {
  const tab = await openPage(browser, options);
  await tab.page.goto(urlOf(path), { waitUntil: 'networkidle' });
  return tab;
}

/**
 * Pages loaded by an earlier test and only read since (no click, no typing), by path and width.
 * A later test that only reads a page in that same state (the calls to action, axe) reads the open
 * tab instead of loading the page again: on this 2-core machine a load with its network-idle wait
 * costs 2-4 s, and the file loaded every public page three times at desktop width. A test run on
 * its own (-t), or after the loading test failed, loads the page itself.
 */
const shown = new Map<string, OpenedPage>();
const shownKey = (path: string, viewport: ViewportSize) => `${viewport.width} ${path}`;

async function visitAndKeep(path: string, viewport: ViewportSize = viewports.desktop): Promise<OpenedPage> {
  const tab = await visit(path, { viewport });
  shown.set(shownKey(path, viewport), tab);
  return tab;
}

async function shownOrVisit(path: string, viewport: ViewportSize = viewports.desktop): Promise<OpenedPage> {
  return shown.get(shownKey(path, viewport)) ?? visitAndKeep(path, viewport);
}

/** The page's getComputedStyle, typed minimally: test code compiles without the DOM lib. */
type StyleOf = (element: unknown) => {
  animationName: string;
  animationDuration: string;
  animationIterationCount: string;
};
const head = (page: Page, selector: string, attribute: string) =>
  page.locator(selector).first().getAttribute(attribute);

/** The page's heading and quoted strings in <main>, and its own title and description. */
async function expectContentAndHead(page: Page, expected: Omit<FlowPage, 'chatWithQ'>): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(expected.heading);
  for (const text of expected.strings) {
    await expect(main.getByText(text, { exact: false }).first().isVisible(), text).resolves.toBe(true);
  }
  await expect(page.title()).resolves.toBe(expected.title);
  await expect(head(page, 'meta[name="description"]', 'content')).resolves.toBe(expected.description);
}

beforeAll(async () => {
  browser = await workerBrowser();
});

afterAll(() => closeFileContexts(browser));

describe('public pages in the browser', () => {
  it.each(publicPages.map((page) => [page.path, page] as const))(
    '%s shows its heading, its quoted strings and its own head tags, hydrating without errors',
    async (_path, expected) => {
      const { page, problems } = await visitAndKeep(expected.path);
      await expectContentAndHead(page, expected);
      await expect(head(page, 'link[rel="canonical"]', 'href')).resolves.toMatch(
        new RegExp(`${expected.path === '/' ? '/' : expected.path}$`),
      );
      await expect(page.getByRole('button', { name: 'Chat with Q' }).isVisible()).resolves.toBe(true);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
      expect(problems.errorResponses).toEqual([]);
    },
  );

  it.each(flowPages.map((page) => [page.path, page] as const))(
    '%s hydrates its pre-rendered first state without errors',
    async (_path, expected) => {
      const { page, problems } = await visit(expected.path);
      await expectContentAndHead(page, expected);
      await expect(page.getByRole('button', { name: 'Chat with Q' }).count()).resolves.toBe(
        expected.chatWithQ ? 1 : 0,
      );
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.errorResponses).toEqual([]);
    },
  );

  it("the service pages' calls to action lead to /launch?service=... and /contact", async () => {
    for (const expected of publicPages.filter((page) => serviceLaunchLinks[page.id])) {
      const { page } = await shownOrVisit(expected.path);
      const main = page.getByRole('main');
      const starts = await main.getByRole('link', { name: 'Start Building' }).all();
      expect(starts.length).toBeGreaterThanOrEqual(1);
      for (const link of starts) {
        await expect(link.getAttribute('href')).resolves.toBe(serviceLaunchLinks[expected.id]);
      }
      await expect(
        main.getByRole('link', { name: 'Contact Sales' }).first().getAttribute('href'),
      ).resolves.toBe('/contact');
    }
  });

  it('home: six solution anchors with Start in 60 Seconds, four five-star testimonials, banners to /refer and /launch', async () => {
    const { page } = await shownOrVisit('/');
    for (const id of ['fintech', 'ecommerce', 'restaurant', 'taxi', 'cto-service', 'real-estate']) {
      const section = page.locator(`[id="${id}"]`);
      await expect(section.count(), id).resolves.toBe(1);
      await expect(
        section.getByRole('link', { name: /Start in 60 Seconds/ }).getAttribute('href'),
      ).resolves.toBe('/launch');
    }
    const testimonials = page.locator('section[aria-labelledby="testimonials-heading"] figure');
    await expect(testimonials.count()).resolves.toBe(4);
    for (const card of await testimonials.all()) {
      await expect(
        card.getByRole('img', { name: 'Rated 5 out of 5 stars' }).locator('svg').count(),
      ).resolves.toBe(5);
      await expect(card.locator('figcaption').textContent()).resolves.toMatch(/\w+ \w+/);
    }
    await expect(
      page
        .getByRole('link', { name: /Refer & earn 10%/ })
        .last()
        .getAttribute('href'),
    ).resolves.toBe('/refer');
    await expect(page.getByRole('link', { name: 'Begin Now' }).getAttribute('href')).resolves.toBe('/launch');
    await expect(page.getByRole('link', { name: 'Start in 60s' }).first().getAttribute('href')).resolves.toBe(
      '/launch',
    );
  });

  it('home: the FAQ has 10 questions and keeps one answer open at a time', async () => {
    const { page } = await visit('/', { viewport: viewports.phone });
    const items = page.locator('section[aria-labelledby="faq-heading"] details');
    await expect(items.count()).resolves.toBe(10);
    const openCount = () => page.locator('section[aria-labelledby="faq-heading"] details[open]').count();
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0).getAttribute('open')).resolves.toBe('');
    await expect(
      items
        .nth(0)
        .getByText(/10-14 days/)
        .isVisible(),
    ).resolves.toBe(true);
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1).getByText('₦5,000,000', { exact: false }).isVisible()).resolves.toBe(true);
    await expect(openCount()).resolves.toBe(1);
    await expect(items.nth(0).getAttribute('open')).resolves.toBeNull();
    // Opening an answer is an in-page control: the page stays where it is.
    await expect(
      page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY),
    ).resolves.toBeGreaterThan(1000);
  });

  it('home: the client-logo strip loops in 12 seconds, and stands still for reduced motion', async () => {
    const track = (page: Page) => page.getByTestId('client-logo-track');
    const moving = await visit('/', { reducedMotion: 'no-preference' });
    await expect(
      track(moving.page).evaluate((element) => {
        const style = (globalThis as unknown as { getComputedStyle: StyleOf }).getComputedStyle(element);
        return [style.animationName, style.animationDuration, style.animationIterationCount];
      }),
    ).resolves.toEqual(['client-logo-marquee', '12s', 'infinite']);

    // The moving strip would keep animating (and taking CPU) in its open tab for the rest of the file.
    await moving.context.close();
    // Every tab of this file but the one above asks for reduced motion (openPage's default): the home
    // page the first test loaded at desktop width, only read since, is that state already.
    const still = await shownOrVisit('/');
    await expect(
      track(still.page).evaluate(
        (element) =>
          (globalThis as unknown as { getComputedStyle: StyleOf }).getComputedStyle(element).animationName,
      ),
    ).resolves.toBe('none');
    await expect(still.page.getByText('KudiNest').first().isVisible()).resolves.toBe(true);
  });

  it('pages fit a 390px phone without sideways scrolling', async () => {
    for (const expected of publicPages) {
      const { page } = await visitAndKeep(expected.path, viewports.phone);
      const overflow = await page.evaluate(() => {
        const root = (
          globalThis as unknown as {
            document: { documentElement: { scrollWidth: number; clientWidth: number } };
          }
        ).document.documentElement;
        return root.scrollWidth - root.clientWidth;
      });
      expect(overflow, expected.path).toBeLessThanOrEqual(0);
    }
  });

  it('axe finds no accessibility violations on the public pages', async () => {
    for (const expected of publicPages) {
      const { page } = await shownOrVisit(expected.path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect(accessibilityViolations(page), expected.path).resolves.toEqual([]);
    }
    const phone = await shownOrVisit('/pricing', viewports.phone);
    await phone.page.getByRole('heading', { level: 1 }).waitFor();
    await expect(accessibilityViolations(phone.page)).resolves.toEqual([]);
  });
});
