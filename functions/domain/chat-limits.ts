/**
 * How much a chat carries: what a person may type, what a call may send, how much history Q sees.
 */

export const CHAT_CONTEXT_MESSAGES_KEPT = 5;
export const QUICK_SUGGESTION_COUNT = 4;

/**
 * Server caps on what a chat call may carry. The widget sends the full history with every message
 * and the launch chat embeds the idea and answers in its prompts, so one message may be longer than
 * what a person types (assistant replies run to ~2,500 characters at the model's output limit).
 * 50 messages is 25 turns, well past a sales conversation. 48 KB of content keeps a full body under
 * the 64 KB request cap even after JSON escaping, and bounds the model's input cost per call.
 * Over any cap the server answers 413 rather than saving or sending a truncated history.
 */
export const CHAT_LIMITS = {
  maxMessageChars: 4_000,
  maxMessages: 50,
  maxTotalBytes: 48 * 1024,
} as const;
/** What a person may type in one chat, idea or answer box (the web inputs' maxLength). */
export const CHAT_INPUT_MAX_CHARS = 2_000;
