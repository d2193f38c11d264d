import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { IMMUTABLE_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL } from '../../domain/cache-policy.ts';
import { compress, sendBody, type ContentEncoding } from '../http-io.ts';
// The same prefixes CloudFront answers 200 with the shell, so local and AWS agree (/r/<slug>).
import { appShellPrefixes } from '../../../lib/edge-routing.ts';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

/** Vite fingerprints everything under /assets (functions/domain/cache-policy.ts). */
const IMMUTABLE = IMMUTABLE_CACHE_CONTROL;
const REVALIDATE = REVALIDATE_CACHE_CONTROL;

interface CachedFile {
  readonly mtimeMs: number;
  readonly size: number;
  readonly body: Buffer;
  readonly encoded: Map<ContentEncoding, Buffer>;
}

export interface StaticSite {
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void>;
  /** True once `index.html` exists, i.e. the web app has been built. */
  hasBuild(): Promise<boolean>;
}

export function createStaticSite(
  webRoot: string,
  shellPrefixes: readonly string[] = appShellPrefixes,
): StaticSite {
  const root = path.resolve(webRoot);
  const cache = new Map<string, CachedFile>();

  async function load(file: string): Promise<CachedFile | undefined> {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const fresh: CachedFile = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      body: await readFile(file),
      encoded: new Map(),
    };
    cache.set(file, fresh);
    return fresh;
  }

  /** Resolves a URL path inside the root; undefined for traversal attempts and dot-files. */
  function inside(pathname: string): string | undefined {
    if (pathname.includes('\0') || pathname.split('/').some((segment) => segment.startsWith('.')))
      return undefined;
    const resolved = path.resolve(root, `.${pathname}`);
    return resolved === root || resolved.startsWith(root + path.sep) ? resolved : undefined;
  }

  async function find(pathname: string): Promise<{ file: string; content: CachedFile } | undefined> {
    const base = inside(pathname);
    if (!base) return undefined;
    const candidates = pathname.endsWith('/')
      ? [path.join(base, 'index.html')]
      : [base, path.join(base, 'index.html'), `${base}.html`];
    for (const file of candidates) {
      const content = await load(file);
      if (content) return { file, content };
    }
    return undefined;
  }

  function serve(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    content: CachedFile,
    cacheControl: string,
    status = 200,
  ): void {
    const etag = `W/"${content.size.toString(16)}-${Math.floor(content.mtimeMs).toString(16)}"`;
    const headers = {
      'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': cacheControl,
      etag,
    };
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    sendBody(req, res, status, headers, content.body, (encoding) => {
      const known = content.encoded.get(encoding);
      if (known) return known;
      const made = compress(content.body, encoding);
      content.encoded.set(encoding, made);
      return made;
    });
  }

  function notFound(req: IncomingMessage, res: ServerResponse, message = 'Not found'): void {
    sendBody(
      req,
      res,
      404,
      { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      Buffer.from(message),
    );
  }

  /** An HTML navigation to a path whose last segment has no file extension. */
  function isClientRoute(req: IncomingMessage, pathname: string): boolean {
    const accept = req.headers.accept ?? '';
    const lastSegment = pathname.split('/').pop() ?? '';
    return accept.includes('text/html') && !lastSegment.includes('.') && !pathname.startsWith('/assets/');
  }

  return {
    async hasBuild() {
      return (await load(path.join(root, 'index.html'))) !== undefined;
    },

    async handle(req, res, pathname) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
        res.end('Method not allowed');
        return;
      }
      const found = await find(pathname);
      if (found) {
        const cacheControl = pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
        serve(req, res, found.file, found.content, cacheControl);
        return;
      }
      if (!isClientRoute(req, pathname)) {
        notFound(req, res);
        return;
      }
      const indexFile = path.join(root, 'index.html');
      const index = await load(indexFile);
      if (!index) {
        notFound(req, res, 'The web app is not built yet: run npm run build:web');
        return;
      }
      // Every route of the app has its own file in the build (pre-rendered page or shell copy), so a
      // navigation that reaches this point is unknown: the shell renders the app's 404 page, and the
      // status says so too (crawlers and monitors read the status, not the page). A page under a
      // shell prefix (a partner's short link, /r/<slug>) is one the shell renders: 200.
      const shellPage = shellPrefixes.some(
        (prefix) => pathname.length > prefix.length && pathname.startsWith(prefix),
      );
      serve(req, res, indexFile, index, 'no-store', shellPage ? 200 : 404);
    },
  };
}
