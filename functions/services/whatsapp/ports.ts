import type { ChatSession } from '../../domain/contracts/records/chat-session.ts';
import type { ChatTurn } from '../chat/ports.ts';

/** A decision about one session: its next state (or none) and what the caller learns. */
export type SessionChange<T> =
  { readonly session: ChatSession; readonly outcome: T } | { readonly outcome: T };

/** Chat sessions, changed under the data layer's optimistic lock (adapters/db/chat-sessions.ts). */
export interface ConversationStore {
  change<T>(sessionId: string, decide: (current: ChatSession | undefined) => SessionChange<T>): Promise<T>;
  get(sessionId: string): Promise<ChatSession | undefined>;
}

/** WhatsApp's Graph API: one text to one number; throws when Meta refuses or cannot be reached. */
export interface WhatsappSender {
  sendText(to: string, body: string): Promise<{ readonly wamid: string }>;
}

/** What the worker needs to answer a notification. */
export interface WhatsappWorkerPorts {
  readonly store: ConversationStore;
  readonly sender: WhatsappSender;
  /**
   * Q's answer to the conversation so far, exactly as the widget's chat API gives it (the same
   * use case, knowledge and limits), or the widget's fallback text when Q fails.
   */
  readonly ask: (turns: readonly ChatTurn[], sessionId: string, waId: string) => Promise<string>;
  readonly siteUrl: string;
  /**
   * Mints and keeps a token that joins this chat session to the launch started from the /launch
   * link carrying it (records/q-chat-link.ts); answers the token.
   */
  readonly linkToLaunch: (sessionId: string) => Promise<string>;
  readonly now: () => number;
  readonly log: (message: string, fields: Record<string, unknown>) => void;
}

/** What the webhook needs: the secrets it checks with, and the queue it hands work to. */
export interface WhatsappWebhookPorts {
  readonly appSecret: () => Promise<string>;
  readonly verifyToken: () => Promise<string>;
  readonly enqueue: (rawBody: string) => Promise<void>;
}

/** A staff reply to a web visitor who left an e-mail address. */
export interface StaffReplyMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface StaffConversationPorts {
  readonly store: ConversationStore;
  readonly sender: WhatsappSender;
  readonly sendMail: (mail: StaffReplyMail) => Promise<unknown>;
  readonly now: () => number;
  readonly log: (message: string, fields: Record<string, unknown>) => void;
}
