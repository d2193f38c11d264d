import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticSite, type StaticSite } from '../../functions/local/gateway/static-site.ts';
import { useBrowser, viewports } from './browser.ts';

/**
 * A new deploy reaches a visitor whose browser has the service worker of the old one (issue #31):
 * the next visit shows the new version, with no chunk of either build failing to load, and a quiet
 * notice says the site was updated. The site is served from a copy of web/dist by the product's
 * own static server; the "deploy" gives the app entry new content and a new hashed name, rebuilds
 * sw.js for it (web/scripts/service-worker.ts) and deletes the old entry, as a strict host would.
 */
const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const webDist = path.join(repoRoot, 'web', 'dist');
const browser = useBrowser({ serviceWorkers: 'allow' });

let dir = '';
let site: StaticSite;
let server: Server;
let origin = '';

async function htmlFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The next deploy: the app entry changes (content and name) and sw.js is rebuilt for it. */
async function deployNextVersion(): Promise<{ before: string; after: string }> {
  const manifestFile = path.join(dir, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('web/dist/.vite/manifest.json has no entry');
  const before = `/${entry.file}`;
  const nextFile = entry.file.replace(/\.js$/, '-next.js');
  const code = await readFile(path.join(dir, entry.file), 'utf8');
  await writeFile(path.join(dir, nextFile), `${code}\n/* next deploy */\n`);
  await rm(path.join(dir, entry.file));
  for (const file of await htmlFiles(dir)) {
    const html = await readFile(file, 'utf8');
    await writeFile(file, html.replaceAll(before, `/${nextFile}`));
  }
  entry.file = nextFile;
  await writeFile(manifestFile, JSON.stringify(manifest));
  execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'web', 'scripts', 'service-worker.ts')],
    {
      cwd: repoRoot,
      env: { ...process.env, WEB_DIST: dir },
      stdio: 'pipe',
    },
  );
  return { before, after: `/${nextFile}` };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'quarter-deploy-'));
  await cp(webDist, dir, { recursive: true });
  site = createStaticSite(dir);
  server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    void site.handle(req, res, pathname);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  // This hook runs before useBrowser's, which closes the page: a request the page (or its service
  // worker) still had open kept close() waiting until the hook's 120 s ran out, in a fresh-clone CI.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await closed;
  await rm(dir, { recursive: true, force: true });
});

describe('a new deploy', () => {
  it('is shown on the next visit, with a quiet notice and no failed chunk load', async () => {
    const { page } = await browser.open(viewports.phone);
    const failedAssets: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().includes('/assets/'))
        failedAssets.push(`${request.url()} ${request.failure()?.errorText}`);
    });
    page.on('response', (response) => {
      if (response.url().includes('/assets/') && response.status() >= 400)
        failedAssets.push(`${response.status()} ${response.url()}`);
    });
    const startedEntry = () => page.locator('#root').getAttribute('data-app-entry');

    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page
      .waitForFunction(
        () =>
          (globalThis as unknown as { navigator: { serviceWorker: { controller: unknown } } }).navigator
            .serviceWorker.controller !== null,
        undefined,
        { timeout: 30_000 },
      )
      .catch((error: unknown) => {
        throw new Error(`the first visit's service worker never took control: ${String(error)}`);
      });

    const { before, after } = await deployNextVersion();
    expect(await startedEntry()).toBe(before);

    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    expect(await startedEntry()).toBe(after);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 10_000 });
    await page
      .getByText('Quarter was updated')
      .waitFor({ timeout: 30_000 })
      .catch((error: unknown) => {
        throw new Error(`no "Quarter was updated" notice within 30 s: ${String(error)}`);
      });
    expect(await page.locator('[data-chunk-failure]').count()).toBe(0);
    // The new version's app runs: React owns #root.
    const hydrated = await page.evaluate(() => {
      const root = (
        globalThis as unknown as { document: { getElementById(id: string): object | null } }
      ).document.getElementById('root');
      return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    });
    expect(hydrated).toBe(true);
    expect(failedAssets).toEqual([]);
  });
});
