import { QUICK_SUGGESTION_COUNT } from '@domain/chat-limits.ts';
import type { ChatRole } from '@domain/chat-session.ts';
import { newChatSessionId } from '@domain/ids.ts';
import { WIDGET_GREETING, WIDGET_SUGGESTED_QUESTIONS, suggestsBuildingNow } from '@domain/q/widget-script.ts';

export interface WidgetMessage {
  readonly role: ChatRole;
  readonly content: string;
  /** ISO 8601, as the saved session carries it. */
  readonly timestamp: string;
  /**
   * Set on the fallback text shown when Q's call failed. Q never said it, so it is neither sent
   * back to Q nor saved with the session; the visitor's message before it waits for a retry.
   */
  readonly failed?: true;
}

/**
 * Why Q's last call failed, in the words of the notice under the conversation: the server's for a
 * refusal, the shared no-answer sentence, or the widget's fault notice (reply-failure.ts).
 */
export type ReplyFailure = string;

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
   * Made in the browser when the conversation starts (the server accepts this format as
   * x-session-id), so even a first message Q fails to answer is saved under it.
   */
  readonly sessionId: string;
  /** Counts "New chat" restarts, so a late reply to an abandoned conversation is dropped. */
  readonly conversation: number;
  readonly messages: readonly WidgetMessage[];
  readonly draft: string;
  readonly loading: boolean;
  readonly suggestionsVisible: boolean;
  readonly stats: ChatStats;
  /** When the pending message was sent (ms since epoch), for the response time. */
  readonly sentAt: number | null;
  /** Why the last call failed, while its fallback text is the last message; null otherwise. */
  readonly failure: ReplyFailure | null;
  /**
   * The server refused to store more of this conversation (413), in its words: the visitor is
   * asked to start anew.
   */
  readonly full?: string;
  /**
   * Q's reply as far as it has streamed, shown while it grows. Not a message yet: the whole reply
   * becomes one when it ends, so nothing (stats, 'Build My Platform', saving) sees a part-reply.
   */
  readonly replySoFar?: string;
}

export type ChatEvent =
  | { readonly type: 'draft'; readonly text: string }
  | { readonly type: 'send'; readonly text: string; readonly now: number }
  | {
      readonly type: 'reply';
      readonly conversation: number;
      readonly content: string;
      readonly now: number;
      /** Present when the call failed: `content` is then the fallback text, not Q's. */
      readonly failure?: ReplyFailure;
    }
  | { readonly type: 'replyText'; readonly conversation: number; readonly text: string }
  | { readonly type: 'retry'; readonly now: number }
  | { readonly type: 'toggleSuggestions' }
  | { readonly type: 'satisfied' }
  | { readonly type: 'restart'; readonly now: number }
  | { readonly type: 'full'; readonly conversation: number; readonly message: string };

export const emptyStats: ChatStats = { messagesCount: 0, avgResponseTime: 0, satisfied: false };

/**
 * Four of the six suggestions the spec lists, starting at `offset` and wrapping round, so "More
 * suggestions" brings the other two into view (issue #15: all six are offered, four at a time).
 */
export function suggestionsFrom(offset: number): string[] {
  const all = WIDGET_SUGGESTED_QUESTIONS;
  return Array.from(
    { length: QUICK_SUGGESTION_COUNT },
    (_, index) => all[(offset + index) % all.length] ?? '',
  );
}

/** The four suggestions offered first. */
export const quickSuggestions = suggestionsFrom(0);

export function greeting(now: number): WidgetMessage {
  return { role: 'assistant', content: WIDGET_GREETING, timestamp: new Date(now).toISOString() };
}

export function newChatState(sessionId: string, now: number, conversation = 0): ChatState {
  return {
    sessionId,
    conversation,
    messages: [greeting(now)],
    draft: '',
    loading: false,
    suggestionsVisible: true,
    stats: emptyStats,
    sentAt: null,
    failure: null,
  };
}

/** A new conversation under a new session id. */
export const startChat = (now: number, conversation = 0): ChatState =>
  newChatState(newChatSessionId(now), now, conversation);

/** The conversation as it really happened: what goes to Q and to save-chat-session. */
export const transcriptOf = (messages: readonly WidgetMessage[]): WidgetMessage[] =>
  messages.filter((message) => !message.failed);

/** The last call failed (its fallback text is the last message) or never finished, so it can be retried. */
export const canRetry = (state: ChatState): boolean => {
  const last = state.messages[state.messages.length - 1];
  // A visitor's message with nothing after it was left unanswered (a reload while Q was typing).
  return !state.loading && (last?.failed === true || last?.role === 'user');
};

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
        failure: null,
        stats: { ...state.stats, messagesCount: state.stats.messagesCount + 1 },
      };
    }
    case 'retry': {
      if (!canRetry(state)) return state;
      // The visitor's message stays as it was (same timestamp), so saving it again stores it once.
      return {
        ...state,
        messages: state.messages.at(-1)?.failed ? state.messages.slice(0, -1) : state.messages,
        loading: true,
        sentAt: event.now,
        failure: null,
      };
    }
    case 'replyText':
      // Only while that conversation still waits for this reply.
      if (!state.loading || event.conversation !== state.conversation) return state;
      return { ...state, replySoFar: event.text };
    case 'reply': {
      // A reply to a conversation the visitor has since restarted is dropped.
      if (!state.loading || event.conversation !== state.conversation) return state;
      if (event.failure) {
        const fallback: WidgetMessage = {
          role: 'assistant',
          content: event.content,
          timestamp: new Date(event.now).toISOString(),
          failed: true,
        };
        return {
          ...state,
          messages: [...state.messages, fallback],
          loading: false,
          sentAt: null,
          failure: event.failure,
          replySoFar: undefined,
        };
      }
      const responseTime = Math.max(0, event.now - (state.sentAt ?? event.now));
      const replies = transcriptOf(state.messages).filter(
        (message, index) => index > 0 && message.role === 'assistant',
      ).length;
      const stats: ChatStats = {
        ...state.stats,
        messagesCount: state.stats.messagesCount + 1,
        avgResponseTime: Math.round((state.stats.avgResponseTime * replies + responseTime) / (replies + 1)),
      };
      const reply: WidgetMessage = {
        role: 'assistant',
        content: event.content,
        timestamp: new Date(event.now).toISOString(),
      };
      return {
        ...state,
        messages: [...state.messages, reply],
        loading: false,
        sentAt: null,
        stats,
        replySoFar: undefined,
      };
    }
    case 'toggleSuggestions':
      return { ...state, suggestionsVisible: !state.suggestionsVisible };
    case 'satisfied':
      return state.stats.satisfied ? state : { ...state, stats: { ...state.stats, satisfied: true } };
    case 'restart':
      return startChat(event.now, state.conversation + 1);
    case 'full':
      // Only the conversation that was refused; a restart since then has its own room.
      return event.conversation === state.conversation ? { ...state, full: event.message } : state;
  }
}
