import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** Thrown by readBody once a request passes its cap, so the caller can answer 413 without buffering the rest. */
export class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`Request body is larger than ${limitBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** How much of an oversized body is still read (and dropped) so the client sees the 413, not a reset. */
const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

/**
 * Reads a request body up to `limitBytes`. Past the cap it rejects at once (so the caller answers
 * 413) but keeps reading and dropping the rest: closing a socket with unread data makes the client
 * see a reset before it reads the 413. A body past DRAIN_LIMIT_BYTES is cut off.
 */
export function readBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number(req.headers['content-length'] ?? 0) > limitBytes;
    if (tooLarge) reject(new BodyTooLargeError(limitBytes));
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > DRAIN_LIMIT_BYTES) {
        req.destroy();
        return;
      }
      if (tooLarge) return;
      if (size > limitBytes) {
        tooLarge = true;
        chunks.length = 0;
        reject(new BodyTooLargeError(limitBytes));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!tooLarge) resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (!tooLarge) reject(error);
    });
  });
}

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|wasm)|image\/svg\+xml)|\+json|\+xml/;
const MIN_COMPRESS_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';

/** Picks brotli, then gzip, honouring q=0 refusals in Accept-Encoding. */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

export function isCompressible(contentType: string | undefined): boolean {
  return contentType !== undefined && COMPRESSIBLE.test(contentType);
}

export function compress(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body);
}

/**
 * Writes a complete response, compressing text bodies when the client accepts it.
 * `precompressed` lets the static server reuse encodings it already produced.
 */
export function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body: Buffer,
  precompressed?: (encoding: ContentEncoding) => Buffer,
): void {
  const contentType = headers['content-type'];
  let payload = body;
  const finalHeaders: OutgoingHttpHeaders = { ...headers };
  if (
    isCompressible(typeof contentType === 'string' ? contentType : undefined) &&
    body.length >= MIN_COMPRESS_BYTES
  ) {
    finalHeaders.vary = 'Accept-Encoding';
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    if (encoding) {
      payload = precompressed ? precompressed(encoding) : compress(body, encoding);
      finalHeaders['content-encoding'] = encoding;
    }
  }
  finalHeaders['content-length'] = payload.length;
  res.writeHead(status, finalHeaders);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: OutgoingHttpHeaders = {},
): void {
  sendBody(
    req,
    res,
    status,
    { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    Buffer.from(JSON.stringify(body)),
  );
}

/** The product's error shape, `{error: {code, message}}`, for answers the runtime gives itself. */
export function sendError(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: OutgoingHttpHeaders = {},
): void {
  sendJson(req, res, status, { error: { code, message } }, headers);
}

export function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, html: string): void {
  sendBody(
    req,
    res,
    status,
    { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    Buffer.from(html),
  );
}

export { escapeHtml } from '../domain/html.ts';
