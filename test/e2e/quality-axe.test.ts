import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from '../../web/src/lib/paths.ts';
import { axeOn, closeFileContexts, urlOf, viewports, workerBrowser } from './browser.ts';

/**
 * axe-core on every route of the web route table (web/src/lib/paths.ts), so a page added later is
 * checked without touching this file: zero serious or critical violations. Routes whose look depends
 * on a query or a session are also checked in those states (a real referral dashboard, a payment
 * reference, the signed-in admin dashboard with each tab).
 */
const BLOCKING = new Set(['serious', 'critical']);
const ADMIN_TABS = ['Chat Sessions', 'Launch Requests', 'Onboarding', 'Test Function', 'Funnel'];

let browser: Browser;
let context: BrowserContext;
let page: Page;
let dashboardToken = '';

/** Every concrete path of the route table, plus the states a query puts some of them in. */
function visits(): { route: string; url: string }[] {
  const bare = Object.entries(paths)
    .filter(([, route]) => route.path !== '*')
    .map(([key, route]) => ({ route: key, url: route.path }));
  return [
    ...bare,
    { route: 'notFound', url: '/no-such-page' },
    { route: 'referralDashboard', url: paths.referralDashboard.href(dashboardToken) },
    { route: 'paymentSuccess', url: paths.paymentSuccess.href({ reference: 'QRT-axe-unknown' }) },
    { route: 'launch', url: paths.launch.href({ service: 'crypto-exchange' }) },
  ];
}

/** Waits until the page stops navigating (redirects such as /referral-dashboard -> /refer) and loading. */
async function settle(target: Page): Promise<void> {
  let last = '';
  for (let round = 0; round < 10 && target.url() !== last; round += 1) {
    last = target.url();
    await target.waitForLoadState('networkidle');
    await target.waitForTimeout(200);
  }
  await target.getByText('Loading page…').waitFor({ state: 'detached' });
}

async function blockingViolations(target: Page): Promise<string[]> {
  // axe's default rule set, as this check has always run: it used to call .withTags(TAGS) and then
  // .options({ resultTypes }), and options() replaces the whole option object, runOnly included.
  // The tags' set would add target-size (WCAG 2.2 AA) and two deprecated rules; turning that on is
  // a change of what is asserted, left to its own commit.
  const results = await axeOn(target).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
    );
}

beforeAll(async () => {
  browser = await workerBrowser();
  const viewer = {
    'cloudfront-viewer-address': `[2001:db8:a11::${Math.floor(Math.random() * 0xffff).toString(16)}]:443`,
    'x-local-edge-secret': inject('edgeSecret'),
  };
  // Phone width: most visitors are on phones (and Lighthouse's mobile run found width-only issues);
  // site-pages and admin-dashboard tests already run axe at desktop width.
  context = await browser.newContext({
    viewport: viewports.phone,
    extraHTTPHeaders: viewer,
    reducedMotion: 'reduce',
    // axe reads pages, not the offline worker (browser.ts ServiceWorkers).
    serviceWorkers: 'block',
  });
  page = await context.newPage();
  const response = await fetch(urlOf('/api/referrals'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...viewer },
    body: JSON.stringify({
      full_name: 'Axe Partner',
      email: `axe-${randomUUID().slice(0, 8)}@example.com`,
      whatsapp: null,
      sectors: ['fintech'],
      how_will_refer: null,
      notes: null,
      consent: true,
    }),
  });
  expect(response.status).toBe(201);
  dashboardToken = ((await response.json()) as { applicant: { dashboard_token: string } }).applicant
    .dashboard_token;
});

afterAll(() => closeFileContexts(browser));

describe('axe-core: no serious or critical violations', () => {
  it('on every route of the route table, signed out', async () => {
    const found: string[] = [];
    for (const visit of visits()) {
      await page.goto(urlOf(visit.url));
      await settle(page);
      const landed = new URL(page.url()).pathname;
      found.push(...(await blockingViolations(page)).map((line) => `${visit.url} (shown ${landed}) ${line}`));
    }
    expect(found).toEqual([]);
  });

  it('on the admin dashboard, each tab, signed in', async () => {
    await page.goto(urlOf(paths.adminLogin.path));
    await page.getByLabel('Email').fill(inject('adminEmail'));
    await page.getByLabel('Password').fill(inject('adminPassword'));
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { level: 1, name: 'Chat Dashboard' }).waitFor();
    const found: string[] = [];
    for (const tab of ADMIN_TABS) {
      await page.getByRole('tab', { name: tab }).click();
      await settle(page);
      found.push(...(await blockingViolations(page)).map((line) => `${tab}: ${line}`));
    }
    expect(found).toEqual([]);
  });
});
