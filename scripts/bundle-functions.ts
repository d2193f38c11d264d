/**
 * Bundles every Lambda entry named in functions/handlers/routes.ts into dist/functions/<name>/index.mjs,
 * the directory lib/house-function.ts deploys with Code.fromAsset. Run: `npm run build:functions`.
 *
 * The AWS SDK v3 (@aws-sdk/*, @smithy/*) is left external: the Lambda Node.js 24 runtime ships it, and
 * bundling it tripled every bundle (about 1.1 MB) and the code a cold start parses. The trade-off: the
 * runtime's SDK version is AWS's choice and can lag the versions pinned in package-lock.json that the
 * tests run against, so an option added in a newer SDK can be ignored in Lambda (client.ts sets
 * `throwOnRequestTimeout`; without it a hung DynamoDB call ends at the function timeout instead).
 * BUNDLE_SDK=1 bundles the pinned SDK instead, for a deploy that must run exactly the tested versions.
 * Powertools (@aws-lambda-powertools/*) is never bundled: every function gets AWS's Powertools layer
 * of the pinned version (lib/lambda-runtime.ts), and functions/adapters/powertools.ts requires it
 * on first use, not at module init (issue #31).
 *
 * Each bundle must stay within BUNDLE_BUDGET_BYTES (issue 9); manifest.json lists sizes and the
 * largest contributors, BUNDLE_ANALYZE=1 prints esbuild's full per-module analysis.
 *
 * BUNDLE_ONLY_EXISTING=1 skips handlers whose file does not exist yet (for infra work while handlers
 * are being written). Without it a missing handler fails the build: a deploy must never ship a route
 * without its Lambda.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeMetafile, build, type Metafile, type Plugin } from 'esbuild';
import { eventHandlers, optionalEventHandlers, routes, streamRoutes } from '../functions/handlers/routes.ts';
import { lambdaTrims } from './bundle-trims.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const handlersDir = path.join(root, 'functions', 'handlers');
const localDir = path.join(root, 'functions', 'local') + path.sep;

/** Where lib/house-function.ts expects the bundles. */
export const defaultOutDir = path.join(root, 'dist', 'functions');

/** Issue 9: at most 300 KB of minified code per handler. */
export const BUNDLE_BUDGET_BYTES = 300 * 1024;

const createRequireBanner =
  "import { createRequire as __quarterCreateRequire } from 'node:module';" +
  'const require = __quarterCreateRequire(import.meta.url);';

export function lambdaEntryNames(): string[] {
  return [
    ...new Set<string>([
      ...routes.map((route) => route.handler),
      ...streamRoutes.map((route) => route.handler),
      ...Object.values(eventHandlers),
      ...Object.values(optionalEventHandlers),
    ]),
  ].sort();
}

const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** Local stand-ins answer to dummy credentials and fake endpoints; one leaking into a Lambda is a defect. */
export const forbidLocalStandIns: Plugin = {
  name: 'forbid-local-stand-ins',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point' || !(args.path.startsWith('.') || path.isAbsolute(args.path)))
        return undefined;
      const target = path.resolve(args.resolveDir, args.path);
      if (!target.startsWith(localDir)) return undefined;
      return {
        errors: [
          {
            text: `${relative(target)} is a local stand-in (functions/local) and must never be bundled into a Lambda; imported by ${relative(args.importer)}`,
          },
        ],
      };
    });
  },
};

export interface Contributor {
  /** A package (`electrodb`) or a source folder (`functions/domain/q`). */
  readonly source: string;
  readonly bytes: number;
}

export interface BundleReport {
  readonly entry: string;
  /** Minified index.mjs and the chunks it loads on first use: what the budget applies to. */
  readonly bytes: number;
  /** index.mjs alone: what a cold start parses. */
  readonly initBytes: number;
  readonly sourcemapBytes: number;
  /** The largest contributors to `bytes`, largest first. */
  readonly top: readonly Contributor[];
  /** Every source file in the bundle, repository-relative. */
  readonly inputs: readonly string[];
}

export interface BundleManifest {
  readonly sdk: 'external' | 'bundled';
  readonly budgetBytes: number;
  readonly functions: Readonly<Record<string, BundleReport>>;
}

export interface BundleOptions {
  readonly outDir?: string;
  readonly bundleSdk?: boolean;
  readonly onlyExisting?: boolean;
  /** Bundle only these handlers (a test that needs a few bundles); every handler when absent. */
  readonly entries?: readonly string[];
}

/** A node_modules path counts towards its package, product code towards its folder. */
function sourceOf(input: string): string {
  const inPackage = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (inPackage?.[1]) return inPackage[1];
  const withoutNamespace = input.replace(/^[a-z-]+:/, '');
  return path.posix.dirname(withoutNamespace);
}

function contributors(output: Metafile['outputs'][string], count = 6): Contributor[] {
  const bySource = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const source = sourceOf(input);
    bySource.set(source, (bySource.get(source) ?? 0) + bytesInOutput);
  }
  return [...bySource]
    .map(([source, bytes]) => ({ source, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}

/**
 * esbuild writes a chunk for every dynamic import it meets, even one in code tree-shaking left out
 * (chat-sessions-save shares chat's composition root but never asks Q). A chunk its index.mjs cannot
 * reach is never loaded: it is deleted, with its map and its metafile entry. Answers the files kept.
 */
async function withoutUnreachableChunks(
  metafile: Metafile,
  folder: string,
  index: string,
): Promise<string[]> {
  const reached = new Set<string>();
  const pending = [index];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    for (const entry of metafile.outputs[file]?.imports ?? [])
      if (!entry.external && metafile.outputs[entry.path]) pending.push(entry.path);
  }
  const unreached = Object.keys(metafile.outputs).filter(
    (file) => file.startsWith(folder) && file.endsWith('.mjs') && !reached.has(file),
  );
  for (const file of unreached) {
    await rm(path.join(root, file));
    await rm(path.join(root, `${file}.map`), { force: true });
    delete metafile.outputs[file];
    delete metafile.outputs[`${file}.map`];
  }
  return [...reached];
}

export async function bundleFunctions(options: BundleOptions = {}): Promise<BundleManifest> {
  const outDir = options.outDir ?? defaultOutDir;
  const names = options.entries ? [...options.entries] : lambdaEntryNames();
  const missing = names.filter((name) => !existsSync(path.join(handlersDir, `${name}.ts`)));
  if (missing.length > 0 && !options.onlyExisting) {
    throw new Error(
      `Cannot bundle: no handler file for ${missing.map((name) => `functions/handlers/${name}.ts`).join(', ')}. ` +
        'Every handler named in functions/handlers/routes.ts must exist (BUNDLE_ONLY_EXISTING=1 skips them for local infra work).',
    );
  }
  if (missing.length > 0) console.warn(`Skipping handlers that do not exist yet: ${missing.join(', ')}`);
  const present = names.filter((name) => !missing.includes(name));
  if (present.length === 0) throw new Error('No handler files to bundle.');

  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });

  // One build per handler, with splitting: what a handler imports dynamically (Q, on its first
  // question) becomes a chunk beside its index.mjs, so a cold start neither evaluates nor even parses
  // it (issue #31). Chunks stay in the handler's own folder, which is what lib/house-function.ts deploys.
  const results = await Promise.all(
    present.map((name) =>
      build({
        absWorkingDir: root,
        entryPoints: [{ in: path.join(handlersDir, `${name}.ts`), out: 'index' }],
        outdir: path.join(outDir, name),
        outExtension: { '.js': '.mjs' },
        bundle: true,
        splitting: true,
        chunkNames: 'on-first-use-[hash]',
        platform: 'node',
        // Lambda runs Node 24 (lib/house-function.ts); node22 syntax runs there unchanged and also in the
        // Node the tests load the bundles in.
        target: 'node22',
        format: 'esm',
        mainFields: ['module', 'main'],
        banner: { js: createRequireBanner },
        minify: true,
        sourcemap: 'linked',
        sourcesContent: false,
        treeShaking: true,
        legalComments: 'none',
        external: options.bundleSdk ? [] : ['@aws-sdk/*', '@smithy/*', '@aws-lambda-powertools/*'],
        metafile: true,
        logLevel: 'warning',
        plugins: [forbidLocalStandIns, ...lambdaTrims],
      }),
    ),
  );
  const metafile: Metafile = {
    inputs: Object.assign({}, ...results.map((result) => result.metafile.inputs)) as Metafile['inputs'],
    outputs: Object.assign({}, ...results.map((result) => result.metafile.outputs)) as Metafile['outputs'],
  };

  const functions: Record<string, BundleReport> = {};
  for (const name of present) {
    const folder = `${relative(path.join(outDir, name))}/`;
    const index = `${folder}index.mjs`;
    if (!metafile.outputs[index]) throw new Error(`esbuild reported no output for ${name}`);
    const files = await withoutUnreachableChunks(metafile, folder, index);
    const sizes = await Promise.all(files.map((file) => stat(path.join(root, file))));
    const maps = await Promise.all(files.map((file) => stat(path.join(root, `${file}.map`))));
    // Every output file of the handler counts towards its budget: a chunk is loaded later, not free.
    const merged = { inputs: Object.assign({}, ...files.map((file) => metafile.outputs[file]?.inputs)) };
    functions[name] = {
      entry: `functions/handlers/${name}.ts`,
      bytes: sizes.reduce((sum, size) => sum + size.size, 0),
      initBytes: (await stat(path.join(root, index))).size,
      sourcemapBytes: maps.reduce((sum, size) => sum + size.size, 0),
      top: contributors(merged as Metafile['outputs'][string]),
      inputs: Object.keys(merged.inputs).sort(),
    };
  }
  const manifest: BundleManifest = {
    sdk: options.bundleSdk ? 'bundled' : 'external',
    budgetBytes: BUNDLE_BUDGET_BYTES,
    functions,
  };
  await writeFile(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  await writeFile(path.join(outDir, 'metafile.json'), JSON.stringify(metafile) + '\n');
  if (process.env.BUNDLE_ANALYZE === '1') console.log(await analyzeMetafile(metafile));
  return manifest;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printSizes(manifest: BundleManifest): void {
  for (const [name, report] of Object.entries(manifest.functions)) {
    const over = report.bytes > manifest.budgetBytes ? '  OVER BUDGET' : '';
    const top = report.top.map((item) => `${item.source} ${kib(item.bytes)}`).join(', ');
    const atInit = report.initBytes < report.bytes ? ` (${kib(report.initBytes)} at init)` : '';
    console.log(`${name.padEnd(26)} ${kib(report.bytes).padStart(9)}${over}${atInit}  | ${top}`);
  }
  console.log(
    `Bundled ${Object.keys(manifest.functions).length} functions (AWS SDK and Powertools ${manifest.sdk}, budget ${kib(manifest.budgetBytes)} each) into dist/functions.`,
  );
}

async function main(): Promise<void> {
  const manifest = await bundleFunctions({
    bundleSdk: process.env.BUNDLE_SDK === '1',
    onlyExisting: process.env.BUNDLE_ONLY_EXISTING === '1',
  });
  printSizes(manifest);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
