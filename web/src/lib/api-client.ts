import type { ErrorBody } from '@domain/contracts/system.ts';
import { GATEWAY_REFUSALS } from '@domain/gateway-refusals.ts';
import { apiUrl } from './config.ts';

/**
 * The one way the web app calls the product's API: JSON in and out, a time limit, the caller's
 * access token when it has one, and one error shape. The server answers refusals as
 * `{ error: { code, message } }` (functions/handlers/lib/http.ts); `ApiError` carries them, with
 * status 0 when no answer came. Small and free of zod, so public pages can use it in their first
 * load; callers that want the answer checked against a contract parse what `apiCall` returns.
 * `apiResponse` hands over the answer itself, for a streamed body (Q's reply as it grows) or a
 * caller that reads a refusal its own way. Feature code never calls `fetch` (eslint.config.js).
 */
export class ApiError extends Error {
  constructor(
    /** The HTTP status, or 0 when no answer came (offline, DNS, refused, timed out). */
    readonly status: number,
    /** The server's code, or `network`, `timeout`, `bad_answer`, `unknown`. */
    readonly code: string,
    message: string,
    /** The server's own message, when it sent one (callers fall back to their own words otherwise). */
    readonly serverMessage?: string,
    /** What fetch itself threw when no answer came (the browser's own words, e.g. for a failure report). */
    cause?: unknown,
  ) {
    super(message, { cause });
    this.name = 'ApiError';
  }

  /** 401/403: the caller is not (or no longer) allowed. */
  get isPermission(): boolean {
    return this.status === 401 || this.status === 403;
  }

  /**
   * No answer, or a failure nobody worded for this request: the server's catch-all 500 and 503
   * (functions/handlers/lib/errors.ts answers them for any fault) or a proxy's page. A 502 naming
   * its provider, like every 4xx, is the server speaking to the person, and is not one.
   */
  get isFault(): boolean {
    if (this.status === 0) return true;
    if (this.status < 500) return false;
    return this.serverMessage === undefined || this.code === 'internal' || this.code === 'unavailable';
  }
}

/** For a failure that is not an ApiError at all (a bug in the page, a broken module load). */
export const FAILED_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The one way a failed call reaches the screen, in every feature: a refusal in the server's own
 * words (`ApiError.message`: the product's domain writes every sentence the spec quotes, once), and
 * the browser's own sentence only where no server spoke (offline, timed out, an answer that was not
 * the product's). `fault` is a feature's own sentence for a fault (5xx or no answer) where the spec
 * words one ("Any other error: ..."); without it the fault too is told in the words that came.
 */
export function refusalMessage(error: unknown, fault?: string, options: RefusalWording = {}): string {
  if (!(error instanceof ApiError)) return fault ?? FAILED_MESSAGE;
  if (error.status === 0 && options.noAnswer === 'shared') return error.message;
  if (error.isFault && fault !== undefined) return fault;
  return error.message;
}

export interface RefusalWording {
  /**
   * 'shared': no answer at all is told in the one sentence every screen shares for it (the
   * ApiError's own, NO_ANSWER_MESSAGE or TIMEOUT_MESSAGE), and `fault` is for a server's fault only.
   * The staff screens and the chat say it so; the public forms keep the spec's "any other error".
   */
  readonly noAnswer?: 'fault' | 'shared';
}

export const NO_ANSWER_MESSAGE = 'We could not reach the server. Check your connection and try again.';
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';
export const BAD_ANSWER_MESSAGE = 'The server sent an unexpected answer.';

/** Long enough for a slow 3G round trip plus a cold Lambda; shorter than a person's patience. */
export const DEFAULT_TIMEOUT_MS = 20_000;

export interface ApiCallOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  readonly body?: unknown;
  /** A body already written as JSON, sent byte for byte (the chat stream signs its hash). */
  readonly json?: string;
  /** This call's own headers (the chat's session and context); they win over the defaults. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The signed-in user's access token, sent as a Bearer token when it answers one. */
  readonly token?: () => Promise<string | undefined>;
  /** The caller's own cancellation: an abort is rethrown as the AbortError it is, never an ApiError. */
  readonly signal?: AbortSignal;
  /** How long to wait for the answer (`apiResponse`: for its head; the body is the caller's to read). */
  readonly timeoutMs?: number;
  readonly cache?: RequestCache;
}

/**
 * The refusal an answer that was not OK carries, as an ApiError: for a caller of `apiResponse`
 * (a stream, the save queue) that then shows it the one way, `refusalMessage`.
 */
export async function refusalOf(response: Response): Promise<ApiError> {
  return refusal(response.status, await response.json().catch(() => undefined));
}

function refusal(status: number, body: unknown): ApiError {
  // The contract's shape, read without trusting it: a proxy or an old server may answer anything.
  const error = (body as { error?: Partial<ErrorBody['error']> } | undefined)?.error;
  const code = typeof error?.code === 'string' ? error.code : 'unknown';
  const message = typeof error?.message === 'string' ? error.message : undefined;
  // API Gateway's own refusals (an expired sign-in) carry no product words: the product's, by status.
  const shown = message ?? GATEWAY_REFUSALS[status] ?? `The server answered ${status}.`;
  return new ApiError(status, code, shown, message);
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Sends the call and hands the answer to `read`, all within the time limit and the caller's signal.
 * No answer at all becomes an ApiError with status 0; the caller's own abort stays an AbortError.
 */
async function withAnswer<T>(
  path: `/api/${string}`,
  options: ApiCallOptions,
  read: (response: Response) => Promise<T> | T,
): Promise<T> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const abortWithCaller = () => timeout.abort();
  options.signal?.addEventListener('abort', abortWithCaller, { once: true });
  try {
    const [url, token] = await Promise.all([apiUrl(path), options.token?.()]);
    const body = options.json ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: options.method ?? 'GET',
        headers: { ...headers, ...options.headers },
        body,
        signal: timeout.signal,
        cache: options.cache,
      });
    } catch (error: unknown) {
      if (options.signal?.aborted && isAbort(error)) throw error;
      if (timeout.signal.aborted) throw new ApiError(0, 'timeout', TIMEOUT_MESSAGE);
      throw new ApiError(0, 'network', NO_ANSWER_MESSAGE, undefined, error);
    }
    return await read(response);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortWithCaller);
  }
}

/** Calls `path` and answers its JSON body; any refusal or failure is thrown as an ApiError. */
export const apiCall = (path: `/api/${string}`, options: ApiCallOptions = {}): Promise<unknown> =>
  withAnswer(path, options, async (response) => {
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw refusal(response.status, body);
    // An OK answer that is not JSON is a broken server or a proxy's page.
    if (body === undefined) throw new ApiError(502, 'bad_answer', BAD_ANSWER_MESSAGE);
    return body;
  });

/**
 * The answer itself, whatever its status, once its head has come: for a streamed body, or a caller
 * that reads a refusal in its own terms. Only no answer at all throws (an ApiError with status 0).
 * The time limit and the caller's signal cover the wait for the head, so a long stream is not cut.
 */
export const apiResponse = (path: `/api/${string}`, options: ApiCallOptions = {}): Promise<Response> =>
  withAnswer(path, options, (response) => response);
