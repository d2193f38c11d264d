import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';

/** The mark the Lambda Node.js runtime puts on a handler wrapped by `awslambda.streamifyResponse`. */
const STREAMING = Symbol.for('aws.lambda.runtime.handler.streaming');

/** What a streamed handler sends before its body (HttpResponseStream.from's metadata). */
interface StreamPrelude {
  readonly statusCode?: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly cookies?: readonly string[];
}

/**
 * The response stream a function URL hands a streamed handler, over a local response: the prelude
 * becomes the status and headers, every write goes out at once as an HTTP/1.1 chunk (no
 * content-length, no compression), as CloudFront passes a function URL's stream on.
 */
export class LocalResponseStream extends Writable {
  constructor(
    private readonly res: ServerResponse,
    /** Headers the edge owns (security headers); a handler cannot override them, as with CloudFront. */
    private readonly edgeHeaders: ReadonlySet<string>,
  ) {
    super();
  }

  sendPrelude(prelude: StreamPrelude): void {
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(prelude.headers ?? {})) {
      const lower = name.toLowerCase();
      if (!this.edgeHeaders.has(lower) && lower !== 'content-length') headers[lower] = value;
    }
    if (prelude.cookies?.length) headers['set-cookie'] = [...prelude.cookies];
    this.res.writeHead(prelude.statusCode ?? 200, headers);
    this.res.flushHeaders();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    // A handler that writes without a prelude gets Lambda's default: 200, octet stream.
    if (!this.res.headersSent) this.sendPrelude({ headers: { 'content-type': 'application/octet-stream' } });
    this.res.write(chunk, (error) => callback(error ?? null));
  }

  override _final(callback: (error?: Error | null) => void): void {
    if (!this.res.headersSent) this.sendPrelude({});
    this.res.end(() => callback());
  }
}

/** The part of Lambda's `awslambda` global a streamed handler uses. */
const localStreaming = {
  streamifyResponse<T extends object>(handler: T): T {
    return Object.assign(handler, { [STREAMING]: 'response' });
  },
  HttpResponseStream: {
    from(stream: Writable, prelude: StreamPrelude): Writable {
      if (!(stream instanceof LocalResponseStream))
        throw new Error('HttpResponseStream.from needs the response stream the local router passed in');
      stream.sendPrelude(prelude);
      return stream;
    },
  },
};

/**
 * Gives this process Lambda's response streaming API, before any handler module loads (a handler
 * picks its entry when it loads). The AWS SDK keeps an `awslambda` object of its own there, so the
 * functions are added to it rather than replacing it.
 */
export function installLambdaStreaming(): void {
  const holder = globalThis as { awslambda?: Record<string, unknown> };
  holder.awslambda ??= {};
  Object.assign(holder.awslambda, localStreaming);
}

export function isStreamingHandler(handler: unknown): boolean {
  return typeof handler === 'function' && (handler as { [STREAMING]?: unknown })[STREAMING] === 'response';
}
