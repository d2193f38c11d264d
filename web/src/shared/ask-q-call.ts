import type { ChatHeaders, ChatMessage, ChatRequest } from '@domain/contracts/chat.ts';
import { httpIntegrationLimitSeconds } from '@domain/timeouts.ts';
import { apiCall, apiResponse, type ApiCallOptions } from '../lib/api-client.ts';

/**
 * How long the browser waits for Q (the chat widget and the launch chat): past the HTTP API's own
 * 30 s, by which time the gateway has answered for a slow Lambda, so Q's answer is never cut short;
 * only a connection that hangs with no answer at all is ended.
 */
export const Q_ANSWER_TIMEOUT_MS = (httpIntegrationLimitSeconds + 5) * 1000;

/** The conversation's id and where it happens (contracts/chat.ts), plus any header of the path. */
export type AskQHeaders = Required<ChatHeaders> & Readonly<Record<string, string>>;

/** The body of POST /api/chat and /api/chat/stream, as the text that is sent (the stream signs its hash). */
export const chatRequestJson = (messages: readonly ChatMessage[]): string =>
  JSON.stringify({
    messages: messages.map(({ role, content }) => ({ role, content })),
  } satisfies ChatRequest);

const askOptions = (json: string, headers: AskQHeaders): ApiCallOptions => ({
  method: 'POST',
  json,
  headers,
  timeoutMs: Q_ANSWER_TIMEOUT_MS,
});

/** One ask of Q, answered as JSON (or an ApiError). */
export const askQJson = (json: string, headers: AskQHeaders): Promise<unknown> =>
  apiCall('/api/chat', askOptions(json, headers));

/** One ask of Q as the raw answer: for the streamed path, or a caller that words refusals itself. */
export const askQResponse = (
  path: '/api/chat' | '/api/chat/stream',
  json: string,
  headers: AskQHeaders,
): Promise<Response> => apiResponse(path, askOptions(json, headers));
