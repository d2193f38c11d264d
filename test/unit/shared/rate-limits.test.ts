import { describe, expect, it } from 'vitest';
import { AppError } from '../../../functions/domain/app-error.ts';
import { RATE_LIMITS, type RateLimitRule } from '../../../functions/domain/rate-limits.ts';
import {
  emailFingerprint,
  enforceRateLimits,
  rateLimitKey,
  type RateLimitResult,
} from '../../../functions/services/shared/rate-limits.ts';

/** Counts hits per key in memory, refusing past each rule's limit with its window as the wait. */
function memoryLimiter() {
  const hits = new Map<string, number>();
  const limiter = async (key: string, rule: RateLimitRule): Promise<RateLimitResult> => {
    const count = (hits.get(key) ?? 0) + 1;
    hits.set(key, count);
    const allowed = count <= rule.limit;
    return { allowed, retryAfterSeconds: allowed ? 0 : rule.windowSeconds, count };
  };
  return { limiter, hits };
}

describe('the rate-limit table', () => {
  it('gives every limit a positive count and window, and says what it guards', () => {
    for (const [name, policy] of Object.entries(RATE_LIMITS)) {
      expect(policy.limit, name).toBeGreaterThan(0);
      expect(policy.windowSeconds, name).toBeGreaterThan(0);
      expect(policy.guards.length, name).toBeGreaterThan(5);
    }
  });
});

describe('rateLimitKey', () => {
  it('names the limit, what it counts by and who', () => {
    expect(rateLimitKey('chatPerIp', '102.89.1.7')).toBe('chatPerIp#ip#102.89.1.7');
    expect(rateLimitKey('launchOnboardingPerResumeToken', 'token-1')).toBe(
      'launchOnboardingPerResumeToken#resume_token#token-1',
    );
  });

  it('keeps e-mails out of the key, the same one for any spelling of the address', () => {
    const key = rateLimitKey('signInCodePerEmail', ' Ada@Example.com ');
    expect(key).toBe(`signInCodePerEmail#email#${emailFingerprint('ada@example.com')}`);
    expect(key).not.toContain('ada');
    expect(rateLimitKey('applyPerEmail', 'ada@example.com')).toMatch(/^applyPerEmail#email#[0-9a-f]{16}$/);
  });
});

describe('enforceRateLimits', () => {
  it('counts every limit and refuses with the longest wait of those exceeded', async () => {
    const { limiter, hits } = memoryLimiter();
    const checks = [
      ['chatPerIp', '1.2.3.4'],
      ['chatPerSession', 'chat-1'],
    ] as const;
    for (let call = 0; call < RATE_LIMITS.chatPerSession.limit; call += 1)
      await enforceRateLimits(limiter, checks);

    const refused = await enforceRateLimits(limiter, checks).catch((error: unknown) => error);
    expect(refused).toStrictEqual(AppError.rateLimited(RATE_LIMITS.chatPerSession.windowSeconds));
    expect(hits.get('chatPerIp#ip#1.2.3.4')).toBe(RATE_LIMITS.chatPerSession.limit + 1);
    expect(hits.get('chatPerSession#session#chat-1')).toBe(RATE_LIMITS.chatPerSession.limit + 1);
  });
});
