import type { RateLimiter, RateLimitRule } from './ports.ts';

/**
 * A launch chat makes about eight onboarding calls from idea to booking (one per stage, a finalize,
 * perhaps a failure report or a changed sector). Per IP leaves room for many founders behind one
 * carrier-grade NAT, as Nigerian mobile networks often are; per resume token stops one browser
 * hammering a single record.
 */
export const LAUNCH_ONBOARDING_RATE_LIMITS = {
  perIp: { limit: 120, windowSeconds: 60 },
  perResumeToken: { limit: 30, windowSeconds: 60 },
} as const satisfies Record<string, RateLimitRule>;

export class LaunchRateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many launch onboarding calls');
    this.name = 'LaunchRateLimitedError';
  }
}

export const onboardingRateKeys = (ip: string, resumeToken: string) =>
  [
    { key: `launchOnboarding#ip#${ip}`, rule: LAUNCH_ONBOARDING_RATE_LIMITS.perIp },
    { key: `launchOnboarding#token#${resumeToken}`, rule: LAUNCH_ONBOARDING_RATE_LIMITS.perResumeToken },
  ] as const;

/** Counts the call on every key, then refuses with the longest wait any exceeded limit asks for. */
export async function enforceOnboardingRateLimits(
  limiter: RateLimiter,
  ip: string,
  resumeToken: string,
): Promise<void> {
  const outcomes = await Promise.all(
    onboardingRateKeys(ip, resumeToken).map(({ key, rule }) => limiter(key, rule)),
  );
  const refused = outcomes.filter((outcome) => !outcome.allowed);
  if (refused.length > 0) {
    throw new LaunchRateLimitedError(Math.max(...refused.map((outcome) => outcome.retryAfterSeconds)));
  }
}
