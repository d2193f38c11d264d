/**
 * Runs after `vite build` (npm run build:web). Renders every public page of the site with
 * react-dom/static into web/dist/<route>/index.html (dist/index.html for /), so its content and
 * head tags are in the HTML before any script runs; the client then hydrates it (main.tsx).
 * Client-only routes (/quarteradmin, /sign-in, ...) get a copy of the plain app shell, so only
 * unknown paths fall back to index.html. Also writes sitemap.xml and the robots.txt sitemap line.
 *
 * SITE_URL (the public origin) decides absolute URLs in canonical links, the sitemap and the
 * structured data; without it the production domain is used, which is also right for other
 * stages: search engines should index the production copy only.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { createServer } from 'vite';
import { routeDocument, sitemapXml } from './html-document.ts';

const DEFAULT_SITE_ORIGIN = 'https://quarter.ng';
/** The script of a pre-rendered page: it starts the app (the shell's entry) after the first paint. */
const BOOT_SOURCE = path.join('src', 'boot.ts');

type RenderModule = typeof import('./render-route.tsx');
type PagesModule = typeof import('../src/shell/prerendered-pages.ts');
type OrganizationModule = typeof import('../src/features/site/organization.ts');
type MarkerModule = typeof import('../src/features/site/prerender-marker.ts');
type PathsModule = typeof import('../src/lib/paths.ts');
type BrandModule = typeof import('../src/components/layout/brand.ts');
type BootModule = typeof import('../src/lib/boot.ts');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** WEB_DIST builds elsewhere (e.g. vite build --outDir /tmp/x); the default is web/dist. */
const dist = path.resolve(process.env['WEB_DIST'] || path.join(webRoot, 'dist'));

function siteOrigin(): string {
  const origin = (process.env['SITE_URL'] ?? '').trim() || DEFAULT_SITE_ORIGIN;
  return new URL(origin).origin;
}

/** The chunk and every chunk it statically imports, depth first, each once. */
function chunkClosure(manifest: Manifest, key: string, into: Set<string> = new Set()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, into);
  return into;
}

function outputFile(route: string): string {
  return route === '/'
    ? path.join(dist, 'index.html')
    : path.join(dist, ...route.split('/').filter(Boolean), 'index.html');
}

async function write(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/**
 * Bundles src/boot.ts on its own (a second Vite entry would split the app's chunks differently)
 * into assets/boot-<content hash>.js, hashed like every other /assets file, and writes boot.json
 * (its name) for the service worker build.
 */
export const BOOT_FILE_RECORD = path.join('.vite', 'boot.json');
async function buildBoot(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(webRoot, BOOT_SOURCE)],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error(`esbuild wrote nothing for ${BOOT_SOURCE}`);
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const file = `assets/boot-${hash}.js`;
  await write(path.join(dist, file), Buffer.from(code).toString('utf8'));
  await write(path.join(dist, BOOT_FILE_RECORD), `${JSON.stringify({ file })}\n`);
  return file;
}

async function main(): Promise<void> {
  const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const origin = siteOrigin();

  const vite = await createServer({
    configFile: path.join(webRoot, 'vite.config.ts'),
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const load = <T>(id: string) => vite.ssrLoadModule(id) as Promise<T>;
    const { renderRoute } = await load<RenderModule>('/scripts/render-route.tsx');
    const { prerenderedPages } = await load<PagesModule>('/src/shell/prerendered-pages.ts');
    const { organizationJsonLd } = await load<OrganizationModule>('/src/features/site/organization.ts');
    const { PRERENDERED_ROUTE_ATTRIBUTE, PRERENDERED_QUERY_ATTRIBUTE } = await load<MarkerModule>(
      '/src/features/site/prerender-marker.ts',
    );
    const { paths } = await load<PathsModule>('/src/lib/paths.ts');
    const { brand } = await load<BrandModule>('/src/components/layout/brand.ts');
    const { PAGE_CHUNKS_ATTRIBUTE, APP_ENTRY_ATTRIBUTE } = await load<BootModule>('/src/lib/boot.ts');

    if (shell.includes(PRERENDERED_ROUTE_ATTRIBUTE)) {
      throw new Error('dist/index.html is already pre-rendered: run vite build before this script');
    }

    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    const bootScript = await buildBoot();

    if (!entryKey) throw new Error('The Vite manifest has no entry chunk');
    const loadedByShell = chunkClosure(manifest, entryKey);
    // The shell's own stylesheets (Vite links them in <head>), inlined into every pre-rendered page.
    const shellStylesheets = [...loadedByShell].flatMap((key) => manifest[key]?.css ?? []);
    if (shellStylesheets.length === 0)
      throw new Error('The Vite manifest names no stylesheet for the app shell');

    for (const page of prerenderedPages) {
      // The app boot.ts starts after the first paint (its entry's imports) and the page's own
      // chunks, fetched together; the entry itself boot.ts imports.
      const chunks = [...chunkClosure(manifest, page.module, new Set(loadedByShell))].filter(
        (key) => key !== entryKey,
      );
      // A frame is rendered as its address would be with the parameter (any non-empty value).
      const markup = await renderRoute(
        page.requiredQuery ? `${page.path}?${page.requiredQuery}=pre-rendered` : page.path,
      );
      if (!markup.includes('<h1'))
        throw new Error(`${page.path} rendered without a heading: is the page still loading?`);
      const html = routeDocument(shell, {
        path: page.path,
        title: page.title,
        description: page.description,
        canonicalUrl: new URL(page.path, origin).href,
        siteName: brand.name,
        preloads: chunks.map((key) => `/${manifest[key]?.file ?? ''}`),
        stylesheets: await Promise.all(
          [...new Set([...shellStylesheets, ...chunks.flatMap((key) => manifest[key]?.css ?? [])])].map(
            async (file) => ({ href: `/${file}`, css: await readFile(path.join(dist, file), 'utf8') }),
          ),
        ),
        jsonLd: page.path === '/' ? organizationJsonLd(origin) : undefined,
        markup,
        routeAttribute: PRERENDERED_ROUTE_ATTRIBUTE,
        requiredQuery: page.requiredQuery
          ? { name: page.requiredQuery, attribute: PRERENDERED_QUERY_ATTRIBUTE }
          : undefined,
        pageChunksAttribute: PAGE_CHUNKS_ATTRIBUTE,
        boot: {
          script: `/${bootScript}`,
          appEntry: `/${manifest[entryKey]?.file ?? ''}`,
          appEntryAttribute: APP_ENTRY_ATTRIBUTE,
        },
      });
      await write(outputFile(page.path), html);
      console.log(`pre-rendered ${page.path}`);
    }

    const prerendered = new Set(prerenderedPages.map((page) => page.path));
    const clientRoutes = Object.values(paths)
      .map((route) => route.path)
      .filter((route) => route.startsWith('/') && !prerendered.has(route));
    for (const route of clientRoutes) await write(outputFile(route), shell);

    // Frames the app fills (a dashboard) are no page for search engines (robots.txt keeps them out).
    const sitemapPaths = prerenderedPages.filter((page) => !page.requiredQuery).map((page) => page.path);
    await write(
      path.join(dist, 'sitemap.xml'),
      sitemapXml(sitemapPaths.map((route) => new URL(route, origin).href)),
    );
    const robotsFile = path.join(dist, 'robots.txt');
    const robots = await readFile(robotsFile, 'utf8').catch(() => 'User-agent: *\nAllow: /\n');
    if (!/^Sitemap:/m.test(robots)) {
      await write(robotsFile, `${robots.trimEnd()}\n\nSitemap: ${origin}/sitemap.xml\n`);
    }
    console.log(`shells for ${clientRoutes.length} client routes, sitemap.xml for ${origin}`);
  } finally {
    await vite.close();
  }
}

await main();
