import { createHash } from 'node:crypto';
import { AppError } from '../../domain/app-error.ts';
import { RATE_LIMITS, type RateLimitName, type RateLimitRule } from '../../domain/rate-limits.ts';

export interface RateLimitResult {
  readonly allowed: boolean;
  /** Seconds until the current window ends; 0 when allowed. */
  readonly retryAfterSeconds: number;
  /** Hits in the current window, this one included. */
  readonly count: number;
}

/** Counts one hit on a key under a rule (functions/adapters/db/rate-limits.ts on DynamoDB). */
export type RateLimiter = (key: string, rule: RateLimitRule) => Promise<RateLimitResult>;

/**
 * A stable, non-reversible stand-in for an e-mail address in logs and rate-limit keys: the same
 * person can be followed across log lines without the address itself being written anywhere.
 */
export function emailFingerprint(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);
}

/** The counter key of one limit for one caller: `<limit>#<what it counts by>#<who>`. */
export function rateLimitKey(name: RateLimitName, subject: string): string {
  const { by } = RATE_LIMITS[name];
  return `${name}#${by}#${by === 'email' ? emailFingerprint(subject) : subject}`;
}

/**
 * Counts the call against every listed limit (all of them, so a refused caller's counters still
 * move), then refuses (429, rate_limited) with the longest wait any exceeded limit asks for, in
 * `message` where the caller's screen has its own words for it (the chat's, functions/domain).
 */
export async function enforceRateLimits(
  limiter: RateLimiter,
  checks: readonly (readonly [RateLimitName, string])[],
  message?: string,
): Promise<void> {
  const outcomes = await Promise.all(
    checks.map(([name, subject]) => limiter(rateLimitKey(name, subject), RATE_LIMITS[name])),
  );
  const refused = outcomes.filter((outcome) => !outcome.allowed);
  if (refused.length > 0)
    throw AppError.rateLimited(Math.max(...refused.map((outcome) => outcome.retryAfterSeconds)), message);
}
