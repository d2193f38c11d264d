import type { Assistant, AssistantInput, RateLimiter } from '../../../functions/services/chat/ports.ts';

/** An in-memory fixed window: every key allows `rule.limit` hits, then refuses for the window. */
export function memoryLimiter(): RateLimiter & { hits: Map<string, number> } {
  const hits = new Map<string, number>();
  const limiter: RateLimiter = async (key, rule) => {
    const count = (hits.get(key) ?? 0) + 1;
    hits.set(key, count);
    const allowed = count <= rule.limit;
    return { allowed, count, retryAfterSeconds: allowed ? 0 : rule.windowSeconds };
  };
  return Object.assign(limiter, { hits });
}

/** Records what it was asked and answers with a fixed text. */
export function recordingAssistant(reply = 'Hello from Q'): Assistant & { inputs: AssistantInput[] } {
  const inputs: AssistantInput[] = [];
  return {
    inputs,
    async reply(input) {
      inputs.push(input);
      return reply;
    },
  };
}
