/**
 * The production bindings of the chat ports: Q as configured by BEDROCK_MODEL_ID, the rate
 * counters and the chat sessions in DynamoDB. The one composition root of the chat Lambdas (the
 * plain and streamed reply, and the session save); unit tests build their own ports.
 */
import { assistantFromEnv, streamingAssistantFromEnv } from '../../adapters/assistant/assistant-from-env.ts';
import { saveChatSession } from '../../adapters/db/chat-sessions.ts';
import { hitRateLimit } from '../../adapters/db/rate-limits.ts';
import { optionalEnv } from '../../adapters/env.ts';
import { logger } from '../../adapters/log.ts';
import type { ChatReplyPorts } from './reply-to-chat.ts';
import type { SaveChatSessionPorts } from './save-chat-session.ts';
import type { ChatStreamPorts } from './stream-chat-reply.ts';

/** Set only by the local runtime (functions/local), so a deployed Lambda never fails on purpose. */
const faultInjection = () => optionalEnv('ALLOW_FAULT_INJECTION') === '1';

/** What the plain and the streamed reply share: the counters, the fault switch and the log. */
const replying = () => ({
  limiter: hitRateLimit,
  faultInjection: faultInjection(),
  log: (line: Record<string, unknown>) => logger('chat').warn(String(line.msg ?? 'chat'), line),
});

let reply: ChatReplyPorts | undefined;

export function chatReplyPorts(): ChatReplyPorts {
  reply ??= { assistant: assistantFromEnv(), ...replying() };
  return reply;
}

let stream: ChatStreamPorts | undefined;

/** The streamed chat's bindings: the same as the plain call's, Q streamed. */
export function chatStreamPorts(): ChatStreamPorts {
  stream ??= { assistant: streamingAssistantFromEnv(), ...replying() };
  return stream;
}

/** The data layer's merging upsert: a save never loses a message another tab sent. */
export function saveChatSessionPorts(): SaveChatSessionPorts {
  return { limiter: hitRateLimit, store: saveChatSession };
}
