import { describe, expect, it } from 'vitest';
import { defineAuthChallenge } from '../../../functions/services/auth/define-auth-challenge.ts';
import { challengeMetadata } from '../../../functions/services/auth/challenge-session.ts';
import { newOtpChallenge } from '../../../functions/services/auth/otp.ts';
import type { OtpChallenge } from '../../../functions/services/auth/ports.ts';
import { defineEvent, FakeOtpStore, run } from './fakes.ts';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);

async function setup(change: Partial<OtpChallenge> = {}) {
  const store = new FakeOtpStore();
  const { challenge } = await newOtpChallenge('ada@example.com', NOW);
  await store.putOtpChallenge(challenge);
  store.change(challenge.challenge_id, change);
  let now = NOW + 60_000;
  const trigger = defineAuthChallenge({ ...store.ports(), now: () => now });
  const metadata = challengeMetadata(challenge.challenge_id);
  const answered = (...results: boolean[]) =>
    results.map((challengeResult) => ({
      challengeName: 'CUSTOM_CHALLENGE' as const,
      challengeResult,
      challengeMetadata: metadata,
    }));
  return {
    trigger,
    answered,
    setNow: (value: number) => (now = value),
    expiresAt: Date.parse(challenge.expires_at),
  };
}

describe('DefineAuthChallenge', () => {
  it('asks for the e-mailed code when a sign-in starts', async () => {
    const { trigger } = await setup();
    const { response } = await run(trigger, defineEvent([]));
    expect(response).toEqual({
      challengeName: 'CUSTOM_CHALLENGE',
      issueTokens: false,
      failAuthentication: false,
    });
  });

  it('signs in after a correct answer', async () => {
    const { trigger, answered } = await setup();
    const { response } = await run(trigger, defineEvent(answered(false, true)));
    expect(response).toMatchObject({ issueTokens: true, failAuthentication: false });
  });

  it('asks again after one or two wrong answers and ends the sign-in at the third', async () => {
    const { trigger, answered } = await setup();
    expect((await run(trigger, defineEvent(answered(false)))).response.challengeName).toBe(
      'CUSTOM_CHALLENGE',
    );
    expect((await run(trigger, defineEvent(answered(false, false)))).response.failAuthentication).toBe(false);
    const { response } = await run(trigger, defineEvent(answered(false, false, false)));
    expect(response).toMatchObject({ issueTokens: false, failAuthentication: true });
  });

  it('ends the sign-in when the code has expired', async () => {
    const { trigger, answered, setNow, expiresAt } = await setup();
    setNow(expiresAt);
    const { response } = await run(trigger, defineEvent(answered(false)));
    expect(response).toMatchObject({ issueTokens: false, failAuthentication: true });
  });

  it('ends the sign-in when the code was already used or is gone', async () => {
    const used = await setup({ used: true });
    expect((await run(used.trigger, defineEvent(used.answered(false)))).response.failAuthentication).toBe(
      true,
    );

    const { trigger } = await setup();
    const unknown = [
      {
        challengeName: 'CUSTOM_CHALLENGE' as const,
        challengeResult: false,
        challengeMetadata: challengeMetadata('gone'),
      },
    ];
    expect((await run(trigger, defineEvent(unknown))).response.failAuthentication).toBe(true);
  });

  it('refuses any other kind of challenge in the session', async () => {
    const { trigger } = await setup();
    const { response } = await run(trigger, defineEvent([{ challengeName: 'SRP_A', challengeResult: true }]));
    expect(response).toMatchObject({ issueTokens: false, failAuthentication: true });
  });

  it('gives an unknown e-mail the same three tries and never signs it in', async () => {
    const { trigger } = await setup();
    const decoy = (count: number) =>
      Array.from({ length: count }, () => ({
        challengeName: 'CUSTOM_CHALLENGE' as const,
        challengeResult: false,
        challengeMetadata: 'OTP',
      }));
    expect((await run(trigger, defineEvent([], { userNotFound: true }))).response.challengeName).toBe(
      'CUSTOM_CHALLENGE',
    );
    expect((await run(trigger, defineEvent(decoy(2), { userNotFound: true }))).response.challengeName).toBe(
      'CUSTOM_CHALLENGE',
    );
    const { response } = await run(trigger, defineEvent(decoy(3), { userNotFound: true }));
    expect(response).toMatchObject({ issueTokens: false, failAuthentication: true });
  });
});
