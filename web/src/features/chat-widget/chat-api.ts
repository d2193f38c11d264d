import { guessBusinessType, identifyNeeds } from '@domain/business-type.ts';
import { contactEmailIn, introducedName } from '@domain/founder-details.ts';
import { isResumeToken } from '@domain/ids.ts';
import { LOCAL_STORAGE_KEYS } from '@domain/storage-keys.ts';
import type { ChatAnswer } from '@domain/contracts/chat.ts';
import { ApiError, refusalMessage, refusalOf } from '../../lib/api-client.ts';
import { apiUrl } from '../../lib/config.ts';
import { sendOrQueue } from '../../lib/save-queue.ts';
import { askQJson, chatRequestJson } from '../../shared/ask-q-call.ts';
import { type ReplyFailure, type WidgetMessage, transcriptOf } from './chat-state.ts';
import { streamReply } from './chat-stream.ts';
import { CHAT_ERROR_REPLY, EMPTY_CHAT_REPLY } from './fallback-texts.ts';
import { failureOf } from './reply-failure.ts';

/** The widget's value of x-context; anything but the launch flow's value is the widget on the server. */
const WIDGET_CONTEXT = 'widget';

export interface QReply {
  /** Q's reply, or the spec's fallback text when the call failed or Q answered nothing. */
  readonly content: string;
  /** Why the call failed; absent when Q answered. */
  readonly failure?: ReplyFailure;
}

/**
 * Q's reply to the whole conversation (the full history goes with every message), under the
 * widget's own session id. With `onText`, the reply is streamed and `onText` sees it grow; where
 * streaming is unavailable (no route, no network path, an old server) the plain call answers.
 * Never throws: a failed call reads as the error fallback with the reason, an empty answer as the
 * empty-reply fallback.
 */
export async function requestReply(
  history: readonly WidgetMessage[],
  sessionId: string,
  onText?: (replySoFar: string) => void,
): Promise<QReply> {
  const body = chatRequestJson(history);
  const headers = { 'x-session-id': sessionId, 'x-context': WIDGET_CONTEXT };
  if (onText) {
    const streamed = await streamReply(body, headers, onText);
    if (streamed.kind === 'reply')
      return { content: streamed.reply.trim() !== '' ? streamed.reply : EMPTY_CHAT_REPLY };
    if (streamed.kind === 'failed') return { content: CHAT_ERROR_REPLY, failure: streamed.failure };
  }
  try {
    // Read, not trusted: a reply that is not text counts as no reply.
    const { reply } = ((await askQJson(body, headers)) ?? {}) as Partial<ChatAnswer>;
    return { content: typeof reply === 'string' && reply.trim() !== '' ? reply : EMPTY_CHAT_REPLY };
  } catch (error: unknown) {
    // Not an ApiError: the call never left (no runtime config), a fault of the page's own.
    const answered = error instanceof ApiError && error.status !== 0;
    console.error(answered ? 'Q could not answer' : 'Q could not be reached', error);
    return { content: CHAT_ERROR_REPLY, failure: failureOf(error) };
  }
}

/**
 * The save-chat-session body: what the visitor wrote decides the business type and needs. A failed
 * call's fallback text is left out: Q never said it.
 */
export function chatSessionPayload(
  sessionId: string,
  conversation: readonly WidgetMessage[],
  resumeToken: string | null = null,
) {
  const messages = transcriptOf(conversation);
  const visitorText = messages
    .filter((message) => message.role === 'user')
    .map((message) => message.content)
    .join('\n');
  return {
    sessionId,
    messages: messages.map(({ role, content, timestamp }) => ({ role, content, timestamp })),
    // Staff see who they talk to once the visitor says: an e-mail typed, or "I'm Ada".
    customerEmail: contactEmailIn(visitorText),
    customerName: introducedName(visitorText),
    businessType: guessBusinessType(visitorText),
    identifiedNeeds: identifyNeeds(visitorText),
    status: 'active' as const,
    // A browser that has a launch: this chat is the same person's (issue #26).
    ...(resumeToken ? { resumeToken } : {}),
  };
}

/**
 * The launch this browser's launch chat keeps (its resume token, or the booked launch's recap),
 * read from the launch chat's own keys; null when it has none.
 */
export function browserLaunchToken(): string | null {
  const read = (key: string): unknown => {
    try {
      const raw = localStorage.getItem(key);
      return raw ? (JSON.parse(raw) as unknown) : null;
    } catch {
      return null;
    }
  };
  const recap = read(LOCAL_STORAGE_KEYS.launchRecap);
  const token =
    read(LOCAL_STORAGE_KEYS.launchResumeToken) ??
    (typeof recap === 'object' && recap !== null ? (recap as { resumeToken?: unknown }).resumeToken : null);
  return isResumeToken(token) ? token : null;
}

/** What became of a save: `full` carries the server's words when the stored conversation reached its caps (413). */
export type SaveOutcome = 'saved' | { readonly full: string } | 'failed';

/** Saves the conversation for the team; a failure is only logged (spec), except a full conversation. */
export async function saveConversation(
  sessionId: string,
  messages: readonly WidgetMessage[],
): Promise<SaveOutcome> {
  try {
    // Offline or a passing server error: queued and sent again (save-queue.ts), so the lead is kept.
    const response = await sendOrQueue(
      `chat:${sessionId}`,
      await apiUrl('/api/chat-sessions'),
      JSON.stringify(chatSessionPayload(sessionId, messages, browserLaunchToken())),
    );
    if (response?.ok) return 'saved';
    console.warn(
      `Saving the chat session failed: ${response ? response.status : 'offline'}; queued if it may pass`,
    );
    if (response?.status !== 413) return 'failed';
    return { full: refusalMessage(await refusalOf(response)) };
  } catch (error: unknown) {
    console.error('Saving the chat session failed', error);
    return 'failed';
  }
}
