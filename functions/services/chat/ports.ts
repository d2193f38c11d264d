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

export interface RateLimitRule {
  readonly limit: number;
  readonly windowSeconds: number;
}

export interface RateLimitOutcome {
  readonly allowed: boolean;
  readonly retryAfterSeconds: number;
  readonly count: number;
}

/** Counts one hit on `key` and says whether it is still within `rule`. */
export type RateLimiter = (key: string, rule: RateLimitRule) => Promise<RateLimitOutcome>;
