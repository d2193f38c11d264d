import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { paths } from '../web/src/lib/paths.ts';

export const repoRoot = path.resolve(import.meta.dirname, '..');
export const webDist = path.join(repoRoot, 'web', 'dist');
const routerFile = path.join(repoRoot, 'web', 'src', 'shell', 'router.tsx');

/** Staff-only routes; every other route in the web route table is public. */
const ADMIN_ROUTE_KEYS = new Set(['admin', 'adminLogin']);

export interface WebRoute {
  /** Key in web/src/lib/paths.ts */
  readonly key: string;
  readonly path: string;
  readonly public: boolean;
  /** The page module the router renders for this path, as the Vite manifest names it (src/features/...). */
  readonly pageModule: string;
}

/**
 * Every concrete route of the web app, read from the one route table (paths.ts) and matched to its
 * lazily loaded page through the router source, so a page added by anyone is measured without
 * touching the bench. A route the router does not render is an error, not a silent gap.
 */
export async function webRoutes(): Promise<WebRoute[]> {
  const router = await readFile(routerFile, 'utf8');
  const modules = new Map<string, string>();
  for (const match of router.matchAll(/const (\w+) = lazyPage\(\s*\(\) => import\('\.\.\/([^']+)'\)/g)) {
    modules.set(match[1] as string, `src/${match[2] as string}`);
  }
  const components = new Map<string, string>();
  for (const match of router.matchAll(/path=\{paths\.(\w+)\.path\}\s+element=\{<(\w+)\s*\/>\}/g)) {
    components.set(match[1] as string, match[2] as string);
  }
  const index = /<Route index element=\{<(\w+)\s*\/>\}/.exec(router);
  if (index?.[1]) components.set('home', index[1]);

  const routes: WebRoute[] = [];
  for (const [key, route] of Object.entries(paths)) {
    // The catch-all, and relative paths with a parameter (the partner's short link, r/*), are no page
    // of their own: the app shell answers them and forwards the visitor to a page that is measured.
    if (route.path === '*' || !route.path.startsWith('/')) continue;
    const component = components.get(key);
    const pageModule = component ? modules.get(component) : undefined;
    if (!pageModule)
      throw new Error(`web/src/shell/router.tsx renders no lazy page for paths.${key} (${route.path})`);
    routes.push({ key, path: route.path, public: !ADMIN_ROUTE_KEYS.has(key), pageModule });
  }
  return routes;
}

/** The HTML the server answers for a route: the pre-rendered page or its copy of the app shell. */
export function htmlFileOf(routePath: string): string {
  return routePath === '/'
    ? path.join(webDist, 'index.html')
    : path.join(webDist, ...routePath.split('/').filter(Boolean), 'index.html');
}
