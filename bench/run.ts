/**
 * `npm run bench`: the product's measurable promises as figures beside their budgets. Builds the
 * web app and the Lambda bundles, measures, prints one line per figure, writes bench/latest.md (full
 * runs only) and exits non-zero when any budget is missed.
 *
 *   npm run bench -- --skip-build            measure the current web/dist and dist/functions
 *   npm run bench -- --only=api,lighthouse   sections: initial-js, lambda, api, first-visit, lighthouse
 *   npm run bench -- --lighthouse-runs=1     quicker, less stable Lighthouse figures
 */
import { createChallengeColdFigures } from './auth-cold.ts';
import { execFileSync, spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { apiOverheadFigures, registerReferrer } from './api-overhead.ts';
import { formatLine, markdownReport, verdict, type Figure } from './figures.ts';
import { firstVisitFigures } from './first-visit.ts';
import { initialJsFigures } from './initial-js.ts';
import { bundleSizeFigures, bundleSummaryFigures, initTimeFigures, readBundleManifest } from './lambda.ts';
import { lighthouseFigures } from './lighthouse.ts';
import { previousValues, withPrevious } from './previous.ts';
import { startProductProcess, type ProductProcess } from './product-process.ts';
import { repoRoot } from './web-routes.ts';

const SECTIONS = ['initial-js', 'lambda', 'api', 'first-visit', 'lighthouse'] as const;
type Section = (typeof SECTIONS)[number];

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'init-runs': { type: 'string', default: '7' },
    samples: { type: 'string', default: '200' },
  },
});

function positive(name: string, raw: string | undefined): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive whole number, not "${raw}"`);
  return value;
}

function chosenSections(): Section[] {
  if (!values.only) return [...SECTIONS];
  const wanted = values.only.split(',').map((name) => name.trim());
  const unknown = wanted.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`unknown section(s) ${unknown.join(', ')}; choose from ${SECTIONS.join(', ')}`);
  return wanted as Section[];
}

function npmRun(script: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8_000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run ${script} failed (${code}):\n${output.trim()}`)),
    );
  });
}

function chromiumVersion(chromePath: string): string {
  try {
    return execFileSync(chromePath, ['--version'], {
      encoding: 'utf8',
      timeout: 10_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return `no Chromium at ${chromePath}`;
  }
}

async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  process.stdout.write(`- ${label}...`);
  const result = await work();
  process.stdout.write(` ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  return result;
}

async function main(): Promise<number> {
  const startedAt = new Date();
  // Timings depend on what else runs on the host: its load average is recorded beside them.
  const loadAtStart = os.loadavg()[0] ?? Number.NaN;
  // The SDK's notice that it will need a newer node would otherwise land in the middle of the figures.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const sections = chosenSections();
  const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const figures: Figure[] = [];
  let benchmarkIndex = Number.NaN;

  if (!values['skip-build']) {
    if (sections.some((section) => ['initial-js', 'first-visit', 'lighthouse'].includes(section))) {
      await step('building the web app (npm run build:web)', () => npmRun('build:web'));
    }
    if (sections.includes('lambda')) {
      await step('bundling the Lambda functions (npm run build:functions)', () => npmRun('build:functions'));
    }
  }
  if (sections.includes('initial-js')) {
    figures.push(...(await step('measuring initial JS per public route', initialJsFigures)));
  }
  if (sections.includes('lambda')) {
    const manifest = await readBundleManifest();
    figures.push(...bundleSizeFigures(manifest), ...bundleSummaryFigures(manifest));
    const runs = positive('init-runs', values['init-runs']);
    figures.push(
      ...(await step(`timing module init of each bundle (${runs} runs)`, () =>
        initTimeFigures(manifest, runs),
      )),
    );
  }
  if (sections.some((section) => ['api', 'first-visit', 'lighthouse'].includes(section))) {
    const product: ProductProcess = await step('starting the local product with its own DynamoDB Local', () =>
      startProductProcess(),
    );
    try {
      if (sections.includes('api')) {
        figures.push(
          ...(await step('timing a cold sign-in code trigger (3 fresh processes)', () =>
            createChallengeColdFigures(product, 3),
          )),
        );
        const samples = positive('samples', values.samples);
        figures.push(
          ...(await step(`measuring API overhead (${samples} samples each, then 50 concurrent clients)`, () =>
            apiOverheadFigures({ ...product, samples, concurrentClients: 50, savesPerClient: 10 }),
          )),
        );
      }
      if (sections.includes('first-visit')) {
        figures.push(
          ...(await step('measuring the bytes of a first visit in Chromium', () =>
            firstVisitFigures(product.url, chromePath),
          )),
        );
      }
      if (sections.includes('lighthouse')) {
        const runs = positive('lighthouse-runs', values['lighthouse-runs']);
        // The dashboard as a referrer opens it, from the e-mailed link with a real token (issue #31):
        // without one the page only sends the visitor on to /refer, which is measured on its own.
        const token = await registerReferrer(product.url);
        const outcome = await step(`running Lighthouse on 5 routes (${runs} runs each)`, () =>
          lighthouseFigures(product.url, runs, chromePath, {
            '/referral-dashboard': `?token=${encodeURIComponent(token)}`,
          }),
        );
        figures.push(...outcome.figures);
        benchmarkIndex = outcome.benchmarkIndex;
      }
    } finally {
      await product.stop();
    }
  }

  console.log('');
  let section = '';
  for (const figure of figures) {
    if (figure.section !== section) {
      section = figure.section;
      console.log(`\n${section}`);
    }
    console.log(formatLine(figure));
  }
  const cpu = os.cpus();
  const host = [
    `${cpu.length} CPU(s) ${cpu[0]?.model.trim() ?? ''}`.trim(),
    `${Math.round(os.totalmem() / 2 ** 30)} GB RAM`,
    `node ${process.version}`,
    `load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${(os.loadavg()[0] ?? Number.NaN).toFixed(1)} at the end`,
    ...(sections.includes('lighthouse')
      ? [chromiumVersion(chromePath), `Lighthouse benchmarkIndex ${benchmarkIndex}`]
      : []),
  ].join(', ');
  const durationSeconds = (Date.now() - startedAt.getTime()) / 1000;
  const skipped = SECTIONS.filter((name) => !sections.includes(name));
  // Only a full run replaces the record the README quotes; formatted as the repository formats Markdown.
  const reportFile = path.join(repoRoot, 'bench', 'latest.md');
  if (skipped.length === 0) {
    const previous = previousValues(await readFile(reportFile, 'utf8').catch(() => ''));
    const report = withPrevious(
      markdownReport(figures, { startedAt, durationSeconds, host, skipped }),
      previous,
    );
    const style = (await resolveConfig(reportFile)) ?? {};
    await writeFile(reportFile, await format(report, { ...style, filepath: reportFile }));
  }
  const written =
    skipped.length === 0 ? 'Written to bench/latest.md.' : 'Partial run: bench/latest.md left as it was.';

  const failed = figures.filter((figure) => verdict(figure) === 'fail');
  console.log(`\n${host}`);
  console.log(
    failed.length === 0
      ? `All ${figures.filter((figure) => verdict(figure) === 'pass').length} budgeted figures are within budget (${Math.round(durationSeconds)} s). ${written}`
      : `${failed.length} figure(s) over budget: ${failed.map((figure) => figure.name).join('; ')}. ${written}`,
  );
  return failed.length === 0 ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`\nnpm run bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  },
);
