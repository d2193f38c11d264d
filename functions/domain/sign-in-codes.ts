/**
 * The e-mailed sign-in code: its length, life and attempts, and how long a new one waits.
 */

export const OTP_RULES = {
  digits: 6,
  ttlMs: 5 * 60 * 1_000,
  maxAttempts: 3,
} as const;

/**
 * How long after a code is mailed a new ask for one is taken for Cognito retrying the same request
 * and answered with the open code instead of a new e-mail (services/auth/create-auth-challenge.ts).
 * The sign-in screen keeps "Resend code" waiting this long, so it never says a code went out when
 * none did (issue #26).
 */
export const CODE_RESEND_WAIT_MS = 20_000;
