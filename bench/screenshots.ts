/**
 * Screenshots of every public page at a phone (390 px) and a desktop (1280 px) width, full page, from
 * the current web/dist served by the local product. Used to show that a performance change leaves
 * the site's look alone (issue #31): take them before and after, then compare with
 * bench/screenshot-diff.ts.
 *
 *   npx tsx bench/screenshots.ts /tmp/perf-before
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS } from './lighthouse.ts';
import { startProductProcess } from './product-process.ts';
import { webRoutes } from './web-routes.ts';

export const SCREEN_WIDTHS = { phone: 390, desktop: 1280 } as const;

/** A route path as a file name: '/' is home, '/pricing' is pricing. */
export const shotName = (route: string, width: keyof typeof SCREEN_WIDTHS) =>
  `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${width}.png`;

async function main(): Promise<void> {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: tsx bench/screenshots.ts <output folder>');
  await mkdir(outDir, { recursive: true });
  const routes = (await webRoutes()).filter((route) => route.public).map((route) => route.path);
  const product = await startProductProcess();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    for (const [label, width] of Object.entries(SCREEN_WIDTHS) as [keyof typeof SCREEN_WIDTHS, number][]) {
      const context = await browser.newContext({
        viewport: { width, height: label === 'phone' ? 844 : 800 },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      for (const route of routes) {
        await page.goto(`${product.url}${route}`, { waitUntil: 'networkidle' });
        await page.locator('h1').first().waitFor({ timeout: 15_000 });
        await page.screenshot({
          path: path.join(outDir, shotName(route, label)),
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
        });
      }
      await context.close();
    }
    console.log(`${routes.length * 2} screenshots in ${outDir}`);
  } finally {
    await browser.close();
    await product.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await main();
}
