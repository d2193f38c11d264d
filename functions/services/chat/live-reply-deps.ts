/**
 * Production bindings of the chat-reply ports: rate counters in DynamoDB, Q as configured by
 * BEDROCK_MODEL_ID. The chat handlers (plain and streamed) use these; unit tests build their own.
 */
import { assistantFromEnv, streamingAssistantFromEnv } from '../../adapters/assistant/assistant-from-env.ts';
import { hitRateLimit } from '../../adapters/db/rate-limits.ts';
import { optionalEnv } from '../../adapters/env.ts';
import { logger } from '../../adapters/log.ts';
import type { ChatReplyDeps } from './reply-to-chat.ts';
import type { ChatStreamDeps } from './stream-chat-reply.ts';

let deps: ChatReplyDeps | undefined;

export function chatReplyDeps(): ChatReplyDeps {
  deps ??= {
    assistant: assistantFromEnv(),
    limiter: (key, rule) => hitRateLimit(key, rule),
    // Set only by the local runtime (functions/local), so a deployed Lambda never fails on purpose.
    faultInjection: optionalEnv('ALLOW_FAULT_INJECTION') === '1',
    log: (line) => logger('chat').warn(String(line.msg ?? 'chat'), line),
  };
  return deps;
}

let streamDeps: ChatStreamDeps | undefined;

/** The streamed chat's bindings: the same counters, switch and log as the plain call, Q streamed. */
export function chatStreamDeps(): ChatStreamDeps {
  streamDeps ??= {
    assistant: streamingAssistantFromEnv(),
    limiter: (key, rule) => hitRateLimit(key, rule),
    faultInjection: optionalEnv('ALLOW_FAULT_INJECTION') === '1',
    log: (line) => logger('chat').warn(String(line.msg ?? 'chat'), line),
  };
  return streamDeps;
}
