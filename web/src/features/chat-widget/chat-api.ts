import { guessBusinessType, identifyNeeds } from '../../../../functions/domain/business-type.ts';
import { apiUrl } from '../../app/config.ts';
import type { WidgetMessage } from './chat-state.ts';
import { CHAT_ERROR_REPLY, EMPTY_CHAT_REPLY } from './fallback-texts.ts';

/** The widget's value of x-context; anything but the launch flow's value is the widget on the server. */
const WIDGET_CONTEXT = 'widget';

async function postJson(path: `/api/${string}`, body: unknown, headers: Record<string, string> = {}) {
  return fetch(await apiUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export interface QReply {
  readonly content: string;
  /** The conversation's id as the server knows it; null when the call failed. */
  readonly sessionId: string | null;
}

const fieldOf = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;

/**
 * Q's reply to the whole conversation (the full history goes with every message). Without a
 * session id yet the server issues one and answers with it. Never throws: a failed call reads as
 * the error fallback, an empty answer as the empty-reply fallback.
 */
export async function requestReply(
  history: readonly WidgetMessage[],
  sessionId: string | null,
): Promise<QReply> {
  try {
    const response = await postJson(
      '/api/chat',
      { messages: history.map(({ role, content }) => ({ role, content })) },
      { ...(sessionId ? { 'x-session-id': sessionId } : {}), 'x-context': WIDGET_CONTEXT },
    );
    if (!response.ok) throw new Error(`POST /api/chat answered ${response.status}`);
    const answer: unknown = await response.json();
    const reply = fieldOf(answer, 'reply');
    const issued = fieldOf(answer, 'sessionId');
    return {
      content: typeof reply === 'string' && reply.trim() !== '' ? reply : EMPTY_CHAT_REPLY,
      sessionId: typeof issued === 'string' && issued !== '' ? issued : sessionId,
    };
  } catch (error: unknown) {
    console.error('Q could not answer', error);
    return { content: CHAT_ERROR_REPLY, sessionId };
  }
}

/** The save-chat-session body: what the visitor wrote decides the business type and needs. */
export function chatSessionPayload(sessionId: string, messages: readonly WidgetMessage[]) {
  const visitorText = messages
    .filter((message) => message.role === 'user')
    .map((message) => message.content)
    .join('\n');
  return {
    sessionId,
    messages: messages.map(({ role, content, timestamp }) => ({ role, content, timestamp })),
    customerEmail: null,
    customerName: null,
    businessType: guessBusinessType(visitorText),
    identifiedNeeds: identifyNeeds(visitorText),
    status: 'active' as const,
  };
}

/** Saves the conversation for the team; the result is only logged when it fails (spec). */
export async function saveConversation(sessionId: string, messages: readonly WidgetMessage[]): Promise<void> {
  try {
    const response = await postJson('/api/chat-sessions', chatSessionPayload(sessionId, messages));
    if (!response.ok) console.error(`Saving the chat session failed: ${response.status}`);
  } catch (error: unknown) {
    console.error('Saving the chat session failed', error);
  }
}
