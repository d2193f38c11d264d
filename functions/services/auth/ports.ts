import type { OtpChallenge as StoredOtpChallenge } from '../../domain/contracts/records/otp-challenge.ts';
import type { RateLimiter as SharedRateLimiter } from '../shared/rate-limits.ts';
/**
 * What the auth triggers need from the outside world. The handlers bind these to DynamoDB and
 * SES; the local identity provider binds the same ports, and unit tests bind fakes.
 */

/** A new sign-in code challenge, as stored (records/otp-challenge.ts): never the code, only its hash. */
export type NewOtpChallenge = Pick<
  StoredOtpChallenge,
  'challenge_id' | 'email' | 'code_hash' | 'salt' | 'created_at' | 'expires_at'
>;

/** A stored challenge as the triggers read it: with its wrong answers so far and whether it was used. */
export type OtpChallenge = Omit<StoredOtpChallenge, 'ttl'>;

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

/**
 * The last code mailed to an address (functions/adapters/db/otp-code-sends.ts), keyed by the
 * address's fingerprint: how a CreateAuthChallenge delivered again finds the code already mailed.
 */
export interface CodeSends {
  latestCodeSend(
    emailKey: string,
    now: Date,
  ): Promise<{ readonly challenge_id: string; readonly sent_at: string } | undefined>;
  /** False when another send was recorded since `replacing` was read: that one mails, this one not. */
  recordCodeSend(
    emailKey: string,
    challengeId: string,
    sentAt: Date,
    replacing: string | undefined,
  ): Promise<boolean>;
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
