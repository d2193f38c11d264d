/**
 * What the auth triggers need from the outside world. The handlers bind these to DynamoDB and
 * SES; the local identity provider binds the same ports, and unit tests bind fakes.
 */

/** A stored sign-in code. The code itself is never stored: only its scrypt hash and salt. */
export interface OtpChallenge {
  readonly challengeId: string;
  /** normalised (trimmed, lower-case) e-mail the code was sent to */
  readonly email: string;
  readonly codeHash: string;
  readonly salt: string;
  /** epoch milliseconds */
  readonly createdAt: number;
  /** epoch milliseconds; the code is refused from this instant on */
  readonly expiresAt: number;
  readonly wrongAttempts: number;
  readonly consumed: boolean;
}

export interface OtpChallengeStore {
  putOtpChallenge(challenge: OtpChallenge): Promise<void>;
  getOtpChallenge(challengeId: string): Promise<OtpChallenge | undefined>;
  /** Adds one wrong answer and returns the new count. */
  recordWrongAttempt(challengeId: string): Promise<number>;
  /** Marks the code used. Resolves false when it was already used (or is gone): single use is decided here. */
  consumeOtpChallenge(challengeId: string): Promise<boolean>;
}

export interface RateLimitResult {
  readonly allowed: boolean;
  readonly retryAfterSeconds: number;
  readonly count: number;
}

export interface RateLimiter {
  hitRateLimit(key: string, rule: { limit: number; windowSeconds: number }): Promise<RateLimitResult>;
}

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** Epoch milliseconds; injectable so expiry can be tested without waiting. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
