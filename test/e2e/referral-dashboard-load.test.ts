import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, closeFileContexts, openPage, urlOf, viewports, workerBrowser } from './browser.ts';

/*
 * How the referral dashboard loads on a phone (issue #31): its first API call reads /config.json
 * without zod, and the dashboard's answer is read with its contract in a worker, so the page's own
 * thread never runs the validator (~25 KB, the longest task of the load on a slow phone). The
 * activities and the payout account follow the first screen, without a scroll.
 */

const webAssets = path.resolve(import.meta.dirname, '..', '..', 'web', 'dist', 'assets');
let browser: Browser;

/**
 * Whether a built chunk carries zod: its source map lists zod's files, or (the boot script and the
 * bundler's runtime have no map) its code names zod's base type.
 */
async function carriesZod(file: string): Promise<boolean> {
  const code = await readFile(path.join(webAssets, file), 'utf8');
  if (code.includes('$ZodType')) return true;
  const map = await readFile(path.join(webAssets, `${file}.map`), 'utf8').catch(() => undefined);
  if (map === undefined) return false;
  return (JSON.parse(map) as { sources: string[] }).sources.some((source) =>
    source.includes('node_modules/zod/'),
  );
}

async function dashboardToken(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/referrals`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'cloudfront-viewer-address': `203.0.113.${200 + Math.floor(Math.random() * 50)}:443`,
      'x-local-edge-secret': inject('edgeSecret'),
    },
    body: JSON.stringify({
      full_name: 'Load Tester',
      email: `dashboard-load-${Date.now()}@example.com`,
      sectors: ['fintech'],
      consent: true,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { applicant: { dashboard_token: string } }).applicant.dashboard_token;
}

beforeAll(async () => {
  browser = await workerBrowser();
});

afterAll(() => closeFileContexts(browser));

describe('/referral-dashboard on a phone', () => {
  it('shows the whole dashboard without running zod on the page itself', async () => {
    const tab = await openPage(browser, { viewport: viewports.phone });
    const { page, problems } = tab;
    // Every "Checking your dashboard link…" status element the page ever shows (issue #31).
    await page.addInitScript({
      content: `globalThis.checkingSpinners = new Set();
        new MutationObserver(() => {
          for (const status of document.querySelectorAll('[role="status"]'))
            if (status.textContent.startsWith('Checking your dashboard link')) checkingSpinners.add(status);
        }).observe(document, { childList: true, subtree: true });`,
    });
    await page.goto(urlOf(`/referral-dashboard?token=${await dashboardToken()}`));
    await page.getByRole('heading', { name: 'Your Referral Link' }).waitFor();
    // The check's spinner stays until the dashboard replaces it: not a second spinner first (a
    // Suspense fallback while the dashboard's code arrived, which React then held for 300 ms).
    expect(
      await page.evaluate(
        () => (globalThis as unknown as { checkingSpinners: Set<unknown> }).checkingSpinners.size,
      ),
    ).toBe(1);
    // Below the first screen, shown when the page is idle even if nobody scrolls.
    await page.getByRole('heading', { name: 'Recent Activities' }).waitFor();
    await page.getByText('No referrals yet').waitFor();
    await page.getByRole('heading', { name: 'Payout account' }).waitFor();

    const scripts = await page.evaluate(() =>
      (
        globalThis as unknown as { performance: { getEntriesByType(type: string): { name: string }[] } }
      ).performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.startsWith('/assets/') && pathname.endsWith('.js')),
    );
    expect(scripts.length).toBeGreaterThan(3);
    const withZod: string[] = [];
    for (const script of scripts) if (await carriesZod(path.basename(script))) withZod.push(script);
    // The page fetches the reader's worker script (it carries zod), which runs on a thread of its own.
    expect(withZod).toEqual([expect.stringMatching(/^\/assets\/dashboard-answer\.worker-[\w-]+\.js$/)]);
    expect(problems.consoleErrors).toEqual([]);
  });
});
