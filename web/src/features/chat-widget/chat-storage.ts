import { CHAT_CONTEXT_MESSAGES_KEPT } from '@domain/chat-limits.ts';
import { CHAT_ROLES } from '@domain/chat-session.ts';
import { isChatSessionId, newChatSessionId } from '@domain/ids.ts';
import { LOCAL_STORAGE_KEYS } from '@domain/storage-keys.ts';
import { CHAT_FAULT_NOTICE } from './fallback-texts.ts';
import {
  type ChatState,
  type ChatStats,
  type WidgetMessage,
  emptyStats,
  newChatState,
  startChat,
  transcriptOf,
} from './chat-state.ts';

/**
 * The widget's conversation survives reloads and page changes in local storage: the session (id
 * and messages) and its stats under their versioned keys, and the last five messages as
 * chat_context, which the launch chat picks up. Anything unreadable starts a fresh conversation.
 */
interface StoredSession {
  /** null in conversations stored before the widget made its own ids (Q's first call had failed). */
  readonly sessionId: string | null;
  readonly messages: readonly WidgetMessage[];
}

export interface ChatContext {
  readonly sessionId: string;
  readonly messages: readonly WidgetMessage[];
  readonly timestamp: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isWidgetMessage(value: unknown): value is WidgetMessage {
  return (
    isRecord(value) &&
    (CHAT_ROLES as readonly unknown[]).includes(value['role']) &&
    typeof value['content'] === 'string' &&
    typeof value['timestamp'] === 'string' &&
    (value['failed'] === undefined || value['failed'] === true)
  );
}

function readJson(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch (error: unknown) {
    // Private mode or a full quota: the chat still works, it just will not survive a reload.
    console.warn(`Could not store ${key}`, error);
  }
}

function readSession(): StoredSession | null {
  const stored = readJson(LOCAL_STORAGE_KEYS.chatSession);
  if (!isRecord(stored) || !Array.isArray(stored['messages'])) return null;
  const sessionId = stored['sessionId'];
  if (sessionId !== null && typeof sessionId !== 'string') return null;
  const messages: unknown[] = stored['messages'];
  if (messages.length === 0 || !messages.every(isWidgetMessage)) return null;
  return { sessionId, messages };
}

function readStats(): ChatStats {
  const stored = readJson(LOCAL_STORAGE_KEYS.chatStats);
  if (!isRecord(stored)) return emptyStats;
  const { messagesCount, avgResponseTime, satisfied } = stored;
  return typeof messagesCount === 'number' &&
    typeof avgResponseTime === 'number' &&
    typeof satisfied === 'boolean'
    ? { messagesCount, avgResponseTime, satisfied }
    : emptyStats;
}

/**
 * The stored conversation, or a new one opened by Q's greeting. A stored conversation without a
 * usable id gets a new one, and its messages are saved under it with the next exchange.
 */
export function loadChatState(now: number): ChatState {
  const session = readSession();
  if (!session) return startChat(now);
  const sessionId = isChatSessionId(session.sessionId) ? session.sessionId : newChatSessionId(now);
  const lastMessage = session.messages[session.messages.length - 1];
  return {
    ...newChatState(sessionId, now),
    messages: session.messages,
    stats: readStats(),
    suggestionsVisible: session.messages.length <= 1,
    // The reason is not stored; after a reload the notice and its retry show in their general form.
    // A last message of the visitor's was never answered: the page closed while Q was typing.
    failure: lastMessage?.failed || lastMessage?.role === 'user' ? CHAT_FAULT_NOTICE : null,
  };
}

export function chatContextOf(state: ChatState, now: number): ChatContext {
  return {
    sessionId: state.sessionId,
    messages: transcriptOf(state.messages).slice(-CHAT_CONTEXT_MESSAGES_KEPT),
    timestamp: new Date(now).toISOString(),
  };
}

export function saveChatState(state: ChatState, now: number): void {
  writeJson(LOCAL_STORAGE_KEYS.chatSession, { sessionId: state.sessionId, messages: state.messages });
  writeJson(LOCAL_STORAGE_KEYS.chatStats, state.stats);
  // Only a real conversation is worth handing to the launch chat.
  if (state.messages.some((message) => message.role === 'user')) {
    writeJson(LOCAL_STORAGE_KEYS.chatContext, chatContextOf(state, now));
  }
}
