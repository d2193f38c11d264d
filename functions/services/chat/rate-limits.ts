import { ChatRateLimitedError } from './errors.ts';
import type { RateLimiter, RateLimitRule } from './ports.ts';

/**
 * A person chats far slower than 20 messages a minute; a launch chat makes about five calls in
 * total. Per IP allows an office or a shared mobile gateway several people at once.
 */
export const CHAT_RATE_LIMITS = {
  perSession: { limit: 20, windowSeconds: 60 },
  perIp: { limit: 60, windowSeconds: 60 },
} as const satisfies Record<string, RateLimitRule>;

/** The widget saves after replies and the launch chat after each step: 60 a minute per IP is generous. */
export const SAVE_RATE_LIMITS = {
  perIp: { limit: 60, windowSeconds: 60 },
} as const satisfies Record<string, RateLimitRule>;

/** Counts a hit on every key, then refuses with the longest wait any exceeded limit asks for. */
export async function enforceRateLimits(
  limiter: RateLimiter,
  checks: readonly { readonly key: string; readonly rule: RateLimitRule }[],
): Promise<void> {
  const outcomes = await Promise.all(checks.map((check) => limiter(check.key, check.rule)));
  const refused = outcomes.filter((outcome) => !outcome.allowed);
  if (refused.length > 0) {
    throw new ChatRateLimitedError(Math.max(...refused.map((outcome) => outcome.retryAfterSeconds)));
  }
}
