import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.ts';
import { epochSeconds } from './expiry.ts';
import type { RateLimitRule } from '../../domain/rate-limits.ts';
import type { RateLimitResult } from '../../services/shared/rate-limits.ts';

/** The counter item's keys, as the rate_counter entity (entities/rate-counter.ts) describes them. */
export const rateCounterKey = (key: string, windowStart: number) => ({
  pk: `rate#${key}`,
  sk: `window#${windowStart}`,
});

/**
 * Fixed-window counter: one atomic ADD per hit on the item for (key, window), so concurrent
 * requests cannot both slip under the limit. The item expires shortly after its window.
 * A plain UpdateItem rather than the ElectroDB entity: the chat Lambda needs nothing else of
 * ElectroDB, and leaving it out keeps that bundle within its budget (a test checks the keys
 * agree with the entity's).
 */
export async function hitRateLimit(
  key: string,
  rule: RateLimitRule,
  now: Date | number = Date.now(),
): Promise<RateLimitResult> {
  const nowSeconds = epochSeconds(now);
  const windowStart = nowSeconds - (nowSeconds % rule.windowSeconds);
  const windowEnd = windowStart + rule.windowSeconds;
  const { Attributes } = await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: rateCounterKey(key, windowStart),
      UpdateExpression:
        'ADD #hits :one SET #ttl = :ttl, #key = if_not_exists(#key, :key), #window = if_not_exists(#window, :window)',
      ExpressionAttributeNames: { '#hits': 'hits', '#ttl': 'ttl', '#key': 'key', '#window': 'window_start' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':ttl': windowEnd + 60,
        ':key': key,
        ':window': String(windowStart),
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const count = typeof Attributes?.hits === 'number' ? Attributes.hits : 1;
  const allowed = count <= rule.limit;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, windowEnd - nowSeconds), count };
}
