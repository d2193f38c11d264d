import { chromium, type Request } from 'playwright-core';
import type { Figure } from './figures.ts';
import { CHROME_FLAGS } from './lighthouse.ts';

/** Issue #31: a first visit to a data-light page costs a founder at most 150 KB. */
export const FIRST_VISIT_BUDGET_KB = 150;
export const FIRST_VISIT_ROUTES = ['/', '/launch'] as const;
const SECTION = 'Bytes of a first visit (as transferred, compressed as served)';
/** The page counts as done when no request has been in flight for this long after load. */
const QUIET_MS = 3_000;

interface Transfer {
  readonly url: string;
  readonly type: string;
  readonly bytes: number;
}

/**
 * What a first visit to one page transfers, read from Chromium's network log (CDP
 * Network.loadingFinished: encoded bytes on the wire, headers included), from the navigation until
 * the network has been quiet for 3 s after load: the page, what it fetches after its first paint,
 * and what the service worker fetches when it installs. Fresh profile, so nothing is cached.
 */
async function firstVisit(url: string, chromePath: string): Promise<Transfer[]> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const workerRequests: Request[] = [];
    context.on('requestfinished', (request) => {
      if (request.serviceWorker()) workerRequests.push(request);
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const started = new Map<string, { url: string; type: string }>();
    const transfers: Transfer[] = [];
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (event) => {
      started.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other' });
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = started.get(event.requestId);
      if (request) transfers.push({ ...request, bytes: event.encodedDataLength });
      started.delete(event.requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFailed', (event) => {
      started.delete(event.requestId);
      lastActivity = Date.now();
    });
    await page.goto(url, { waitUntil: 'load' });
    const deadline = Date.now() + 30_000;
    while (started.size > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${url}: the network was never quiet for ${QUIET_MS} ms`);
      await page.waitForTimeout(200);
    }
    // What the service worker fetched when it installed, which the page's log does not see. A file
    // the page already transferred comes from the HTTP cache then (hashed, immutable): not counted.
    const seen = new Set(transfers.map((transfer) => transfer.url));
    for (const request of workerRequests) {
      if (seen.has(request.url())) continue;
      const sizes = await request.sizes().catch(() => undefined);
      if (sizes) {
        transfers.push({
          url: request.url(),
          type: 'ServiceWorker',
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        });
      }
    }
    return transfers;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => bytes / 1024;

export async function firstVisitFigures(origin: string, chromePath: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const route of FIRST_VISIT_ROUTES) {
    const transfers = await firstVisit(`${origin}${route}`, chromePath);
    if (process.env.BENCH_VERBOSE === '1')
      for (const transfer of [...transfers].sort((a, b) => b.bytes - a.bytes))
        console.log(
          `  ${route} ${(transfer.bytes / 1024).toFixed(1)} KB ${transfer.type} ${transfer.url.replace(origin, '')}`,
        );
    const total = transfers.reduce((sum, transfer) => sum + transfer.bytes, 0);
    const byType = new Map<string, number>();
    for (const transfer of transfers)
      byType.set(transfer.type, (byType.get(transfer.type) ?? 0) + transfer.bytes);
    figures.push({
      section: SECTION,
      name: `first visit ${route}`,
      value: kb(total),
      unit: 'KB',
      budget: { max: FIRST_VISIT_BUDGET_KB },
      note: `${transfers.length} requests: ${[...byType]
        .sort((a, b) => b[1] - a[1])
        .map(([type, bytes]) => `${type} ${kb(bytes).toFixed(1)} KB`)
        .join(', ')}`,
    });
  }
  return figures;
}
