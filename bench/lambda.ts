import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Figure } from './figures.ts';
import { median } from './stats.ts';
import { repoRoot } from './web-routes.ts';

export const BUNDLE_BUDGET_KB = 300;
/** Issue #31: the median handler bundle, so a typical cold start parses little of our own code. */
export const MEDIAN_BUNDLE_BUDGET_KB = 150;
/** Issue #31: a handler's module init at most 1.25x the DynamoDB document client's own import. */
export const INIT_FLOOR_BUDGET = 1.25;
const DEPENDENCY_SECTION = 'Lambda dependencies (esbuild metafile)';
const SIZE_SECTION = 'Lambda bundles (minified)';
const INIT_SECTION = 'Lambda module init (ratio to the DynamoDB document client import, same run)';
const functionsDist = path.join(repoRoot, 'dist', 'functions');

/**
 * What a deployed function has in its environment, with values that reach nothing: module init must
 * not need the network, only configuration.
 */
const DUMMY_ENV: Record<string, string> = {
  AWS_REGION: 'eu-west-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  TABLE_NAME: 'bench',
  USER_POOL_ID: 'eu-west-1_bench',
  USER_POOL_CLIENT_ID: 'bench',
  COGNITO_ISSUER: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_bench',
  MAIL_FROM: 'Quarter <hello@example.com>',
  SITE_URL: 'https://example.com',
  PAYSTACK_BASE_URL: 'https://api.paystack.invalid',
  PAYSTACK_SECRET_KEY: 'sk_test_bench',
  UPLOAD_BUCKET: 'bench',
  WS_MANAGEMENT_ENDPOINT: 'https://ws.example.invalid',
  SCHEDULING_URL: 'https://calendly.com/bench',
  SCHEDULING_ORIGIN: 'https://calendly.com',
  LOCAL_FIELD_KEY: Buffer.alloc(32, 7).toString('base64'),
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

interface BundleManifest {
  /** 'bundled' (the default build) or 'external' (BUNDLE_EXTERNAL_SDK=1: the runtime's SDK) */
  readonly sdk?: string;
  readonly functions: Readonly<
    Record<
      string,
      {
        readonly bytes: number;
        /** index.mjs alone, without the chunks it imports on first use (scripts/bundle-functions.ts) */
        readonly initBytes?: number;
        readonly inputs?: readonly string[];
        readonly top?: readonly { source: string; bytes: number }[];
      }
    >
  >;
}

export async function readBundleManifest(): Promise<BundleManifest> {
  const file = path.join(functionsDist, 'manifest.json');
  if (!existsSync(file))
    throw new Error('dist/functions/manifest.json is missing: run npm run build:functions');
  return JSON.parse(await readFile(file, 'utf8')) as BundleManifest;
}

/**
 * The child times only the import itself, so node's own start-up is not in the figure: the wall
 * clock (the budgeted figure) and the CPU time the process spent (reported beside it: on a loaded
 * machine the wall clock mostly measures the wait for a core, the CPU time much less so).
 */
const TIMER = [
  'const cpu = process.cpuUsage();',
  'const started = performance.now();',
  'await import(process.env.BENCH_MODULE);',
  'const spent = process.cpuUsage(cpu);',
  'process.stdout.write(`${performance.now() - started} ${(spent.user + spent.system) / 1000}`);',
].join('');

interface ImportTime {
  readonly ms: number;
  readonly cpuMs: number;
}

function timeImport(moduleFile: string): Promise<ImportTime> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', TIMER], {
      env: { PATH: process.env.PATH ?? '', ...DUMMY_ENV, BENCH_MODULE: pathToFileURL(moduleFile).href },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 20_000,
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      const [ms, cpuMs] = out.split(' ').map(Number);
      if (code === 0 && Number.isFinite(ms) && Number.isFinite(cpuMs))
        resolve({ ms: ms as number, cpuMs: cpuMs as number });
      else
        reject(
          new Error(
            `${path.basename(path.dirname(moduleFile))} failed to load: ${err.trim().split('\n')[0] ?? code}`,
          ),
        );
    });
  });
}

/** The median bundle beside its budget, and which packages how many bundles carry (and how much). */
export function bundleSummaryFigures(manifest: BundleManifest): Figure[] {
  const sizes = Object.values(manifest.functions).map((bundle) => bundle.bytes / 1024);
  const figures: Figure[] = [
    {
      section: SIZE_SECTION,
      name: 'median bundle',
      value: median(sizes),
      unit: 'KB',
      budget: { max: MEDIAN_BUNDLE_BUDGET_KB },
      note: `${sizes.length} bundles, ${sizes.filter((kb) => kb <= MEDIAN_BUNDLE_BUDGET_KB).length} within ${MEDIAN_BUNDLE_BUDGET_KB} KB`,
    },
  ];
  const carriers = new Map<string, { count: number; largestKb: number }>();
  for (const bundle of Object.values(manifest.functions)) {
    const packages = new Set(
      (bundle.inputs ?? [])
        .map((input) => /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1])
        .filter((found): found is string => Boolean(found)),
    );
    for (const name of packages) {
      const kb = (bundle.top ?? []).find((item) => item.source === name)?.bytes ?? 0;
      const entry = carriers.get(name) ?? { count: 0, largestKb: 0 };
      carriers.set(name, { count: entry.count + 1, largestKb: Math.max(entry.largestKb, kb / 1024) });
    }
  }
  for (const [name, { count, largestKb }] of [...carriers].sort((a, b) => b[1].count - a[1].count)) {
    figures.push({
      section: DEPENDENCY_SECTION,
      name: `bundles carrying ${name}`,
      value: count,
      unit: 'bundles',
      note: largestKb > 0 ? `up to ${largestKb.toFixed(1)} KB in one bundle` : 'small',
    });
  }
  return figures;
}

export function bundleSizeFigures(manifest: BundleManifest): Figure[] {
  return Object.entries(manifest.functions).map(([name, { bytes, initBytes }]) => ({
    section: SIZE_SECTION,
    name: `bundle ${name}`,
    value: bytes / 1024,
    unit: 'KB',
    budget: { max: BUNDLE_BUDGET_KB },
    note:
      `AWS SDK + Powertools ${manifest.sdk ?? 'bundled'}` +
      (initBytes !== undefined && initBytes < bytes
        ? `; ${(initBytes / 1024).toFixed(1)} KB at init, the rest loaded on first use`
        : ''),
  }));
}

/**
 * Each bundle is imported in a fresh node `runs` times, each time right beside a fresh import of the
 * floor (the DynamoDB document client), alternating which goes first, so both samples of a pair meet
 * the same load on this shared machine. The figure is the median of the pairs' ratios: a failed
 * budget fails the run, and a floor that cannot load fails it loudly.
 */
export async function initTimeFigures(manifest: BundleManifest, runs: number): Promise<Figure[]> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'quarter-bench-'));
  const empty = path.join(scratch, 'empty.mjs');
  await writeFile(empty, 'export {};\n');
  // The floor: the DynamoDB document client's own import (as every handler's bundle imports it from
  // the runtime's SDK), from inside dist/functions so it resolves the same node_modules.
  const floorDir = path.join(functionsDist, '.bench-floor');
  await mkdir(floorDir, { recursive: true });
  const floor = path.join(floorDir, 'index.mjs');
  await writeFile(
    floor,
    [
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
      "import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';",
      'DynamoDBDocumentClient.from(new DynamoDBClient({}));',
    ].join('\n') + '\n',
  );
  const names = Object.keys(manifest.functions);
  const empties: number[] = [];
  const floors: number[] = [];
  const samples = new Map<string, { ms: number[]; ratios: number[]; cpuRatios: number[] }>(
    names.map((name) => [name, { ms: [], ratios: [], cpuRatios: [] }]),
  );
  const failures = new Map<string, string>();
  try {
    for (let round = 0; round < runs; round += 1) {
      empties.push((await timeImport(empty)).ms);
      for (const name of names) {
        if (failures.has(name)) continue;
        const bundle = path.join(functionsDist, name, 'index.mjs');
        let floorTime: ImportTime;
        let time: ImportTime;
        try {
          if ((round + names.indexOf(name)) % 2 === 0) {
            floorTime = await timeImport(floor);
            time = await timeImport(bundle);
          } else {
            time = await timeImport(bundle);
            floorTime = await timeImport(floor);
          }
        } catch (error: unknown) {
          const message = error instanceof Error ? error.message : String(error);
          if (message.startsWith('.bench-floor')) throw new Error(`The floor itself failed: ${message}`);
          failures.set(name, message);
          continue;
        }
        floors.push(floorTime.ms);
        const sample = samples.get(name) as { ms: number[]; ratios: number[]; cpuRatios: number[] };
        sample.ms.push(time.ms);
        sample.ratios.push(time.ms / floorTime.ms);
        sample.cpuRatios.push(time.cpuMs / floorTime.cpuMs);
      }
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
    await rm(floorDir, { recursive: true, force: true });
  }
  const baseline = median(empties);
  const floorMs = median(floors);
  return names.map((name) => {
    const failure = failures.get(name);
    // A bundle that cannot even load has no ratio; the unbounded budget makes it count as a miss.
    if (failure) {
      return {
        section: INIT_SECTION,
        name: `init ${name}`,
        value: Number.NaN,
        unit: 'x',
        budget: { max: Number.POSITIVE_INFINITY },
        note: failure,
      };
    }
    const { ms, ratios, cpuRatios } = samples.get(name) as {
      ms: number[];
      ratios: number[];
      cpuRatios: number[];
    };
    return {
      section: INIT_SECTION,
      name: `init ${name}`,
      value: median(ratios),
      unit: 'x',
      budget: { max: INIT_FLOOR_BUDGET },
      note: `${median(ms).toFixed(1)} ms vs document client ${floorMs.toFixed(1)} ms (empty module ${baseline.toFixed(2)} ms), median of ${runs} paired runs; CPU time ${median(cpuRatios).toFixed(2)}x`,
    };
  });
}
