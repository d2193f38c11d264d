import { AI_MAX_ATTEMPTS, aiBackoffMs, LAUNCH_CHAT_CONTEXT } from '@domain/q-calls.ts';
import type { ChatAnswer, ChatHeaders, ChatRequest } from '@domain/contracts/chat.ts';
import type { ErrorBody } from '@domain/contracts/system.ts';
import { launchChatSessionHeader } from '@domain/ids.ts';

/**
 * Q did not answer after the last attempt: thrown, as every failed call is, with what the failure
 * report keeps (launch-chat-calls.ts shows the fixed sector text instead and files the report).
 */
export class QDidNotAnswer extends Error {
  constructor(
    readonly attempts: number,
    readonly lastError: string,
  ) {
    super(`Q did not answer after ${attempts} attempt(s): ${lastError}`);
    this.name = 'QDidNotAnswer';
  }
}

export interface AskQOptions {
  readonly resumeToken: string;
  /**
   * Sends one ask to POST /api/chat and answers the raw answer (launch-chat-calls.ts: the API client's
   * `askQResponse`). Passed in so this module stays free of the browser's plumbing.
   */
  readonly send: (json: string, headers: Required<ChatHeaders>) => Promise<Response>;
  readonly sleep?: (ms: number) => Promise<void>;
  /** Called before each retry, so the chat can say Q is still working. */
  readonly onRetry?: () => void;
}

/** An expired or refused credential will fail the same way again (spec: no retry on these). */
export const stopsRetrying = (message: string): boolean =>
  message.includes('Invalid JWT') || message.includes('401');

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function errorText(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: Partial<ErrorBody['error']> };
    if (typeof body.error?.message === 'string') return `${response.status}: ${body.error.message}`;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  return `${response.status}: ${response.statusText || 'request failed'}`;
}

/**
 * What went wrong, as the failure report keeps it: when no answer came, the browser's own words
 * (the API client's error keeps them as its cause).
 */
const failureText = (error: unknown): string => {
  const reason = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return reason instanceof Error ? reason.message : String(reason);
};

async function callOnce(prompt: string, options: AskQOptions): Promise<string> {
  const request: ChatRequest = { messages: [{ role: 'user', content: prompt }] };
  const response = await options.send(JSON.stringify(request), {
    'x-session-id': launchChatSessionHeader(options.resumeToken),
    'x-context': LAUNCH_CHAT_CONTEXT,
  });
  if (!response.ok) throw new Error(await errorText(response));
  const body = (await response.json()) as Partial<ChatAnswer>;
  if (typeof body.reply !== 'string' || body.reply.trim() === '') throw new Error('Q sent an empty reply');
  return body.reply;
}

/**
 * quarter-chat for the launch chat: up to 2 attempts, waiting 1000 ms times the attempt number
 * between them; an error naming 'Invalid JWT' or '401' ends the attempts at once. Answers Q's
 * reply; after the last failed attempt throws QDidNotAnswer.
 */
export async function askQ(prompt: string, options: AskQOptions): Promise<string> {
  const sleep = options.sleep ?? wait;
  let lastError = 'Q did not answer';
  for (let attempt = 1; attempt <= AI_MAX_ATTEMPTS; attempt += 1) {
    try {
      return await callOnce(prompt, options);
    } catch (error: unknown) {
      lastError = failureText(error);
      if (attempt === AI_MAX_ATTEMPTS || stopsRetrying(lastError))
        throw new QDidNotAnswer(attempt, lastError);
      options.onRetry?.();
      await sleep(aiBackoffMs(attempt));
    }
  }
  throw new QDidNotAnswer(AI_MAX_ATTEMPTS, lastError);
}
