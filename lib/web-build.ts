import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web app's build output, deployed to the site bucket when it exists at synth time. */
export const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'web', 'dist');

/**
 * Paths with their own pre-rendered page in the build (`pricing/index.html` -> `/pricing`), so the edge
 * serves them as themselves instead of the app shell.
 */
export function prerenderedRoutes(dir: string = webDistDir): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'assets') continue;
      const child = path.posix.join(relative, entry.name);
      if (existsSync(path.join(dir, child, 'index.html'))) found.push(`/${child}`);
      walk(child);
    }
  };
  walk('');
  return found.sort();
}

/**
 * CloudFront Function (viewer request) for the site's default behaviour. Files (a dot in the last
 * segment) pass through; a pre-rendered route gets its own index.html; any other path is a client
 * route of the single-page app and gets the app shell, which renders its own not-found page.
 */
export function rewriteFunctionCode(routes: readonly string[]): string {
  const table = JSON.stringify(Object.fromEntries(routes.map((route) => [route, true])));
  return `var prerendered = ${table};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.length > 1 && uri.charAt(uri.length - 1) === '/') uri = uri.substring(0, uri.length - 1);
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) return request;
  request.uri = prerendered[uri] === true ? uri + '/index.html' : '/index.html';
  return request;
}
`;
}
