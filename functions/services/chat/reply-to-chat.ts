import { containsForcedFailure } from '../../domain/q/fault-injection.ts';
import { AppError } from '../../domain/app-error.ts';
import { CHAT_BUSY_MESSAGE, Q_COULD_NOT_ANSWER_MESSAGE } from '../../domain/chat-refusals.ts';
import type { Assistant, ChatContext, ChatTurn, RateLimiter } from './ports.ts';
import { enforceRateLimits } from '../shared/rate-limits.ts';

export interface ChatReplyPorts {
  readonly assistant: Assistant;
  readonly limiter: RateLimiter;
  /** ALLOW_FAULT_INJECTION=1: the failure marker in a message makes Q fail on purpose. */
  readonly faultInjection: boolean;
  readonly log?: (line: Record<string, unknown>) => void;
}

export interface ChatReplyRequest {
  readonly messages: readonly ChatTurn[];
  readonly context: ChatContext;
  readonly sessionId: string;
  readonly clientIp: string;
}

export interface ChatReply {
  readonly reply: string;
  readonly sessionId: string;
}

/** Q could not answer (the model and the built-in guide both failed, or a failure was forced). */
export const assistantUnavailable = (cause?: unknown) =>
  AppError.providerDown(Q_COULD_NOT_ANSWER_MESSAGE, cause === undefined ? {} : { cause });

/**
 * What every chat call passes before Q is asked, plain or streamed: the per-IP and per-session
 * limits (the same counters, so streaming is no way round them) and the failure switch.
 */
export async function admitChatRequest(
  deps: Pick<ChatReplyPorts, 'limiter' | 'faultInjection' | 'log'>,
  request: ChatReplyRequest,
): Promise<void> {
  await enforceRateLimits(
    deps.limiter,
    [
      ['chatPerIp', request.clientIp],
      ['chatPerSession', request.sessionId],
    ],
    CHAT_BUSY_MESSAGE,
  );

  const lastUserMessage = [...request.messages].reverse().find((message) => message.role === 'user');
  if (deps.faultInjection && lastUserMessage && containsForcedFailure(lastUserMessage.content)) {
    deps.log?.({ level: 'warn', msg: 'chat failure forced', context: request.context });
    throw assistantUnavailable();
  }
}

/** quarter-chat: within the rate limits, Q answers the conversation so far. */
export async function replyToChat(deps: ChatReplyPorts, request: ChatReplyRequest): Promise<ChatReply> {
  await admitChatRequest(deps, request);

  try {
    const reply = await deps.assistant.reply({
      messages: request.messages,
      context: request.context,
      sessionId: request.sessionId,
    });
    return { reply, sessionId: request.sessionId };
  } catch (error: unknown) {
    deps.log?.({
      level: 'error',
      msg: 'chat reply failed',
      context: request.context,
      error: error instanceof Error ? error.name : 'unknown',
    });
    throw assistantUnavailable(error);
  }
}
