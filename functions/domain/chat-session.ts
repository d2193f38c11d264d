import { CHAT_LIMITS } from './chat-limits.ts';
import { ONBOARDING_CARD_TOKEN_PREFIX_CHARS, UNTITLED_SESSION_SUFFIX_CHARS } from './short-ids.ts';

/** active, closed and follow_up come from the admin area; the launch chat saves completed at closing. */
export const CHAT_SESSION_STATUSES = ['active', 'closed', 'follow_up', 'completed'] as const;
export type ChatSessionStatus = (typeof CHAT_SESSION_STATUSES)[number];

/** The statuses an admin may set at any time. */
export const ADMIN_SETTABLE_STATUSES = ['follow_up', 'closed'] as const;
export type AdminSettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number];

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** What a stored line may be: browsers send only CHAT_ROLES; `staff` is a reply staff sent (issue #30). */
export const STORED_CHAT_ROLES = ['user', 'assistant', 'staff'] as const;
export type StoredChatRole = (typeof STORED_CHAT_ROLES)[number];

/** Where a conversation happens: the site's widget or WhatsApp (issue #30). Older records read as `web`. */
export const CHAT_CHANNELS = ['web', 'whatsapp'] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];

/** What WhatsApp reported of a message the product sent, in Meta's words. */
export const DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const utf8 = new TextEncoder();

/** UTF-8 size of all message contents, the measure CHAT_LIMITS.maxTotalBytes caps. */
export function chatContentBytes(messages: readonly { readonly content: string }[]): number {
  return messages.reduce((total, message) => total + utf8.encode(message.content).length, 0);
}

/**
 * Why a history is over the chat caps, or null when it fits. The server answers 413 with this
 * reason; the web app may use it to keep a user from sending what would be refused.
 */
export function chatLimitViolation(messages: readonly { readonly content: string }[]): string | null {
  if (messages.length > CHAT_LIMITS.maxMessages) {
    return `The conversation has more than ${CHAT_LIMITS.maxMessages} messages.`;
  }
  if (messages.some((message) => message.content.length > CHAT_LIMITS.maxMessageChars)) {
    return `A message is longer than ${CHAT_LIMITS.maxMessageChars} characters.`;
  }
  if (chatContentBytes(messages) > CHAT_LIMITS.maxTotalBytes) {
    return `The conversation is larger than ${CHAT_LIMITS.maxTotalBytes / 1024} KB.`;
  }
  return null;
}

/**
 * Caps on a stored session, checked on the merged history (what is stored plus what a save adds):
 * each request is capped by CHAT_LIMITS, but saves from two tabs, or many saves of different
 * messages, add up. Well under DynamoDB's 400 KB item, so a long conversation never breaks a save.
 */
export const STORED_CHAT_LIMITS = { maxMessages: 120, maxTotalBytes: 200 * 1024 } as const;

/**
 * 413 on a save past STORED_CHAT_LIMITS, as the widget shows it; the widget says it too, before
 * asking, once the conversation in the browser is past the caps every call would be refused at.
 * One sentence for both: the widget's length-limit words and the server's "Start a new chat".
 */
export const CONVERSATION_FULL_MESSAGE =
  'This conversation has reached its length limit. Start a new chat to keep talking with Q, or continue in the guided launch.';

/** Why a merged, stored history would be over STORED_CHAT_LIMITS, or null when it fits. */
export function storedChatLimitViolation(messages: readonly { readonly content: string }[]): string | null {
  if (messages.length > STORED_CHAT_LIMITS.maxMessages) return CONVERSATION_FULL_MESSAGE;
  if (chatContentBytes(messages) > STORED_CHAT_LIMITS.maxTotalBytes) return CONVERSATION_FULL_MESSAGE;
  return null;
}

/** Label of a session without a customer name: the last 8 characters of its session_id. */
export const untitledSessionLabel = (sessionId: string): string =>
  sessionId.slice(-UNTITLED_SESSION_SUFFIX_CHARS);

/** What an onboarding card shows of its resume token: the first 8 characters. */
export const resumeTokenPreview = (resumeToken: string): string =>
  resumeToken.slice(0, ONBOARDING_CARD_TOKEN_PREFIX_CHARS);
