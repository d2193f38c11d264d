import type { RateLimiter as SharedRateLimiter } from '../shared/rate-limits.ts';
/**
 * What the auth triggers need from the outside world. The handlers bind these to DynamoDB and
 * SES; the local identity provider binds the same ports, and unit tests bind fakes.
 */

/**
 * A stored sign-in code, in the table's own attribute names. The code itself is never stored:
 * only its scrypt hash and the per-challenge salt.
 */
export interface NewOtpChallenge {
  readonly challenge_id: string;
  /** normalised (trimmed, lower-case) e-mail the code was sent to */
  readonly email: string;
  readonly code_hash: string;
  readonly salt: string;
  /** ISO instants; the code is refused from `expires_at` on */
  readonly created_at: string;
  readonly expires_at: string;
}

export interface OtpChallenge extends NewOtpChallenge {
  /** wrong answers so far */
  readonly attempts: number;
  readonly used: boolean;
}

/** The DynamoDB adapter (functions/adapters/db/otp-challenges.ts) has exactly this shape. */
export interface OtpChallengeStore {
  putOtpChallenge(challenge: NewOtpChallenge): Promise<unknown>;
  getOtpChallenge(challengeId: string, now: Date): Promise<OtpChallenge | undefined>;
  /** Adds one wrong answer; the new count, or undefined when the challenge is gone. */
  recordWrongAttempt(challengeId: string): Promise<number | undefined>;
  /**
   * Marks the code used, on condition it is unused and unexpired at `now`. Resolves false when that
   * condition fails: single use is decided here, so two racing correct answers cannot both pass.
   */
  consumeOtpChallenge(challengeId: string, now: Date): Promise<boolean>;
}

/** The one rate-limit adapter (functions/services/shared/rate-limits.ts), as the sign-in triggers take it. */
export interface RateLimiter {
  readonly hitRateLimit: SharedRateLimiter;
}

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export type SendMail = (mail: OutgoingMail) => Promise<unknown>;

/** Epoch milliseconds; injectable so expiry can be tested without waiting. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
