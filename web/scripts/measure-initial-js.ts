/**
 * Prints the initial JS of every pre-rendered route of web/dist and fails above the budget.
 * Run after `npm run build:web`: `tsx web/scripts/measure-initial-js.ts`.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureInitialJs } from './initial-js.ts';

export const INITIAL_JS_BUDGET_BYTES = 100 * 1024;

const dist = path.resolve(
  process.env['WEB_DIST'] || path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'),
);

async function htmlFiles(dir: string, route = '/'): Promise<{ route: string; file: string }[]> {
  const found: { route: string; file: string }[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== 'assets' && !entry.name.startsWith('.')) {
      found.push(...(await htmlFiles(path.join(dir, entry.name), `${route}${entry.name}/`)));
    } else if (entry.name === 'index.html') {
      found.push({ route: route === '/' ? '/' : route.slice(0, -1), file: path.join(dir, entry.name) });
    }
  }
  return found;
}

let over = false;
for (const { route, file } of await htmlFiles(dist)) {
  const html = await readFile(file, 'utf8');
  if (!html.includes('data-prerendered-route')) continue;
  const { gzipBytes, files } = await measureInitialJs(html, dist);
  over ||= gzipBytes > INITIAL_JS_BUDGET_BYTES;
  const detail = files.map((f) => `${path.basename(f.url)} ${(f.gzipBytes / 1024).toFixed(1)}`).join(', ');
  console.log(`${route.padEnd(18)} ${(gzipBytes / 1024).toFixed(1).padStart(6)} KB  (${detail})`);
}
if (over) {
  console.error(`A route is over the ${INITIAL_JS_BUDGET_BYTES / 1024} KB budget`);
  process.exitCode = 1;
}
