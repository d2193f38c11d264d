import { describe, expect, it } from 'vitest';
import {
  CODE_SEND_FLOOR_MS,
  createAuthChallenge,
  RETRY_WINDOW_MS,
} from '../../../functions/services/auth/create-auth-challenge.ts';
import { hashOtpCode } from '../../../functions/services/auth/otp.ts';
import { AppError } from '../../../functions/domain/app-error.ts';
import { rateLimitKey } from '../../../functions/services/shared/rate-limits.ts';
import type { RateLimitResult } from '../../../functions/services/shared/rate-limits.ts';
import {
  ADA,
  CapturedMail,
  createEvent,
  FakeCodeSends,
  FakeOtpStore,
  FakeRateLimiter,
  run,
} from './fakes.ts';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);

function setup(verdict?: (count: number) => RateLimitResult) {
  const store = new FakeOtpStore();
  const sends = new FakeCodeSends();
  const limiter = new FakeRateLimiter(verdict);
  const mail = new CapturedMail();
  const pauses: number[] = [];
  const clock = { now: NOW };
  let elapsed = 0;
  const trigger = createAuthChallenge({
    ...store.ports(),
    ...sends.ports(),
    hitRateLimit: (key, rule) => limiter.hitRateLimit(key, rule),
    sendMail: mail.sendMail,
    now: () => clock.now,
    pause: async (ms) => {
      pauses.push(ms);
    },
    // Each read is 50 ms after the last, so the work takes 50 ms whatever the machine's load.
    elapsedClock: () => (elapsed += 50),
  });
  return { store, sends, limiter, mail, trigger, pauses, clock };
}

describe('CreateAuthChallenge', () => {
  it('takes the same floor of time for a known and an unknown e-mail, so timing tells nothing', async () => {
    const known = setup();
    const unknown = setup();

    await run(known.trigger, createEvent([]));
    await run(unknown.trigger, createEvent([], { userNotFound: true }));

    for (const { pauses } of [known, unknown]) {
      expect(pauses).toHaveLength(1);
      expect(pauses[0]).toBeGreaterThan(0);
      expect(pauses[0]).toBeLessThanOrEqual(CODE_SEND_FLOOR_MS);
    }
    expect(unknown.mail.sent).toHaveLength(0);
    expect(unknown.store.challenges.size).toBe(0);
  });

  it('e-mails a fresh code and stores only its hash', async () => {
    const { store, mail, trigger } = setup();

    const { response } = await run(trigger, createEvent([]));

    const challenge = store.only();
    const code = mail.lastCode();
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]).toMatchObject({ to: ADA.email, subject: 'Your sign-in code' });
    expect(mail.sent[0]?.html).toContain(code);
    expect(challenge.code_hash).toBe(await hashOtpCode(code, challenge.salt));
    expect(JSON.stringify([...store.challenges.values()])).not.toContain(code);
    expect(Date.parse(challenge.expires_at)).toBe(NOW + 5 * 60 * 1000);
    expect(response.privateChallengeParameters).toEqual({ challengeId: challenge.challenge_id });
    expect(response.challengeMetadata).toBe(`OTP-${challenge.challenge_id}`);
    expect(response.publicChallengeParameters).toEqual({
      deliveryMedium: 'EMAIL',
      destination: 'a***@e***.com',
      codeLength: '6',
      expiresInSeconds: '300',
    });
    expect(JSON.stringify(response.publicChallengeParameters)).not.toContain(code);
  });

  it('counts the send against the e-mail address: 5 per 15 minutes', async () => {
    const { limiter, trigger } = setup();
    await run(trigger, createEvent([]));
    expect(limiter.hits).toEqual([
      { key: rateLimitKey('signInCodePerEmail', 'ada@example.com'), limit: 5, windowSeconds: 900 },
    ]);
  });

  it('asks for the same code again after a wrong answer, without another e-mail or send', async () => {
    const { store, limiter, mail, trigger } = setup();
    const first = await run(trigger, createEvent([]));
    const session = [
      {
        challengeName: 'CUSTOM_CHALLENGE' as const,
        challengeResult: false,
        challengeMetadata: first.response.challengeMetadata,
      },
    ];

    const again = await run(trigger, createEvent(session));

    expect(again.response.privateChallengeParameters).toEqual(first.response.privateChallengeParameters);
    expect(again.response.challengeMetadata).toBe(first.response.challengeMetadata);
    expect(mail.sent).toHaveLength(1);
    expect(limiter.hits).toHaveLength(1);
    expect(store.challenges.size).toBe(1);
  });

  it('sends the sentence the sign-in page shows with each ask after a wrong answer', async () => {
    const { trigger } = setup();
    const first = await run(trigger, createEvent([]));
    const wrong = {
      challengeName: 'CUSTOM_CHALLENGE' as const,
      challengeResult: false,
      challengeMetadata: first.response.challengeMetadata,
    };

    const second = await run(trigger, createEvent([wrong]));
    const third = await run(trigger, createEvent([wrong, wrong]));

    expect(first.response.publicChallengeParameters.message).toBeUndefined();
    expect(second.response.publicChallengeParameters.message).toBe(
      'That code is not right. You have 2 tries left.',
    );
    expect(third.response.publicChallengeParameters.message).toBe(
      'That code is not right. You have 1 try left.',
    );
  });

  it('asks for the code already mailed when Cognito delivers the same first ask again', async () => {
    const { store, mail, trigger } = setup();
    const first = await run(trigger, createEvent([]));

    // Cognito retries a trigger that did not answer in 5 s with the very same event.
    const retried = await run(trigger, createEvent([]));

    expect(mail.sent).toHaveLength(1);
    expect(retried.response.privateChallengeParameters).toEqual(first.response.privateChallengeParameters);
    expect(retried.response.challengeMetadata).toBe(first.response.challengeMetadata);
    const challenge = store.only();
    expect(challenge.code_hash).toBe(await hashOtpCode(mail.lastCode(), challenge.salt));
  });

  it('mails a fresh code once the retry window has passed, or once the last code is over', async () => {
    const { store, mail, trigger, clock } = setup();
    const first = await run(trigger, createEvent([]));

    clock.now += RETRY_WINDOW_MS;
    const later = await run(trigger, createEvent([]));
    expect(mail.sent).toHaveLength(2);
    expect(later.response.privateChallengeParameters).not.toEqual(first.response.privateChallengeParameters);

    // Three wrong answers end a code: "Resend code" right after must mail a new one.
    const laterId = later.response.privateChallengeParameters.challengeId ?? '';
    store.change(laterId, { attempts: 3 });
    const resent = await run(trigger, createEvent([]));
    expect(mail.sent).toHaveLength(3);
    expect(resent.response.privateChallengeParameters.challengeId).not.toBe(laterId);
  });

  it('mails nothing when a racing delivery of the same event recorded its code first', async () => {
    const { store, sends, mail, trigger } = setup();
    const recordCodeSend = sends.recordCodeSend.bind(sends);
    // The other delivery records its send between this one's read and write.
    sends.recordCodeSend = async (key, id, at, replacing) => {
      sends.sends.set(key, { challenge_id: 'racing-challenge', sent_at: at.toISOString() });
      return recordCodeSend(key, id, at, replacing);
    };

    const { response } = await run(trigger, createEvent([]));

    expect(mail.sent).toHaveLength(0);
    expect(response.privateChallengeParameters).toEqual({ challengeId: 'racing-challenge' });
    expect(store.challenges.size).toBe(1);
  });

  it('refuses a send over the limit with a message the person can act on', async () => {
    const { store, mail, trigger } = setup((count) => ({ allowed: false, retryAfterSeconds: 125, count }));

    const attempt = run(trigger, createEvent([]));

    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toThrow(
      'Too many sign-in codes were requested for this e-mail. Please try again in 3 minutes.',
    );
    expect(mail.sent).toHaveLength(0);
    expect(store.challenges.size).toBe(0);
  });

  it('answers an unknown e-mail like a known one but sends and stores nothing', async () => {
    const { store, limiter, mail, trigger } = setup();

    const { response } = await run(trigger, createEvent([], { userNotFound: true }));

    expect(response.publicChallengeParameters.destination).toBe('n***@e***.com');
    expect(response.privateChallengeParameters).toEqual({});
    expect(mail.sent).toHaveLength(0);
    expect(store.challenges.size).toBe(0);
    expect(limiter.hits).toHaveLength(1);
  });

  it('turns an unexpected failure into a generic message', async () => {
    const trigger = createAuthChallenge({
      ...new FakeCodeSends().ports(),
      getOtpChallenge: async () => undefined,
      putOtpChallenge: async () => {
        throw new Error('ProvisionedThroughputExceededException on table quarter-prod');
      },
      hitRateLimit: async () => ({ allowed: true, retryAfterSeconds: 0, count: 1 }),
      sendMail: async () => undefined,
      now: () => NOW,
    });
    await expect(run(trigger, createEvent([]))).rejects.toThrow(
      'Sign-in is unavailable right now. Please try again.',
    );
  });
});
