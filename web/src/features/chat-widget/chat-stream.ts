import { CHAT_STREAM_PATH } from '@domain/chat-stream.ts';
import type { ChatStreamEvent } from '@domain/contracts/chat-stream.ts';
import { ApiError, refusalOf } from '../../lib/api-client.ts';
import { askQResponse, type AskQHeaders } from '../../shared/ask-q-call.ts';
import { failureOf } from './reply-failure.ts';
import type { ReplyFailure } from './chat-state.ts';

/** What became of a streamed ask. 'unavailable': no stream here; the caller asks the plain way. */
export type StreamOutcome =
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'reply'; readonly reply: string }
  | { readonly kind: 'failed'; readonly failure: ReplyFailure };

/**
 * Statuses that say this deployment or path does not stream (no route, a gateway that refuses the
 * function URL's signature, an old server), as opposed to the chat's own refusals (400, 413, 429,
 * 502), which the plain call would give too.
 */
const NO_STREAM_STATUSES = new Set([403, 404, 405, 501]);

/**
 * A function URL behind origin access control takes a POST only with its body's SHA-256
 * (CloudFront signs the request, not the body). Where the page has no Web Crypto (an insecure
 * origin) the header is left out; the local product does not need it.
 */
async function bodyHash(body: string): Promise<Record<string, string>> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return {};
  const digest = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(body)));
  return {
    'x-amz-content-sha256': Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join(''),
  };
}

function eventOf(line: string): ChatStreamEvent | undefined {
  try {
    const parsed: unknown = JSON.parse(line);
    const type =
      typeof parsed === 'object' && parsed !== null ? (parsed as { type?: unknown }).type : undefined;
    return type === 'text' || type === 'replace' || type === 'done' || type === 'error'
      ? (parsed as ChatStreamEvent)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks Q on the streamed path and calls `onText` with the reply so far each time it grows. A stream
 * that breaks off before Q's last word is 'unavailable' too: the plain call then gets the whole
 * reply, which replaces the part shown.
 */
export async function streamReply(
  body: string,
  headers: AskQHeaders,
  onText: (replySoFar: string) => void,
): Promise<StreamOutcome> {
  let response: Response;
  try {
    response = await askQResponse(CHAT_STREAM_PATH, body, { ...headers, ...(await bodyHash(body)) });
  } catch {
    return { kind: 'unavailable' };
  }
  if (NO_STREAM_STATUSES.has(response.status)) return { kind: 'unavailable' };
  if (!response.ok) return { kind: 'failed', failure: failureOf(await refusalOf(response)) };
  if (!response.body) return { kind: 'unavailable' };

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let shown = '';
  let pending = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { kind: 'unavailable' };
      pending += value;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const event = eventOf(line);
        if (event?.type === 'done') return { kind: 'reply', reply: event.reply };
        if (event?.type === 'error') {
          const { code, message } = event.error;
          return { kind: 'failed', failure: failureOf(new ApiError(502, code, message, message)) };
        }
        if (event?.type === 'text' || event?.type === 'replace') {
          shown = event.type === 'text' ? shown + event.text : event.text;
          onText(shown);
        }
      }
    }
  } catch {
    return { kind: 'unavailable' };
  } finally {
    reader.releaseLock();
  }
}
