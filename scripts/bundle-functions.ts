/**
 * Bundles every Lambda entry named in functions/handlers/routes.ts into dist/functions/<name>/index.mjs,
 * the directory lib/house-function.ts deploys with Code.fromAsset. Run: `npm run build:functions`.
 *
 * The AWS SDK v3 is bundled, not left external: the Node 22 runtime ships an SDK whose version AWS
 * chooses and changes, while our tests run against the versions pinned in package-lock.json. Bundled,
 * tree-shaken and minified ESM clients are also smaller to load than resolving the runtime's full
 * packages on a cold start. Set BUNDLE_EXTERNAL_SDK=1 to compare (sizes land in manifest.json).
 *
 * BUNDLE_ONLY_EXISTING=1 skips handlers whose file does not exist yet (for infra work while handlers
 * are being written). Without it a missing handler fails the build: a deploy must never ship a route
 * without its Lambda.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';
import { eventHandlers, routes } from '../functions/handlers/routes.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const handlersDir = path.join(root, 'functions', 'handlers');
const localDir = path.join(root, 'functions', 'local') + path.sep;
const outDir = path.join(root, 'dist', 'functions');

const createRequireBanner =
  "import { createRequire as __quarterCreateRequire } from 'node:module';" +
  'const require = __quarterCreateRequire(import.meta.url);';

export function lambdaEntryNames(): string[] {
  return [
    ...new Set<string>([...routes.map((route) => route.handler), ...Object.values(eventHandlers)]),
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

interface BundleReport {
  readonly entry: string;
  readonly bytes: number;
  readonly sourcemapBytes: number;
}

async function main(): Promise<void> {
  const onlyExisting = process.env.BUNDLE_ONLY_EXISTING === '1';
  const externalSdk = process.env.BUNDLE_EXTERNAL_SDK === '1';
  const names = lambdaEntryNames();
  const missing = names.filter((name) => !existsSync(path.join(handlersDir, `${name}.ts`)));
  if (missing.length > 0 && !onlyExisting) {
    throw new Error(
      `Cannot bundle: no handler file for ${missing.map((name) => `functions/handlers/${name}.ts`).join(', ')}. ` +
        'Every handler named in functions/handlers/routes.ts must exist (BUNDLE_ONLY_EXISTING=1 skips them for local infra work).',
    );
  }
  if (missing.length > 0) console.warn(`Skipping handlers that do not exist yet: ${missing.join(', ')}`);
  const present = names.filter((name) => !missing.includes(name));

  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  if (present.length === 0) throw new Error('No handler files to bundle.');

  const result = await build({
    absWorkingDir: root,
    entryPoints: present.map((name) => ({ in: path.join(handlersDir, `${name}.ts`), out: `${name}/index` })),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    mainFields: ['module', 'main'],
    banner: { js: createRequireBanner },
    minify: true,
    sourcemap: 'linked',
    sourcesContent: false,
    treeShaking: true,
    legalComments: 'none',
    external: externalSdk ? ['@aws-sdk/*', '@smithy/*'] : [],
    metafile: true,
    logLevel: 'warning',
    plugins: [forbidLocalStandIns],
  });

  const manifest: Record<string, BundleReport> = {};
  for (const name of present) {
    const file = path.join(outDir, name, 'index.mjs');
    manifest[name] = {
      entry: `functions/handlers/${name}.ts`,
      bytes: (await stat(file)).size,
      sourcemapBytes: (await stat(`${file}.map`)).size,
    };
  }
  await writeFile(
    path.join(outDir, 'manifest.json'),
    JSON.stringify({ sdk: externalSdk ? 'external' : 'bundled', functions: manifest }, null, 2) + '\n',
  );
  printSizes(manifest, result.metafile);
}

function printSizes(manifest: Record<string, BundleReport>, metafile: Metafile): void {
  const inputs = Object.keys(metafile.inputs).length;
  for (const [name, report] of Object.entries(manifest)) {
    console.log(`${name.padEnd(28)} ${(report.bytes / 1024).toFixed(1).padStart(8)} KiB`);
  }
  console.log(
    `Bundled ${Object.keys(manifest).length} functions from ${inputs} source files into dist/functions.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
