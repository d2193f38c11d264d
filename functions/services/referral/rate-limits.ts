import { emailFingerprint } from './privacy.ts';

export interface RateLimitRule {
  readonly limit: number;
  readonly windowSeconds: number;
}

export interface RateLimitResult {
  readonly allowed: boolean;
  readonly retryAfterSeconds: number;
  readonly count: number;
}

export interface RateLimiter {
  hitRateLimit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
}

const HOUR = 3_600;
const QUARTER_HOUR = 900;

/**
 * Limits of the public referral and lead calls. Per IP stops one machine flooding; per e-mail stops
 * a spread-out attacker filling one person's inbox (and, for login, probing one address).
 */
export const RATE_LIMITS = {
  applyPerIp: { limit: 5, windowSeconds: HOUR },
  applyPerEmail: { limit: 3, windowSeconds: HOUR },
  dashboardLinkPerIp: { limit: 5, windowSeconds: QUARTER_HOUR },
  dashboardLinkPerEmail: { limit: 3, windowSeconds: QUARTER_HOUR },
  dashboardReadPerIp: { limit: 60, windowSeconds: 60 },
  leadsPerIp: { limit: 10, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The counter key of one limit for one caller; e-mails are fingerprinted, never stored in keys. */
export function rateLimitKey(name: RateLimitName, subject: { ip: string } | { email: string }): string {
  return 'ip' in subject ? `${name}#ip#${subject.ip}` : `${name}#email#${emailFingerprint(subject.email)}`;
}

export class RateLimitExceededError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Rate limit exceeded');
    this.name = 'RateLimitExceededError';
  }
}

/** Counts one call against a limit; over it throws RateLimitExceededError with the wait. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  name: RateLimitName,
  subject: { ip: string } | { email: string },
): Promise<void> {
  const result = await limiter.hitRateLimit(rateLimitKey(name, subject), RATE_LIMITS[name]);
  if (!result.allowed) throw new RateLimitExceededError(result.retryAfterSeconds);
}
