import { QUICK_SUGGESTION_COUNT } from '../../../../functions/domain/constants.ts';
import type { ChatRole } from '../../../../functions/domain/chat-session.ts';
import {
  WIDGET_GREETING,
  WIDGET_SUGGESTED_QUESTIONS,
  suggestsBuildingNow,
} from '../../../../functions/domain/q/widget-script.ts';

export interface WidgetMessage {
  readonly role: ChatRole;
  readonly content: string;
  /** ISO 8601, as the saved session carries it. */
  readonly timestamp: string;
}

/** Kept under the versioned stats key (spec: messagesCount, avgResponseTime, satisfied). */
export interface ChatStats {
  /** Messages exchanged in this session: the visitor's and Q's replies (the greeting excluded). */
  readonly messagesCount: number;
  /** Mean time from sending a message to Q's reply, in milliseconds. */
  readonly avgResponseTime: number;
  /** True once the visitor goes on to launch from the chat. */
  readonly satisfied: boolean;
}

export interface ChatState {
  /**
   * Issued by the server with Q's first reply (the chat call answers `{reply, sessionId}`), then
   * sent as x-session-id with every message. null until then.
   */
  readonly sessionId: string | null;
  /** Counts "New chat" restarts, so a late reply to an abandoned conversation is dropped. */
  readonly conversation: number;
  readonly messages: readonly WidgetMessage[];
  readonly draft: string;
  readonly loading: boolean;
  readonly suggestionsVisible: boolean;
  readonly stats: ChatStats;
  /** When the pending message was sent (ms since epoch), for the response time. */
  readonly sentAt: number | null;
}

export type ChatEvent =
  | { readonly type: 'draft'; readonly text: string }
  | { readonly type: 'send'; readonly text: string; readonly now: number }
  | {
      readonly type: 'reply';
      readonly conversation: number;
      /** The id the server answered with; kept only when the conversation has none yet. */
      readonly sessionId: string | null;
      readonly content: string;
      readonly now: number;
    }
  | { readonly type: 'toggleSuggestions' }
  | { readonly type: 'satisfied' }
  | { readonly type: 'restart'; readonly now: number };

export const emptyStats: ChatStats = { messagesCount: 0, avgResponseTime: 0, satisfied: false };

/** The four suggestions offered, from the six the spec lists. */
export const quickSuggestions = WIDGET_SUGGESTED_QUESTIONS.slice(0, QUICK_SUGGESTION_COUNT);

export function greeting(now: number): WidgetMessage {
  return { role: 'assistant', content: WIDGET_GREETING, timestamp: new Date(now).toISOString() };
}

export function newChatState(sessionId: string | null, now: number, conversation = 0): ChatState {
  return {
    sessionId,
    conversation,
    messages: [greeting(now)],
    draft: '',
    loading: false,
    suggestionsVisible: true,
    stats: emptyStats,
    sentAt: null,
  };
}

/** A message is sent only when not waiting for a reply and non-empty after trimming. */
export const canSend = (state: ChatState, text: string = state.draft): boolean =>
  !state.loading && text.trim() !== '';

/** Starter topics show while the conversation has one message (the greeting) or fewer. */
export const showsStarterTopics = (state: ChatState): boolean => state.messages.length <= 1;

/** 'Build My Platform' shows once any reply of Q's says the platform is ready or the next step. */
export const offersBuildMyPlatform = (state: ChatState): boolean =>
  state.messages.some(
    (message, index) => index > 0 && message.role === 'assistant' && suggestsBuildingNow(message.content),
  );

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'draft':
      return { ...state, draft: event.text };
    case 'send': {
      if (!canSend(state, event.text)) return state;
      const message: WidgetMessage = {
        role: 'user',
        content: event.text.trim(),
        timestamp: new Date(event.now).toISOString(),
      };
      return {
        ...state,
        messages: [...state.messages, message],
        draft: '',
        loading: true,
        suggestionsVisible: false,
        sentAt: event.now,
      };
    }
    case 'reply': {
      // A reply to a conversation the visitor has since restarted is dropped.
      if (!state.loading || event.conversation !== state.conversation) return state;
      const responseTime = Math.max(0, event.now - (state.sentAt ?? event.now));
      const replies = state.messages.filter(
        (message, index) => index > 0 && message.role === 'assistant',
      ).length;
      const stats: ChatStats = {
        ...state.stats,
        messagesCount: state.stats.messagesCount + 2,
        avgResponseTime: Math.round((state.stats.avgResponseTime * replies + responseTime) / (replies + 1)),
      };
      const reply: WidgetMessage = {
        role: 'assistant',
        content: event.content,
        timestamp: new Date(event.now).toISOString(),
      };
      return {
        ...state,
        sessionId: state.sessionId ?? event.sessionId,
        messages: [...state.messages, reply],
        loading: false,
        sentAt: null,
        stats,
      };
    }
    case 'toggleSuggestions':
      return { ...state, suggestionsVisible: !state.suggestionsVisible };
    case 'satisfied':
      return state.stats.satisfied ? state : { ...state, stats: { ...state.stats, satisfied: true } };
    case 'restart':
      return newChatState(null, event.now, state.conversation + 1);
  }
}
