import { randomBytes, randomInt, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import type { OtpChallenge } from './ports.ts';

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 5 * 60;
export const MAX_WRONG_ANSWERS = 3;
/** Codes sent to one e-mail address; a fresh code invalidates nothing, so this bounds guessing too. */
export const EMAIL_SEND_LIMIT = { limit: 5, windowSeconds: 15 * 60 } as const;
/** Sign-in starts per client IP: WAF rate-based rule on AWS, the local identity provider locally. */
export const IP_SEND_LIMIT = { limit: 20, windowSeconds: 5 * 60 } as const;

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
export async function otpMatches(answer: string, challenge: Pick<OtpChallenge, 'codeHash' | 'salt'>) {
  const candidate = normaliseAnswer(answer);
  // Hash even a malformed answer so a wrong format costs the same time as a wrong code.
  const answerHash = Buffer.from(await hashOtpCode(candidate, challenge.salt), 'base64');
  const storedHash = Buffer.from(challenge.codeHash, 'base64');
  const sameHash = answerHash.length === storedHash.length && timingSafeEqual(answerHash, storedHash);
  return sameHash && CODE_PATTERN.test(candidate);
}

/** A new challenge for `email`, returned with the plain code that goes into the e-mail only. */
export async function newOtpChallenge(
  email: string,
  now: number,
): Promise<{ challenge: OtpChallenge; code: string }> {
  const code = generateOtpCode();
  const salt = randomBytes(16).toString('base64');
  const challenge: OtpChallenge = {
    challengeId: randomUUID(),
    email: normaliseEmail(email),
    codeHash: await hashOtpCode(code, salt),
    salt,
    createdAt: now,
    expiresAt: now + OTP_TTL_SECONDS * 1000,
    wrongAttempts: 0,
    consumed: false,
  };
  return { challenge, code };
}

export type ChallengeState = 'open' | 'expired' | 'used' | 'exhausted';

export function challengeState(challenge: OtpChallenge, now: number): ChallengeState {
  if (challenge.consumed) return 'used';
  if (challenge.wrongAttempts >= MAX_WRONG_ANSWERS) return 'exhausted';
  if (now >= challenge.expiresAt) return 'expired';
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
