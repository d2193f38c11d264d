import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Figure } from './figures.ts';
import { htmlFileOf, webDist, webRoutes, type WebRoute } from './web-routes.ts';

/** Issue #31: 85 KB, so the next feature has room (was 100 KB). */
export const INITIAL_JS_BUDGET_KB = 85;
const SECTION = 'Initial JavaScript per public route (gzipped)';

interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly imports?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

/**
 * Code that must reach a visitor only when asked for: the chat dialog (the floating button is in
 * every page on purpose), the staff area and the launch chat (except on /launch itself).
 */
const SPLIT_OUT = [
  {
    name: 'chat widget',
    folder: 'src/features/chat-widget/',
    allowed: ['src/features/chat-widget/chat-launcher.tsx'],
  },
  { name: 'admin', folder: 'src/features/admin/', allowed: [] },
  { name: 'launch chat', folder: 'src/features/launch-chat/', allowed: [] },
] as const;

/**
 * What the HTML makes the browser fetch first: module scripts, modulepreloads, and the app entry and
 * page chunks a pre-rendered page names for boot.ts to fetch after the first paint (site-absolute URLs).
 */
export function htmlScripts(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.matchAll(/<script\b[^>]*>/g)) {
    if (!/\btype=["']module["']/.test(tag[0])) continue;
    const src = /\bsrc=["']([^"']+)["']/.exec(tag[0])?.[1];
    if (src) found.add(src);
  }
  for (const tag of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel=["']modulepreload["']/.test(tag[0])) continue;
    const href = /\bhref=["']([^"']+)["']/.exec(tag[0])?.[1];
    if (href) found.add(href);
  }
  for (const entry of html.matchAll(/\bdata-app-entry="([^"]+)"/g)) found.add(entry[1] as string);
  for (const list of html.matchAll(/\bdata-page-chunks="([^"]*)"/g)) {
    for (const url of (list[1] ?? '').split(' ').filter(Boolean)) found.add(url);
  }
  return [...found];
}

/** Manifest keys and every chunk they import statically (what the browser must load before running them). */
function staticClosure(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in web/dist/.vite/manifest.json`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** Source modules bundled into a chunk, repo-relative to web/ (from the chunk's source map). */
async function chunkSources(file: string): Promise<string[]> {
  const mapFile = path.join(webDist, `${file}.map`);
  // The bundler's own runtime helpers are generated code with no sources to map.
  if (!existsSync(mapFile) && /^(rolldown-runtime|preload-helper)/.test(path.basename(file))) return [];
  // The boot script (web/src/boot.ts) is built without a map; it imports nothing of a feature.
  if (!existsSync(mapFile) && /^boot-/.test(path.basename(file))) return [];
  if (!existsSync(mapFile))
    throw new Error(`${file} has no source map: the split-out check needs build.sourcemap`);
  const map = JSON.parse(await readFile(mapFile, 'utf8')) as { sources?: string[]; sourceRoot?: string };
  const webRoot = path.dirname(webDist);
  return (map.sources ?? []).map((source) =>
    path
      .relative(webRoot, path.resolve(path.dirname(mapFile), map.sourceRoot ?? '', source))
      .split(path.sep)
      .join('/'),
  );
}

export interface RouteInitialJs {
  readonly route: WebRoute;
  readonly files: readonly { readonly file: string; readonly gzipBytes: number }[];
  readonly gzipBytes: number;
  /** "feature: module (chunk)" for split-out code that the route loads up front */
  readonly leaks: readonly string[];
}

/**
 * The initial JavaScript of one route: the HTML's module script and preloads, the route's own page
 * (React.lazy fetches it as soon as the app renders, pre-rendered or not), and everything those
 * import statically, each file once, gzipped at zlib's default level as served.
 */
export async function measureRoute(route: WebRoute, manifest: Manifest): Promise<RouteInitialJs> {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const html = await readFile(htmlFileOf(route.path), 'utf8');
  const scripts = htmlScripts(html);
  // The boot script of a pre-rendered page is bundled on its own (web/scripts/prerender.ts): a
  // file without imports, outside the Vite manifest.
  const standalone = scripts.filter((url) => !byFile.has(url) && /^\/assets\/boot-[\w-]+\.js$/.test(url));
  const entryKeys = scripts
    .filter((url) => !standalone.includes(url))
    .map((url) => {
      const key = byFile.get(url);
      if (!key) throw new Error(`${route.path}: ${url} is not a chunk of the Vite manifest`);
      return key;
    });
  const keys = staticClosure(manifest, [...entryKeys, route.pageModule]);
  const files = await Promise.all(
    [
      ...[...keys].map((key) => (manifest[key] as ManifestChunk).file),
      ...standalone.map((url) => url.slice(1)),
    ].map(async (file) => ({ file, gzipBytes: gzipSync(await readFile(path.join(webDist, file))).length })),
  );
  const ownFeature = route.pageModule.split('/').slice(0, 3).join('/') + '/';
  const leaks: string[] = [];
  for (const { file } of files) {
    for (const source of await chunkSources(file)) {
      for (const rule of SPLIT_OUT) {
        if (!source.startsWith(rule.folder) || rule.folder === ownFeature) continue;
        if ((rule.allowed as readonly string[]).includes(source)) continue;
        leaks.push(`${rule.name}: ${source} (${path.basename(file)})`);
      }
    }
  }
  return { route, files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), leaks };
}

export async function readManifest(): Promise<Manifest> {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error('web/dist/.vite/manifest.json is missing: run npm run build:web');
  return JSON.parse(await readFile(file, 'utf8')) as Manifest;
}

export async function initialJsFigures(): Promise<Figure[]> {
  const manifest = await readManifest();
  const routes = (await webRoutes()).filter((route) => route.public);
  const measured = await Promise.all(routes.map((route) => measureRoute(route, manifest)));
  const figures: Figure[] = measured.map(({ route, files, gzipBytes }) => ({
    section: SECTION,
    name: `initial JS ${route.path}`,
    value: gzipBytes / 1024,
    unit: 'KB',
    budget: { max: INITIAL_JS_BUDGET_KB },
    note: `${files.length} chunks`,
  }));
  const leaks = measured.flatMap(({ route, leaks: found }) => found.map((leak) => `${route.path} ${leak}`));
  figures.push({
    section: SECTION,
    name: 'chat widget, admin, launch chat in public initial JS',
    value: leaks.length,
    unit: 'modules',
    budget: { max: 0 },
    note: leaks.length === 0 ? `checked ${routes.length} public routes` : leaks.slice(0, 5).join('; '),
  });
  return figures;
}
