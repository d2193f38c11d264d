import { isConditionFailure } from './conditions.ts';
import { emailKey } from './email.ts';
import type { OtpChallenge } from '../../domain/contracts/records/otp-challenge.ts';
import { epochSeconds, isExpired } from './expiry.ts';
import { otpChallengeLayout as layout } from './layouts/otp-challenge.ts';
import { recordOf } from './record-of.ts';
import { createItem, getItem, IF_EXISTS, isStoredAs, KEY_NAMES, updateItem } from './stored-item.ts';

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
  await createItem(layout, challenge);
  return challenge;
}

/** Undefined when missing or past its ttl (DynamoDB deletes late). Expiry of the code itself is the caller's check. */
export async function getOtpChallenge(
  challengeId: string,
  now = new Date(),
): Promise<OtpChallenge | undefined> {
  const item = await getItem(layout.key({ challenge_id: challengeId }), true);
  if (!isStoredAs(layout, item) || isExpired(item.ttl as number | undefined, now)) return undefined;
  return recordOf<OtpChallenge>(layout, [], item);
}

/** Adds one wrong answer atomically and returns the new count; undefined when the challenge is gone. */
export async function recordWrongAttempt(challengeId: string): Promise<number | undefined> {
  try {
    const updated = await updateItem({
      key: layout.key({ challenge_id: challengeId }),
      update: 'ADD #attempts :one',
      condition: IF_EXISTS,
      names: { ...KEY_NAMES, '#attempts': 'attempts' },
      values: { ':one': 1 },
      returnNew: true,
    });
    return updated?.attempts as number;
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
    await updateItem({
      key: layout.key({ challenge_id: challengeId }),
      update: 'SET #used = :used',
      condition: `${IF_EXISTS} AND #used = :unused AND #expires_at > :now`,
      names: { ...KEY_NAMES, '#used': 'used', '#expires_at': 'expires_at' },
      values: { ':used': true, ':unused': false, ':now': now.toISOString() },
    });
    return true;
  } catch (error: unknown) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
