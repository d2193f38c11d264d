import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page, type ViewportSize } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';

/**
 * The real-browser harness for the e2e project. Chromium comes from the machine (CHROMIUM_PATH or
 * /usr/bin/chromium), never downloaded. Each launch gets a fresh temporary user-data-dir: Playwright
 * creates one per launch() and deletes it on close (passing --user-data-dir yourself is refused).
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const satisfies Record<string, ViewportSize>;

/**
 * Debian's headless shell (package chromium-headless-shell) when it is installed: the same Blink and
 * V8 as /usr/bin/chromium without the browser's UI processes, which is what Playwright itself runs
 * for headless tests. The e2e files run two at a time on two cores, so the full browser's UI
 * renderers were CPU the pages under test did not get (ARCHITECTURE.md "Suite speed"). Otherwise
 * /usr/bin/chromium; CHROMIUM_PATH names another.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : '/usr/bin/chromium';
}

/**
 * A missing browser is always a failure, never a silent skip: on CI (CI or REQUIRE_E2E=1) it is a
 * broken runner; on a laptop the message says how to point the tests at a Chromium.
 */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    const required = process.env.REQUIRE_E2E === '1' || Boolean(process.env.CI);
    throw new Error(
      required
        ? `E2E tests are required here (CI or REQUIRE_E2E=1) but Chromium was not found at ${executablePath}. ` +
            'Install chromium-headless-shell (or chromium) on the runner or set CHROMIUM_PATH.'
        : `Chromium was not found at ${executablePath}. Install it (apt-get install chromium-headless-shell) ` +
            'or set CHROMIUM_PATH to a Chromium or Chrome binary, then run the e2e project again.',
    );
  }
  const browser = await chromium.launch({ executablePath, headless: true, args: [...chromiumFlags] });
  launched.add(browser);
  browser.on('disconnected', () => launched.delete(browser));
  return browser;
}

/** Every Chromium this test file launched and has not closed: what a failed test's report reads. */
const launched = new Set<Browser>();

/** How much of a failed test's pages the report shows: enough to recognise the screen, not the whole DOM. */
const PAGE_TEXT_CHARS = 600;
const LAST_ERRORS = 5;
const PAGES_SHOWN = 4;

/** `work`, or `fallback` when it has not answered within 5 s (a hung page must not hang the report). */
async function within5s<T>(work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), 5_000);
  });
  try {
    return await Promise.race([work.catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What the newest open pages of this file show now: URL, the first characters of the visible text
 * and the last console errors and uncaught exceptions. A test that failed on CI under load can then
 * be read from the log (was it "Sign-in is unavailable", a spinner, an error page?) without a rerun.
 */
export async function describeOpenPages(): Promise<string> {
  const pages = [...launched].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
  const shown = pages.filter((page) => !page.isClosed()).slice(-PAGES_SHOWN);
  if (shown.length === 0) return 'No page of this file was open when the test failed.';
  const described = await Promise.all(
    shown.map(async (page, index) => {
      const text = await within5s(page.locator('body').innerText({ timeout: 4_000 }), '(text not readable)');
      const consoleErrors = await within5s(page.consoleMessages(), []);
      const pageErrors = await within5s(page.pageErrors(), []);
      const errors = [
        ...consoleErrors.filter((message) => message.type() === 'error').map((message) => message.text()),
        ...pageErrors.map((error) => `uncaught: ${error.message}`),
      ].slice(-LAST_ERRORS);
      const visible = text.replace(/\s+/g, ' ').trim().slice(0, PAGE_TEXT_CHARS);
      return [
        `Page ${index + 1} of ${shown.length} open: ${page.url()}`,
        `  Visible text: ${visible || '(none)'}`,
        `  Last console errors: ${errors.length === 0 ? '(none)' : errors.map((line) => `\n    ${line}`).join('')}`,
      ].join('\n');
    }),
  );
  return described.join('\n');
}

/** Origin of the local product started by test/setup/runtime.ts, without a trailing slash. */
export function baseUrl(): string {
  return inject('baseUrl').replace(/\/$/, '');
}

export function urlOf(path: string): string {
  return new URL(path, `${baseUrl()}/`).href;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The admin's session as the first sign-in through /admin/login in this test file left it in its
 * browser context (the Cognito tokens and the mirrored user in localStorage). Module state that
 * the e2e setup file forgets before each file (forgetStaffSession): e2e files share one module
 * graph per worker (vitest.config.ts), and a file must not start signed in as an earlier file left it.
 */
let staffSession: StorageState | undefined;

/** Called before each e2e file (test/setup/e2e-failure-report.ts): its first sign-in walks the form. */
export function forgetStaffSession(): void {
  staffSession = undefined;
}

/** A context that holds no cookie and no storage for any origin: nobody has used it yet. */
async function isUnused(context: BrowserContext): Promise<boolean> {
  const state = await context.storageState();
  return state.cookies.length === 0 && state.origins.length === 0;
}

/**
 * Signs the local admin (printed by npm start, provided by the runtime) in and waits for the dashboard.
 *
 * The first call in a file walks /admin/login (e-mail, password, Login). Later calls on a fresh
 * context hand that context the session the walk left, and open /quarteradmin, as a staff member
 * coming back in a signed-in browser would: the dashboard must still come up signed in, so what
 * the caller goes on to check is the same. That saves about 2 s of form and SRP sign-in a call on
 * this machine (3.5-5.6 s through the form, 2.2-3.1 s restored, measured at load 12); the staff
 * walk alone signs in eight times. A context already used (a founder's tab, say) always walks the
 * form, so no one else's storage is replaced. The login form itself is tested in admin-dashboard's
 * and auth-sign-in's own tests, which do not use this helper.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const context = page.context();
  const unused = await isUnused(context);
  if (staffSession && unused) {
    await context.setStorageState(staffSession);
    await page.goto(urlOf('/quarteradmin'));
  } else {
    await page.goto(urlOf('/admin/login'));
    await page.getByLabel('Email').fill(inject('adminEmail'));
    await page.getByLabel('Password').fill(inject('adminPassword'));
    await page.getByRole('button', { name: 'Login' }).click();
  }
  await page.waitForURL(urlOf('/quarteradmin'));
  await page.getByRole('heading', { level: 1, name: 'Chat Dashboard' }).waitFor();
  if (!staffSession && unused) staffSession = await context.storageState();
}

/**
 * The page's own globals, typed minimally: test code compiles without the DOM lib. Use inside
 * page.evaluate / waitForFunction callbacks as `(globalThis as unknown as PageGlobals).scrollY`;
 * the cast is erased, so the serialised function is plain `globalThis.scrollY`.
 */
export interface PageGlobals {
  scrollY: number;
  innerHeight: number;
  location: { href: string; pathname: string; search: string };
  localStorage: { getItem(key: string): string | null };
  document: {
    title: string;
    activeElement: PageElement | null;
    getElementById(id: string): PageElement | null;
    querySelector(selector: string): PageElement | null;
  };
}

export interface PageElement {
  id: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { top: number; bottom: number; left: number; right: number };
}

export interface PageProblems {
  /** console.error lines and uncaught exceptions in the page */
  consoleErrors: string[];
  /** requests that never got an answer (DNS, refused, aborted by the page excluded) */
  failedRequests: string[];
  /** answers with status >= 400, as "STATUS METHOD URL" */
  errorResponses: string[];
}

/** Records what went wrong in a page, so a test can assert a clean page load. */
export function watchPageProblems(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], failedRequests: [], errorResponses: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // A navigation away cancels in-flight requests; that is not a product fault.
    if (reason.includes('ERR_ABORTED')) return;
    problems.failedRequests.push(`${request.method()} ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.errorResponses.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  return problems;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
}

/**
 * Whether a test's pages may install the site's service worker (issue #31). Only the files that
 * test it do (offline visits, saves kept offline, a deploy taking over, a chunk that fails to load):
 * elsewhere every new context installed it and precached the app on its first page, CPU the pages
 * under test did not get on this 2-core machine. Measured on site-pages, referral, admin-dashboard
 * and chat-widget together: 227 s of summed test time with the worker, 195 s without, the same 49
 * tests passing (ARCHITECTURE.md "Suite speed"). Its /api, /ws and /_local requests go to the
 * network as they would without it, so no other test's requests change.
 */
export type ServiceWorkers = 'allow' | 'block';

/** A new isolated context (own storage) with one page and its problem log. */
export async function openPage(
  browser: Browser,
  options: {
    viewport?: ViewportSize;
    reducedMotion?: 'reduce' | 'no-preference';
    serviceWorkers?: ServiceWorkers;
  } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? viewports.desktop,
    reducedMotion: options.reducedMotion ?? 'reduce',
    locale: 'en-NG',
    timezoneId: 'Africa/Lagos',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  return { context, page, problems: watchPageProblems(page) };
}

/**
 * An axe run on the page as it is now that reports violations only, the same rules and the same
 * violations as a plain `new AxeBuilder({ page })`, in a third to half of the time on this machine:
 * - `resultTypes: ['violations']` lets axe keep one example node, not every node, for passes,
 *   incomplete and inapplicable rules; violations are still listed node by node. No test reads the
 *   other three lists.
 * - Legacy mode runs `axe.run` in the page itself instead of `runPartial` in every frame plus
 *   `finishRun` in a blank page opened for it (a second page and a second parse of axe's source).
 *   It only skips cross-origin frames, so it is used only when the page has no frame but its own
 *   (the launch chat's booking step embeds the scheduling sandbox from another origin: that page
 *   keeps the frame-by-frame run).
 * Measured side by side on /, /pricing and /about: identical violations and passes, 4.2-9.3 s a run
 * before, 0.9-2.7 s after (load 12 on 2 cores).
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(page.frames().length === 1);
}

/**
 * WCAG 2.x A/AA violations axe finds on the page as it is now, as "rule: target" lines
 * (empty when clean). Lighthouse's accessibility score runs on axe too.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await axeOn(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}

/**
 * Points this test worker's data-layer adapters at the product's table, so a browser test can seed
 * records and check what the product stored.
 */
export function useProductTable(): void {
  process.env.TABLE_NAME ??= inject('tableName');
  process.env.DYNAMODB_ENDPOINT ??= inject('dynamodbEndpoint');
  process.env.AWS_REGION ??= 'eu-west-1';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
}

/**
 * The worker's browser for a test file (workerBrowser, below), every context the file opened closed
 * after its tests; the data-layer adapters point at the product's table. `open` gives a fresh
 * context, with the site's service worker only when the file asks for it (ServiceWorkers, above).
 */
export function useBrowser({ serviceWorkers = 'block' }: { serviceWorkers?: ServiceWorkers } = {}) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    useProductTable();
    browser = await workerBrowser();
  });
  afterAll(() => closeFileContexts(browser));
  return {
    async open(viewport: ViewportSize = viewports.desktop): Promise<OpenedPage> {
      if (!browser) throw new Error('useBrowser(): the browser is not launched yet');
      const opened = await openPage(browser, { viewport, serviceWorkers });
      closedWhenTheTestEnds(opened.context);
      return opened;
    },
  };
}

/**
 * A context a test opened is closed when that test passes (after its afterEach hooks), not when its
 * file ends: an open staff dashboard refetches on every live change the whole product makes, and a
 * page left open by an earlier test of a long file kept doing so for the rest of it. A failed test's
 * pages stay until the file ends: vitest runs onTestFinished before onTestFailed, where the failure
 * report reads them (test/setup/e2e-failure-report.ts). A context opened in beforeAll (outside any
 * test) stays for the file, as before.
 */
function closedWhenTheTestEnds(context: BrowserContext): void {
  try {
    onTestFinished(async ({ task }) => {
      if (task.result?.state !== 'fail') await closeContext(context);
    });
  } catch {
    // Not inside a test (beforeAll): closeFileContexts closes it with the file.
  }
}

async function closeContext(context: BrowserContext): Promise<void> {
  const routed = [context, ...context.pages()];
  for (const owner of routed) await owner.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => undefined);
  await context.close().catch(() => undefined);
}

/**
 * The Chromium that useBrowser's files share within one e2e worker (they share one module graph
 * there, vitest.config.ts): launched by the first such file and again only if it went away. Each
 * file still gets fresh contexts (own storage, cookies and service workers) and closes them all
 * when it ends; Chromium exits with the worker, whose pipe to it closes. A launch and its first
 * page cost 1.5-3.5 s on this 2-core machine, paid once a worker instead of once a file
 * (ARCHITECTURE.md "Suite speed").
 */
let shared: Browser | undefined;
export async function workerBrowser(): Promise<Browser> {
  if (!shared?.isConnected()) shared = await launchBrowser();
  return shared;
}

/**
 * The end of a file that shares the worker's browser: every context on it is closed, whichever
 * helper or test opened it, so nothing of this file's pages (a live socket, a timer) keeps running
 * into the next file. Files need not keep a list of what they opened.
 *
 * A file's request handlers (page.route, context.route) are removed first, with Playwright's
 * 'ignoreErrors': a page left open keeps refetching (the dashboard's live refresh), and a handler
 * still reading its response when the context closed threw "Response has been disposed" as an
 * unhandled rejection, which failed a run whose every test had passed.
 */
export async function closeFileContexts(browser: Browser | undefined): Promise<void> {
  for (const context of browser?.contexts() ?? []) await closeContext(context);
}
