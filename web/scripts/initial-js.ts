import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a page's HTML makes the browser fetch before anything else happens: module
 * scripts, modulepreloads, and the chunks a pre-rendered page names for main.tsx to fetch once it
 * has painted (data-page-chunks on #root, issue #31). The public-route budget is measured on this.
 */
export function initialScripts(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g))
    found.add(match[1] ?? '');
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g))
    found.add(match[1] ?? '');
  for (const match of html.matchAll(/\bdata-app-entry="([^"]*)"/g)) found.add(match[1] ?? '');
  for (const match of html.matchAll(/\bdata-page-chunks="([^"]*)"/g))
    for (const url of (match[1] ?? '').split(' ')) found.add(url);
  found.delete('');
  return [...found];
}

export interface InitialJs {
  readonly files: readonly { readonly url: string; readonly gzipBytes: number }[];
  readonly gzipBytes: number;
}

/** Gzipped size (zlib default level, as CloudFront and the local server compress) of each initial script. */
export async function measureInitialJs(html: string, dist: string): Promise<InitialJs> {
  const files = await Promise.all(
    initialScripts(html).map(async (url) => {
      const body = await readFile(path.join(dist, ...url.split('/').filter(Boolean)));
      return { url, gzipBytes: gzipSync(body).length };
    }),
  );
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
