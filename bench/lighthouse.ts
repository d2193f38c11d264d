import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Figure } from './figures.ts';
import { median } from './stats.ts';

export const LIGHTHOUSE_ROUTES = ['/', '/pricing', '/launch', '/refer', '/referral-dashboard'] as const;
export type LighthouseRoute = (typeof LIGHTHOUSE_ROUTES)[number];
/** Kept out of search engines on purpose (web/public/robots.txt): their SEO score is reported only. */
const NOT_INDEXED: readonly string[] = ['/referral-dashboard'];
const SECTION = 'Lighthouse mobile (default throttling), median of runs';

export const CATEGORY_BUDGETS = {
  // Issue #31: a perfect score on a mid-range phone over slow 4G (was >= 95).
  performance: { min: 100 },
  accessibility: { min: 100 },
  seo: { min: 100 },
  'best-practices': { min: 95 },
} as const;
type Category = keyof typeof CATEGORY_BUDGETS;
const CATEGORIES = Object.keys(CATEGORY_BUDGETS) as Category[];

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface Audit {
  readonly score: number | null;
  readonly scoreDisplayMode?: string;
  readonly displayValue?: string;
}

interface RouteRun {
  readonly scores: Record<Category, number>;
  /** Why a category lost points: failing audit ids (with values for the performance metrics). */
  readonly reasons: Record<Category, string[]>;
  readonly benchmarkIndex: number;
  /** Largest contentful paint as Lighthouse simulates it, in ms. */
  readonly lcpMs: number;
}

/** Issue #31: the largest paint within 1.2 s on Lighthouse's simulated phone (it was 1.7-1.9 s). */
export const LCP_BUDGET_S = 1.2;

const METRICS: Record<string, string> = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

/**
 * One run of a route: performance in a Lighthouse pass of its own, the other categories in a
 * second. In one pass with all four, Lighthouse's own gatherers run in the page while the trace is
 * recorded (its `_lighthouse-eval.js` showed as a 141 ms long task) and React's boot-up doubled:
 * the same build of /referral-dashboard scored 83-92 with all four and 100/100/100 alone, side by
 * side on one quiet host (session 13). Lighthouse's CLI measures the same way with
 * `--only-categories=performance`.
 */
async function runOnce(url: string, port: number): Promise<RouteRun> {
  const performance = await runCategories(url, port, ['performance']);
  const others = await runCategories(
    url,
    port,
    CATEGORIES.filter((category) => category !== 'performance'),
  );
  return {
    ...performance,
    scores: { ...others.scores, performance: performance.scores.performance },
    reasons: { ...others.reasons, performance: performance.reasons.performance },
  };
}

async function runCategories(url: string, port: number, categories: Category[]): Promise<RouteRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const audits = lhr.audits as Record<string, Audit>;
  const scores = {} as Record<Category, number>;
  const reasons = {} as Record<Category, string[]>;
  for (const category of categories) {
    const found = lhr.categories[category];
    scores[category] = Math.round((found?.score ?? 0) * 100);
    reasons[category] = (found?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ id: ref.id, audit: audits[ref.id] }))
      .filter(({ audit }) => audit && audit.score !== null && audit.score < 1)
      .map(({ id, audit }) => (METRICS[id] ? `${METRICS[id]} ${audit?.displayValue ?? ''}`.trim() : id));
  }
  const lcp = (audits['largest-contentful-paint'] as (Audit & { numericValue?: number }) | undefined)
    ?.numericValue;
  return { scores, reasons, benchmarkIndex: lhr.environment.benchmarkIndex, lcpMs: lcp ?? Number.NaN };
}

export interface LighthouseOutcome {
  readonly figures: Figure[];
  /** Lighthouse's CPU benchmark of this host (a fast desktop scores ~1500+; default throttling assumes one). */
  readonly benchmarkIndex: number;
}

/**
 * Lighthouse with its default mobile settings (simulated slow 4G, 4x CPU slowdown) against the
 * production build served by the local runtime. One Chromium for all runs; Lighthouse resets
 * storage and cache before each.
 */
export async function lighthouseFigures(
  origin: string,
  runs: number,
  chromePath: string,
  /** The query a route is visited with, e.g. a real dashboard token: a referrer arrives by the e-mailed link. */
  queries: Partial<Record<LighthouseRoute, string>> = {},
): Promise<LighthouseOutcome> {
  let chrome: LaunchedChrome | undefined;
  const figures: Figure[] = [];
  const indexes: number[] = [];
  try {
    chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    for (const route of LIGHTHOUSE_ROUTES) {
      const results: RouteRun[] = [];
      const url = `${origin}${route}${queries[route] ?? ''}`;
      for (let run = 0; run < runs; run += 1) results.push(await runOnce(url, chrome.port));
      indexes.push(...results.map((result) => result.benchmarkIndex));
      const lcps = results.map((result) => result.lcpMs / 1000);
      figures.push({
        section: SECTION,
        name: `${route} largest contentful paint`,
        value: median(lcps),
        unit: 's',
        budget: { max: LCP_BUDGET_S },
        note: `runs ${lcps.map((lcp) => lcp.toFixed(2)).join('/')} s`,
      });
      for (const category of CATEGORIES) {
        const scores = results.map((result) => result.scores[category]);
        const middle = median(scores);
        // The reasons of the run whose score is nearest the median, so the note explains the figure.
        const representative = results.reduce((best, result) =>
          Math.abs(result.scores[category] - middle) < Math.abs(best.scores[category] - middle)
            ? result
            : best,
        );
        const reasons = representative.reasons[category];
        figures.push({
          section: SECTION,
          name: `${route} ${category}`,
          value: middle,
          unit: 'score',
          budget: category === 'seo' && NOT_INDEXED.includes(route) ? undefined : CATEGORY_BUDGETS[category],
          note: `runs ${scores.join('/')}${reasons.length > 0 ? `; ${reasons.slice(0, 6).join(', ')}` : ''}`,
        });
      }
    }
  } finally {
    chrome?.kill();
  }
  return { figures, benchmarkIndex: indexes.length > 0 ? median(indexes) : Number.NaN };
}
