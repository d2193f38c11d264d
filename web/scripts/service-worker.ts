/**
 * Runs after the pre-render (npm run build:web): builds web/dist/sw.js from web/sw/service-worker.ts.
 * esbuild bundles the worker with Workbox; workbox-build's injectManifest then writes the precache
 * list into it, each entry with a revision (a content hash) or, for the hashed /assets files, none:
 * their name changes with their content, so the browser's HTTP cache may answer for them.
 *
 * The precache list is kept small on purpose (a visitor pays for every byte): the offline page, the
 * favicon, and the app every page starts (boot.ts, main.tsx and what
 * it imports). Pages and their own chunks are kept as they are visited (runtime caching in the worker).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { SERVICE_WORKER_URL } from '../src/lib/service-worker-url.ts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.env['WEB_DIST'] || path.join(webRoot, 'dist'));

interface ManifestChunk {
  file: string;
  dynamicImports?: string[];
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

async function main(): Promise<void> {
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry chunk');
  // The boot script of the pre-rendered pages (web/scripts/prerender.ts records its hashed name).
  const boot = JSON.parse(await readFile(path.join(dist, '.vite', 'boot.json'), 'utf8')) as { file: string };
  // The stylesheet is not precached: pre-rendered pages carry it inline, and a client-rendered
  // page keeps it when it loads it (cache first), so a first visit does not pay for it twice.
  // The toasts' view, which the app fetches when the first toast is raised (web/src/shell/providers.tsx):
  // kept with the app, so a toast raised offline still shows.
  const toastView = 'src/components/ui/toast.tsx';
  if (!manifest[entry]?.dynamicImports?.includes(toastView)) {
    throw new Error(`The app entry no longer fetches ${toastView} on demand: update the precache list`);
  }
  const appFiles = [...closure(manifest, entry), ...closure(manifest, toastView)].map(
    (key) => manifest[key]?.file ?? '',
  );
  appFiles.push(boot.file);

  const scratch = await mkdtemp(path.join(tmpdir(), 'quarter-sw-'));
  try {
    const bundled = path.join(scratch, 'sw.js');
    await build({
      entryPoints: [path.join(webRoot, 'sw', 'service-worker.ts')],
      outfile: bundled,
      bundle: true,
      format: 'iife',
      target: 'es2020',
      minify: true,
      // Workbox's development logging is left out of the production worker.
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: bundled,
      swDest: path.join(dist, SERVICE_WORKER_URL.slice(1)),
      globDirectory: dist,
      // The install icons are left to the browser, which fetches them only when installing.
      globPatterns: ['offline.html', 'offline.js', 'favicon.svg', ...appFiles],
      dontCacheBustURLsMatching: /^assets\//,
    });
    if (warnings.length > 0) throw new Error(`workbox-build: ${warnings.join('; ')}`);
    console.log(`sw.js precaches ${count} files (${(size / 1024).toFixed(1)} KB)`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

await main();
