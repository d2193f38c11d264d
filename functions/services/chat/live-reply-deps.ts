/**
 * Production bindings of the chat-reply ports: rate counters in DynamoDB, Q as configured by
 * BEDROCK_MODEL_ID. The chat handler uses these; unit tests build their own.
 */
import { assistantFromEnv } from '../../adapters/assistant/assistant-from-env.ts';
import { hitRateLimit } from '../../adapters/db/rate-limits.ts';
import { optionalEnv } from '../../adapters/env.ts';
import { logger } from '../../adapters/log.ts';
import type { ChatReplyDeps } from './reply-to-chat.ts';

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
