/**
 * What the chat with Q answers when it refuses or cannot answer, in the visitor's words: the
 * server raises these (functions/services/chat/) and the widget shows them as they come
 * (ApiError's message), so each sentence is written here once.
 */

/** 429 on a chat call: the per-IP or per-session limit (functions/domain/rate-limits.ts). */
export const CHAT_BUSY_MESSAGE = 'Q is getting a lot of messages right now. Wait a moment, then try again.';

/** 502: the model and the built-in guide both failed (or a failure was forced). */
export const Q_COULD_NOT_ANSWER_MESSAGE = 'Q could not answer your last message. Please try again.';

/** 413 on a save: the stored conversation reached its caps (functions/domain/chat-session.ts). */
export { CONVERSATION_FULL_MESSAGE } from './chat-session.ts';
