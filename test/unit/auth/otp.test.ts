import { describe, expect, it } from 'vitest';
import {
  challengeState,
  generateOtpCode,
  hashOtpCode,
  maskEmail,
  newOtpChallenge,
  otpMatches,
  OTP_TTL_SECONDS,
} from '../../../functions/services/auth/otp.ts';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);

describe('sign-in code generation', () => {
  it('makes six digits, keeping leading zeros, and does not repeat itself', () => {
    const codes = Array.from({ length: 2000 }, generateOtpCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });
});

describe('a new challenge', () => {
  it('stores a salted hash, never the code, and expires 5 minutes after it is made', async () => {
    const { challenge, code } = await newOtpChallenge(' Ada@Example.COM ', NOW);

    expect(challenge.email).toBe('ada@example.com');
    expect(Date.parse(challenge.expires_at) - NOW).toBe(OTP_TTL_SECONDS * 1000);
    expect(OTP_TTL_SECONDS).toBe(300);
    expect(JSON.stringify(challenge)).not.toContain(code);
    expect(challenge.code_hash).toBe(await hashOtpCode(code, challenge.salt));
  });

  it('uses a different salt each time, so equal codes hash differently', async () => {
    const first = await newOtpChallenge('ada@example.com', NOW);
    const second = await newOtpChallenge('ada@example.com', NOW);
    expect(first.challenge.salt).not.toBe(second.challenge.salt);
    expect(await hashOtpCode('123456', first.challenge.salt)).not.toBe(
      await hashOtpCode('123456', second.challenge.salt),
    );
  });
});

describe('checking an answer', () => {
  it('accepts the code, also typed with a space or dash, and refuses anything else', async () => {
    const { challenge, code } = await newOtpChallenge('ada@example.com', NOW);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    expect(await otpMatches(code, challenge)).toBe(true);
    expect(await otpMatches(` ${code.slice(0, 3)} ${code.slice(3)} `, challenge)).toBe(true);
    expect(await otpMatches(`${code.slice(0, 3)}-${code.slice(3)}`, challenge)).toBe(true);
    expect(await otpMatches(wrong, challenge)).toBe(false);
    expect(await otpMatches(`${code}0`, challenge)).toBe(false);
    expect(await otpMatches('', challenge)).toBe(false);
  });
});

describe('challenge state', () => {
  const stored = async () => ({
    ...(await newOtpChallenge('ada@example.com', NOW)).challenge,
    attempts: 0,
    used: false,
  });

  it('is open until the 5 minutes are up, then expired', async () => {
    const challenge = await stored();
    expect(challengeState(challenge, NOW + 299_999)).toBe('open');
    expect(challengeState(challenge, NOW + 300_000)).toBe('expired');
  });

  it('is used once consumed and exhausted after 3 wrong answers', async () => {
    const challenge = await stored();
    expect(challengeState({ ...challenge, used: true }, NOW)).toBe('used');
    expect(challengeState({ ...challenge, attempts: 2 }, NOW)).toBe('open');
    expect(challengeState({ ...challenge, attempts: 3 }, NOW)).toBe('exhausted');
  });
});

describe('masking an e-mail address', () => {
  it('keeps the first letters and the top-level domain only', () => {
    expect(maskEmail('Ada.Lovelace@example.com')).toBe('a***@e***.com');
    expect(maskEmail('x@localhost')).toBe('x***@l***');
  });
});
