import { describe, expect, it } from 'vitest';
import { newOtpChallenge } from '../../../functions/services/auth/otp.ts';
import type { OtpChallenge } from '../../../functions/services/auth/ports.ts';
import { verifyAuthChallenge } from '../../../functions/services/auth/verify-auth-challenge.ts';
import { FakeOtpStore, run, verifyEvent } from './fakes.ts';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);

async function setup(change: Partial<OtpChallenge> = {}) {
  const store = new FakeOtpStore();
  const { challenge, code } = await newOtpChallenge('ada@example.com', NOW);
  await store.putOtpChallenge(challenge);
  store.change(challenge.challenge_id, change);
  let now = NOW + 60_000;
  const verified: string[] = [];
  const markEmailVerified = async (_pool: string, username: string) => void verified.push(username);
  const trigger = verifyAuthChallenge({ ...store.ports(), markEmailVerified, now: () => now });
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const params = { challengeId: challenge.challenge_id };
  const answer = async (text: string, extra: Parameters<typeof verifyEvent>[2] = {}) =>
    (await run(trigger, verifyEvent(text, params, extra))).response.answerCorrect;
  return {
    store,
    verified,
    code,
    wrong,
    answer,
    id: challenge.challenge_id,
    expiresAt: Date.parse(challenge.expires_at),
    setNow: (value: number) => (now = value),
  };
}

describe('VerifyAuthChallengeResponse', () => {
  it('accepts the e-mailed code once and marks it used', async () => {
    const { store, code, answer, id } = await setup();
    expect(await answer(code)).toBe(true);
    expect(store.challenges.get(id)?.used).toBe(true);
    expect(await answer(code)).toBe(false);
  });

  it('counts a wrong answer', async () => {
    const { store, wrong, answer, id } = await setup();
    expect(await answer(wrong)).toBe(false);
    expect(await answer('abcdef')).toBe(false);
    expect(store.challenges.get(id)?.attempts).toBe(2);
  });

  it('refuses even the right code after 3 wrong answers', async () => {
    const { code, wrong, answer } = await setup();
    for (let attempt = 0; attempt < 3; attempt += 1) expect(await answer(wrong)).toBe(false);
    expect(await answer(code)).toBe(false);
  });

  it('refuses the right code from the moment it expires', async () => {
    const { store, code, answer, id, expiresAt, setNow } = await setup();
    setNow(expiresAt - 1);
    expect(await answer(code)).toBe(true);

    const late = await setup();
    late.setNow(late.expiresAt);
    expect(await late.answer(late.code)).toBe(false);
    expect(late.store.challenges.get(late.id)?.used).toBe(false);
    expect(store.challenges.get(id)?.used).toBe(true);
  });

  it('lets only one of two racing correct answers through', async () => {
    const { code, answer } = await setup();
    const results = await Promise.all([answer(code), answer(code)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a code issued to another e-mail address, an unknown challenge and an unknown user', async () => {
    const { code, answer, store } = await setup();
    expect(await answer(code, { email: 'mallory@example.com' })).toBe(false);
    expect(await answer(code, { userNotFound: true })).toBe(false);
    const trigger = verifyAuthChallenge({
      ...store.ports(),
      markEmailVerified: async () => {},
      now: () => NOW,
    });
    expect((await run(trigger, verifyEvent(code, {}))).response.answerCorrect).toBe(false);
    expect((await run(trigger, verifyEvent(code, { challengeId: 'missing' }))).response.answerCorrect).toBe(
      false,
    );
  });

  it('marks the e-mail verified only after a right answer, the one proof that the address is theirs', async () => {
    const { code, wrong, answer, verified } = await setup();
    expect(await answer(wrong, { emailVerified: 'false' })).toBe(false);
    expect(verified).toEqual([]);
    expect(await answer(code, { emailVerified: 'false' })).toBe(true);
    expect(verified).toHaveLength(1);
  });
});
