import type { ChatRole } from '../../domain/chat-session.ts';

export type ChatContext = 'widget' | 'launch-flow';

export interface ChatTurn {
  readonly role: ChatRole;
  readonly content: string;
}

export interface AssistantInput {
  readonly messages: readonly ChatTurn[];
  readonly context: ChatContext;
  readonly sessionId: string;
}

/** Q as the chat service sees it: a history in, one reply out. Bedrock and the built-in guide both fit. */
export interface Assistant {
  reply(input: AssistantInput): Promise<string>;
}

/** A part of a reply as it is generated. */
export type ReplyPiece =
  /** More text, to add to what came before. */
  | { readonly type: 'text'; readonly text: string }
  /** The reply so far is dropped for this text (the primary provider failed part-way). */
  | { readonly type: 'replace'; readonly text: string };

/** Q answering a piece at a time: Bedrock ConverseStream; the built-in guide sends one piece. */
export interface StreamingAssistant {
  streamReply(input: AssistantInput): AsyncIterable<ReplyPiece>;
}

export type { RateLimiter } from '../shared/rate-limits.ts';
