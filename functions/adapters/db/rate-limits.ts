import { boundEntity } from './bound-entity.ts';
import { rateCounterEntity } from './entities/rate-counter.ts';
import { epochSeconds } from './expiry.ts';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the current window ends; 0 when allowed. */
  retryAfterSeconds: number;
  /** Hits in the current window, this one included. */
  count: number;
}

/**
 * Fixed-window counter: one atomic ADD per hit on the item for (key, window), so concurrent
 * requests cannot both slip under the limit. The item expires shortly after its window.
 */
export async function hitRateLimit(
  key: string,
  rule: RateLimitRule,
  now: Date | number = Date.now(),
): Promise<RateLimitDecision> {
  const nowSeconds = epochSeconds(now);
  const windowStart = nowSeconds - (nowSeconds % rule.windowSeconds);
  const windowEnd = windowStart + rule.windowSeconds;
  const { data } = await boundEntity(rateCounterEntity)
    .update({ key, window_start: String(windowStart) })
    .add({ hits: 1 })
    .set({ ttl: windowEnd + 60 })
    .go({ response: 'all_new' });
  const count = data.hits ?? 1;
  const allowed = count <= rule.limit;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, windowEnd - nowSeconds), count };
}
