/**
 * Every rate limit of the product, in one table: what it guards, what it counts by, how many calls
 * in how long. functions/services/shared/rate-limits.ts enforces them through one adapter
 * (functions/adapters/db/rate-limits.ts, an atomic counter per key and window).
 *
 * Why these numbers: a person chats far slower than 20 messages a minute and a launch chat makes
 * about eight onboarding calls from idea to booking; per IP leaves room for many people behind one
 * carrier-grade NAT, as Nigerian mobile networks often are. Per e-mail stops a spread-out attacker
 * filling one person's inbox (and probing one address); per resume token or session stops one
 * browser hammering one record.
 */
export interface RateLimitRule {
  readonly limit: number;
  readonly windowSeconds: number;
}

/** What a limit counts by; e-mails are fingerprinted in the counter's key, never stored. */
export type RateLimitSubject = 'ip' | 'email' | 'session' | 'resume_token';

export interface RateLimitPolicy extends RateLimitRule {
  /** The calls it guards. */
  readonly guards: string;
  readonly by: RateLimitSubject;
}

const MINUTE = 60;
const QUARTER_HOUR = 15 * MINUTE;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  chatPerIp: { guards: 'POST /api/chat, POST /api/chat/stream', by: 'ip', limit: 60, windowSeconds: MINUTE },
  chatPerSession: {
    guards: 'POST /api/chat, POST /api/chat/stream',
    by: 'session',
    limit: 20,
    windowSeconds: MINUTE,
  },
  chatSavePerIp: { guards: 'POST /api/chat-sessions', by: 'ip', limit: 60, windowSeconds: MINUTE },
  launchOnboardingPerIp: {
    guards: 'POST /api/launch/onboarding, GET /api/launch/onboarding/{token}',
    by: 'ip',
    limit: 120,
    windowSeconds: MINUTE,
  },
  launchOnboardingPerResumeToken: {
    guards: 'POST /api/launch/onboarding, GET /api/launch/onboarding/{token}',
    by: 'resume_token',
    limit: 30,
    windowSeconds: MINUTE,
  },
  applyPerIp: { guards: 'POST /api/referrals', by: 'ip', limit: 5, windowSeconds: HOUR },
  applyPerEmail: { guards: 'POST /api/referrals', by: 'email', limit: 3, windowSeconds: HOUR },
  dashboardLinkPerIp: {
    guards: 'POST /api/referrals/dashboard-link',
    by: 'ip',
    limit: 5,
    windowSeconds: QUARTER_HOUR,
  },
  dashboardLinkPerEmail: {
    guards: 'POST /api/referrals/dashboard-link',
    by: 'email',
    limit: 3,
    windowSeconds: QUARTER_HOUR,
  },
  dashboardReadPerIp: { guards: 'GET /api/referrals/dashboard', by: 'ip', limit: 60, windowSeconds: MINUTE },
  /** Each resolve is a Paystack call that names an account's holder: no enumerating accounts. */
  payoutResolvePerIp: {
    guards: 'POST /api/referrals/payout-account/resolve',
    by: 'ip',
    limit: 30,
    windowSeconds: QUARTER_HOUR,
  },
  payoutAccountSavePerIp: {
    guards: 'PUT /api/referrals/payout-account',
    by: 'ip',
    limit: 20,
    windowSeconds: QUARTER_HOUR,
  },
  /** The payment link's checkout needs no sign-in, so each start (a Paystack initialize) is counted. */
  linkCheckoutPerIp: {
    guards: 'POST /api/payments/checkout/{token}',
    by: 'ip',
    limit: 20,
    windowSeconds: QUARTER_HOUR,
  },
  linkCheckoutPerResumeToken: {
    guards: 'POST /api/payments/checkout/{token}',
    by: 'resume_token',
    limit: 10,
    windowSeconds: QUARTER_HOUR,
  },
  leadsPerIp: { guards: 'POST /api/leads', by: 'ip', limit: 10, windowSeconds: HOUR },
  /** Sign-in codes e-mailed to one address (Cognito's CreateAuthChallenge trigger). */
  signInCodePerEmail: {
    guards: 'sign-in code e-mails (CreateAuthChallenge)',
    by: 'email',
    limit: 5,
    windowSeconds: QUARTER_HOUR,
  },
  /** Sign-in attempts from one IP: the user pool's WAF rule on AWS, the local identity provider locally. */
  signInCodePerIp: {
    guards: 'sign-in code requests (InitiateAuth)',
    by: 'ip',
    limit: 20,
    windowSeconds: 5 * MINUTE,
  },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMITS;
