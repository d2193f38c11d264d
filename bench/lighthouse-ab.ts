/**
 * Two builds of the web app side by side under Lighthouse (issue #31): on a shared, loaded host the
 * simulated throttling inflates with CPU contention, so a before/after comparison only means
 * something when both are measured in the same minutes. One local product serves the build behind
 * a symbolic link, which is switched between A and B before every run (A, B, B, A, ...), and each
 * route gets the same number of runs of each. Prints per run and as medians: performance, FCP,
 * LCP (and its element), TBT, the longest main-thread tasks and the scripts' boot-up time.
 *
 *   npx tsx bench/lighthouse-ab.ts --a=/tmp/web-before --b=web/dist [--runs=3] [--routes=/,/pricing]
 *     [--save=/tmp/lh]   (writes each run's report as JSON, traces included, for a closer look)
 *
 * Not part of `npm run bench`: a tool for the person changing the pages.
 */
import { spawn } from 'node:child_process';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { registerReferrer } from './api-overhead.ts';
import { CHROME_FLAGS, LIGHTHOUSE_ROUTES } from './lighthouse.ts';
import { auditAtCpuTime } from './lighthouse-cpu-time.ts';
import { median } from './stats.ts';
import { repoRoot } from './web-routes.ts';

const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    runs: { type: 'string', default: '3' },
    routes: { type: 'string', default: LIGHTHOUSE_ROUTES.join(',') },
    save: { type: 'string' },
    /** Adds V8's sampling profiler to the saved traces (which functions the long tasks ran). */
    profile: { type: 'boolean', default: false },
    serve: { type: 'string' },
    /** Also re-audits each run with its main-thread tasks at their CPU time (bench/lighthouse-cpu-time.ts). */
    'cpu-time': { type: 'boolean', default: false },
  },
});

interface Run {
  readonly score: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly si: number;
  readonly lcpElement: string;
  /** Main-thread time after the observed first paint, and the blocking it would be at 4x (Lantern's slowdown). */
  readonly busyMs: number;
  readonly blocking4xMs: number;
  readonly longTasks: string[];
  readonly bootup: string[];
}

type Audits = Record<
  string,
  { numericValue?: number; details?: { items?: Record<string, unknown>[] } } | undefined
>;

/** The child process: the product serving the build behind `--serve` (a link the parent switches). */
async function serve(webRoot: string): Promise<void> {
  const { startProduct } = await import('../functions/local/product.ts');
  const product = await startProduct({ port: 0, quiet: true, tableName: 'quarter-lh-ab', webRoot });
  process.stdout.write(`${JSON.stringify({ url: product.url })}\n`);
  process.stdin.on('end', () => void product.stop().then(() => process.exit(0)));
  process.stdin.resume();
}

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  /** The thread's own CPU time in the event, which a host busy with other work does not inflate. */
  readonly tdur?: number;
  readonly args?: { name?: string; data?: Record<string, unknown> };
}

/**
 * What the observed (unthrottled) trace says: the last largest-contentful-paint candidate, and the
 * renderer main thread's tasks after the first contentful paint, as CPU time and as the blocking
 * time they would add at Lantern's 4x slowdown. A task's wall time on a loaded host is mostly time
 * the thread waited for a core (a 200 ms task that ran 8 ms), so this counts the thread's own CPU
 * time: a fairer before/after than TBT there, though not the same figure.
 */
function observed(trace: { traceEvents: TraceEvent[] }) {
  const events = trace.traceEvents;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  const lcp = events.filter((event) => event.name === 'largestContentfulPaint::Candidate').at(-1);
  const main = fcp ? { pid: fcp.pid, tid: fcp.tid } : undefined;
  let busyMs = 0;
  let blocking4xMs = 0;
  for (const event of events) {
    if (!main || !fcp || event.name !== 'RunTask' || event.ph !== 'X') continue;
    if (event.pid !== main.pid || event.tid !== main.tid || event.ts < fcp.ts) continue;
    const ms = (event.tdur ?? event.dur ?? 0) / 1000;
    busyMs += ms;
    blocking4xMs += Math.max(0, ms * 4 - 50);
  }
  const lcpElement = lcp
    ? `${String(lcp.args?.data?.nodeName ?? '?')} (${String(lcp.args?.data?.type ?? '')})`
    : '?';
  return { busyMs, blocking4xMs, lcpElement };
}

const short = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

/** The figures of one Lighthouse result (a run, or its re-audit at CPU time). */
function figures(result: LighthouseResult): Run {
  const { lhr } = result;
  const trace = (result.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace;
  const audits = lhr.audits as Audits;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const longTasks = (audits['long-tasks']?.details?.items ?? [])
    .slice(0, 6)
    .map(
      (task) =>
        `${Math.round(Number(task.duration))}ms@${Math.round(Number(task.startTime))} ${short(task.url)}`,
    );
  const bootup = (audits['bootup-time']?.details?.items ?? [])
    .slice(0, 5)
    .map(
      (item) =>
        `${short(item.url)} ${Math.round(Number(item.scripting))}+${Math.round(Number(item.scriptParseCompile))}ms`,
    );
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    si: value('speed-index'),
    ...observed(trace),
    longTasks,
    bootup,
  };
}

async function runOnce(url: string, port: number, save?: string): Promise<{ run: Run; cpu?: Run }> {
  const flags = values.profile ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {};
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...flags,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  if (save)
    await writeFile(save, JSON.stringify({ lhr, traces: (result.artifacts as { Trace?: unknown }).Trace }));
  const run = figures(result);
  if (!values['cpu-time']) return { run };
  const atCpu = await auditAtCpuTime(url, result as unknown as Parameters<typeof auditAtCpuTime>[1], flags);
  return { run, cpu: figures({ ...atCpu, artifacts: result.artifacts }) };
}

function summary(label: string, runs: Run[]): string {
  const m = (pick: (run: Run) => number) => Math.round(median(runs.map(pick)));
  return `${label}: perf ${m((r) => r.score)} (${runs.map((r) => r.score).join('/')}), FCP ${m((r) => r.fcp)} ms, LCP ${m((r) => r.lcp)} ms (${runs.map((r) => Math.round(r.lcp)).join('/')}), TBT ${m((r) => r.tbt)} ms (${runs.map((r) => Math.round(r.tbt)).join('/')}), SI ${m((r) => r.si)} ms; observed CPU after FCP ${m((r) => r.busyMs)} ms, blocking at 4x ${m((r) => r.blocking4xMs)} ms (${runs.map((r) => Math.round(r.blocking4xMs)).join('/')})`;
}

async function compare(): Promise<void> {
  const a = path.resolve(values.a ?? '');
  const b = path.resolve(values.b ?? '');
  if (!values.a || !values.b) throw new Error('Give both builds: --a=<dir> --b=<dir>');
  const runs = Number(values.runs);
  const routes = (values.routes ?? '').split(',').filter(Boolean);
  const linkDir = path.join('/tmp', `lighthouse-ab-${process.pid}`);
  const link = path.join(linkDir, 'web');
  await mkdir(linkDir, { recursive: true });
  const point = async (target: string) => {
    await rm(link, { force: true });
    await symlink(target, link);
  };
  await point(a);
  if (values.save) await mkdir(values.save, { recursive: true });

  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'bench', 'lighthouse-ab.ts'), `--serve=${link}`],
    {
      cwd: repoRoot,
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    },
  );
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the product exited (${code})`)));
  });
  const { url } = JSON.parse(line) as { url: string };
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const token = await registerReferrer(url);
    for (const route of routes) {
      const query = route === '/referral-dashboard' ? `?token=${encodeURIComponent(token)}` : '';
      const results: Record<'A' | 'B', Run[]> = { A: [], B: [] };
      const atCpu: Record<'A' | 'B', Run[]> = { A: [], B: [] };
      for (let run = 0; run < runs; run += 1) {
        const order: ('A' | 'B')[] = run % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
        for (const variant of order) {
          await point(variant === 'A' ? a : b);
          const save = values.save
            ? path.join(values.save, `${route.replace(/\W+/g, '_') || 'home'}-${variant}-${run}.json`)
            : undefined;
          const { run: result, cpu } = await runOnce(`${url}${route}${query}`, chrome.port, save);
          results[variant].push(result);
          console.log(
            `${route} ${variant}#${run}: perf ${result.score} FCP ${Math.round(result.fcp)} LCP ${Math.round(result.lcp)} TBT ${Math.round(result.tbt)} | observed CPU after FCP ${Math.round(result.busyMs)} ms, blocking at 4x ${Math.round(result.blocking4xMs)} ms, LCP ${result.lcpElement}`,
          );
          console.log(`    long tasks: ${result.longTasks.join(', ') || 'none'}`);
          console.log(`    boot-up: ${result.bootup.join(', ')}`);
          if (cpu) {
            atCpu[variant].push(cpu);
            console.log(
              `  at CPU time: perf ${cpu.score} FCP ${Math.round(cpu.fcp)} LCP ${Math.round(cpu.lcp)} TBT ${Math.round(cpu.tbt)}; long tasks: ${cpu.longTasks.join(', ') || 'none'}`,
            );
          }
        }
      }
      console.log(`== ${route}\n  ${summary('A', results.A)}\n  ${summary('B', results.B)}`);
      if (values['cpu-time'])
        console.log(`  at CPU time\n  ${summary('A', atCpu.A)}\n  ${summary('B', atCpu.B)}`);
    }
  } finally {
    chrome.kill();
    child.stdin?.end();
    await rm(linkDir, { recursive: true, force: true });
  }
}

if (values.serve) await serve(values.serve);
else await compare();
