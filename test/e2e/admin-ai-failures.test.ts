import { randomUUID } from 'node:crypto';
import type { Browser, Page, ViewportSize } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '../../functions/domain/storage-keys.ts';
import { FORCE_Q_FAILURE_MARKER } from '../../functions/domain/q/fault-injection.ts';
import { listAiFailureReports } from '../../functions/adapters/db/ai-failure-reports.ts';
import {
  accessibilityViolations,
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

/**
 * A launch chat in which Q keeps failing, then the admin Onboarding tab: the record carries the
 * "Q fell back to fixed text" badge and, opened, its failure reports. The error text comes from
 * the visitor's browser, so markup in it must stay inert (as in quality-inert-markup.test.ts).
 */
let browser: Browser;
const SAVED = { timeout: 15_000, interval: 100 };
const M = `af${randomUUID().slice(0, 6)}`;
const markupError = `<img src=x onerror="globalThis.__xss='img'"><script>globalThis.__xss='script'</script>${M}`;

beforeAll(async () => {
  useProductTable();
  browser = await workerBrowser();
});

afterAll(() => closeFileContexts(browser));

async function open(viewport: ViewportSize = viewports.desktop): Promise<OpenedPage> {
  const tab = await openPage(browser, { viewport });
  return tab;
}

/** Runs the launch chat up to the sector overview with Q forced to fail; answers the resume token. */
async function launchChatWhereQFails(): Promise<string> {
  const { page } = await open(viewports.phone);
  await page.goto(urlOf('/launch'), { waitUntil: 'networkidle' });
  await page.getByLabel('Your business idea').fill(`Small chops kitchen ${M} ${FORCE_Q_FAILURE_MARKER}`);
  await page.getByLabel('Your business idea').press('Enter');
  await page.getByRole('button', { name: /^Restaurants/ }).click();
  await page.getByRole('button', { name: 'See my tailored solution' }).waitFor({ timeout: 10_000 });
  const stored = () =>
    page.evaluate(
      (key) => (globalThis as unknown as PageGlobals).localStorage.getItem(key),
      LOCAL_STORAGE_KEYS.launchResumeToken,
    );
  const token = JSON.parse((await stored()) ?? '""') as string;
  expect(token).not.toBe('');
  await expect.poll(async () => (await listAiFailureReports(token)).length, SAVED).toBe(1);
  return token;
}

/** A second report as a browser could send it: markup in the error text. */
async function reportMarkupError(token: string): Promise<void> {
  const response = await fetch(urlOf('/api/launch/onboarding'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      stage: 'ai_failure_tracking',
      resume_token: token,
      last_step: 'questions',
      data: { business_type: 'Restaurants', stage_completed: 'sector', needs_help_with: [] },
      error_details: {
        prompt: 'solution prompt',
        sector: 'Restaurants',
        attempts: 2,
        lastError: markupError,
      },
    }),
  });
  expect(response.status).toBe(200);
}

/** What ran or was parsed: the global a payload sets, and elements only parsed markup creates. */
const injected = (page: Page) =>
  page.evaluate((marker) => {
    const scope = globalThis as unknown as {
      __xss?: string;
      document: {
        querySelectorAll(selector: string): ArrayLike<{ tagName: string; textContent: string | null }>;
      };
    };
    const all = (selector: string) => Array.from(scope.document.querySelectorAll(selector));
    return {
      xss: scope.__xss,
      elements: [
        ...all('img[src="x"], img[onerror]'),
        ...all('script').filter((node) => (node.textContent ?? '').includes(marker)),
      ].map((node) => node.tagName.toLowerCase()),
    };
  }, M);

describe('AI failures on the admin Onboarding tab', () => {
  it('badges the record of a launch chat where Q failed and shows its reports as text', async () => {
    const token = await launchChatWhereQFails();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await reportMarkupError(token);

    const { page } = await open();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Onboarding' }).click();
    await page.getByLabel('Search onboarding').fill(token);
    const records = page.getByRole('list', { name: 'Onboarding records' });
    const record = records.getByRole('listitem').filter({ hasText: `Token ${token.slice(0, 8)}` });

    await record.getByText('Q fell back to fixed text: 2 times', { exact: true }).waitFor();
    const reports = record.getByText('AI failure reports (2)', { exact: true });
    const firstReport = record.getByText(/^502: /);
    expect(await firstReport.isVisible()).toBe(false);

    await reports.click();
    await firstReport.waitFor();
    await record.getByText(markupError, { exact: true }).waitFor();
    const text = (await record.textContent()) ?? '';
    expect(text).toContain('Step: sector · Sector: Restaurants · 2 attempts');
    expect(text).toContain('Step: questions · Sector: Restaurants · 2 attempts');
    expect(text).not.toContain('solution prompt');
    expect(text).not.toContain('[[q-launch');

    expect(await injected(page)).toEqual({ xss: undefined, elements: [] });
    expect(dialogs).toEqual([]);
    await expect(accessibilityViolations(page)).resolves.toEqual([]);
  });
});
