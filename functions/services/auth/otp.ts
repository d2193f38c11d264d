import { randomBytes, randomInt, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import type { NewOtpChallenge, OtpChallenge } from './ports.ts';

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 5 * 60;
export const MAX_WRONG_ANSWERS = 3;

const CODE_PATTERN = /^\d{6}$/;
// scrypt makes an offline search of the million possible codes cost hours, not milliseconds.
const SCRYPT_KEY_LENGTH = 32;
const SCRYPT_OPTIONS = { N: 16_384, r: 8, p: 1 };

/** Six digits from the CSPRNG, leading zeros kept. */
export function generateOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Accepts what people paste: surrounding spaces and a space or dash in the middle ("123 456"). */
export function normaliseAnswer(answer: string): string {
  return answer.replace(/[\s-]/g, '');
}

export function hashOtpCode(code: string, salt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    scrypt(code, Buffer.from(salt, 'base64'), SCRYPT_KEY_LENGTH, SCRYPT_OPTIONS, (error, key) =>
      error ? reject(error) : resolve(key.toString('base64')),
    );
  });
}

/** Constant-time comparison of an answer against the stored hash. */
export async function otpMatches(
  answer: string,
  challenge: { readonly code_hash: string; readonly salt: string },
) {
  const candidate = normaliseAnswer(answer);
  // Hash even a malformed answer so a wrong format costs the same time as a wrong code.
  const answerHash = Buffer.from(await hashOtpCode(candidate, challenge.salt), 'base64');
  const storedHash = Buffer.from(challenge.code_hash, 'base64');
  const sameHash = answerHash.length === storedHash.length && timingSafeEqual(answerHash, storedHash);
  return sameHash && CODE_PATTERN.test(candidate);
}

/** A new challenge for `email`, returned with the plain code that goes into the e-mail only. */
export async function newOtpChallenge(
  email: string,
  now: number,
): Promise<{ challenge: NewOtpChallenge; code: string }> {
  const code = generateOtpCode();
  const salt = randomBytes(16).toString('base64');
  const challenge: NewOtpChallenge = {
    challenge_id: randomUUID(),
    email: normaliseEmail(email),
    code_hash: await hashOtpCode(code, salt),
    salt,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + OTP_TTL_SECONDS * 1000).toISOString(),
  };
  return { challenge, code };
}

export type ChallengeState = 'open' | 'expired' | 'used' | 'exhausted';

export function challengeState(challenge: OtpChallenge, now: number): ChallengeState {
  if (challenge.used) return 'used';
  if (challenge.attempts >= MAX_WRONG_ANSWERS) return 'exhausted';
  if (!(now < Date.parse(challenge.expires_at))) return 'expired';
  return 'open';
}

/** "ada@example.com" -> "a***@e***.com": enough for the person to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = normaliseEmail(email).split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}
