import { isConditionFailure } from './conditions.ts';
import { emailKey } from './email.ts';
import type { OtpChallenge } from '../../domain/contracts/records/otp-challenge.ts';
import { toOtpChallenge } from './entities/otp-challenge.ts';
import { epochSeconds, isExpired } from './expiry.ts';
import { db } from './service.ts';

/** Kept a day past expiry for support questions, then DynamoDB removes it. */
const KEEP_AFTER_EXPIRY_SECONDS = 24 * 60 * 60;

/** A challenge to store; it starts unused with no wrong answers, created now unless given. */
export type NewOtpChallenge = Pick<
  OtpChallenge,
  'challenge_id' | 'email' | 'code_hash' | 'salt' | 'expires_at'
> &
  Partial<Pick<OtpChallenge, 'created_at'>>;

export async function putOtpChallenge(input: NewOtpChallenge): Promise<OtpChallenge> {
  const challenge: OtpChallenge = {
    challenge_id: input.challenge_id,
    email: emailKey(input.email),
    code_hash: input.code_hash,
    salt: input.salt,
    attempts: 0,
    created_at: input.created_at ?? new Date().toISOString(),
    expires_at: input.expires_at,
    used: false,
    ttl: epochSeconds(Date.parse(input.expires_at)) + KEEP_AFTER_EXPIRY_SECONDS,
  };
  await db().entities.otpChallenge.create(challenge).go({ response: 'none' });
  return challenge;
}

/** Undefined when missing or past its ttl (DynamoDB deletes late). Expiry of the code itself is the caller's check. */
export async function getOtpChallenge(
  challengeId: string,
  now = new Date(),
): Promise<OtpChallenge | undefined> {
  const { data } = await db()
    .entities.otpChallenge.get({ challenge_id: challengeId })
    .go({ consistent: true });
  return data && !isExpired(data.ttl, now) ? toOtpChallenge(data) : undefined;
}

/** Adds one wrong answer atomically and returns the new count; undefined when the challenge is gone. */
export async function recordWrongAttempt(challengeId: string): Promise<number | undefined> {
  try {
    const { data } = await db()
      .entities.otpChallenge.patch({ challenge_id: challengeId })
      .add({ attempts: 1 })
      .go({ response: 'all_new' });
    return data.attempts;
  } catch (error: unknown) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Uses the code up. Conditional on it being unused and unexpired, so of two simultaneous correct
 * answers exactly one gets true.
 */
export async function consumeOtpChallenge(challengeId: string, now = new Date()): Promise<boolean> {
  try {
    await db()
      .entities.otpChallenge.patch({ challenge_id: challengeId })
      .set({ used: true })
      .where(
        (attribute, op) =>
          `${op.eq(attribute.used, false)} AND ${op.gt(attribute.expires_at, now.toISOString())}`,
      )
      .go({ response: 'none' });
    return true;
  } catch (error: unknown) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
