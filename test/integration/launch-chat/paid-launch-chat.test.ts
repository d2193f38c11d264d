import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { getOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { PAID_LAUNCH_LOCKED_MESSAGE } from '../../../functions/domain/launch-chat-refusals.ts';
import {
  api,
  checkout,
  pointAtProduct,
  pressOnCheckout,
  signInCustomer,
  uniqueEmail,
  verify,
} from '../payments/support.ts';
import { postJson } from '../reliability/support.ts';

/**
 * Issue #28: a founder whose launch is paid opens /launch again. Through the product on DynamoDB
 * Local and the payment sandbox: opening the kept chat answers the server's sentence, every save is
 * refused (409) with it and changes nothing, and an unpaid launch's chat goes on as before.
 */
const baseUrl = inject('baseUrl');

const autosave = (token: string, idea: string, stage = 'questions') => ({
  stage: 'autosave',
  resume_token: token,
  last_step: 'questions',
  data: { business_type: 'FinTech', stage_completed: stage, business_name: idea, idea, needs_help_with: [] },
});

const opened = (token: string) =>
  api<{ resume_token: string; closed: string | null }>(`/api/launch/onboarding/${token}`);

/** A launch whose chat reached the questions, then was paid through the sandbox checkout. */
async function paidMidChat(idea: string): Promise<string> {
  const token = randomUUID();
  const email = uniqueEmail('paid-chat');
  const saved = await postJson(baseUrl, '/api/launch/onboarding', { ...autosave(token, idea), email });
  expect(saved.status).toBe(200);
  const customer = await signInCustomer(email);
  const started = await checkout(customer.idToken, { tier: 'basic', resumeToken: token });
  await pressOnCheckout(started.authorizationUrl, 'pay');
  expect((await verify(started.reference, customer.accessToken)).body).toMatchObject({ success: true });
  return token;
}

describe('the launch chat of a paid launch', () => {
  it('answers the server’s sentence when /launch opens it, and refuses every save with it, changing nothing', async () => {
    pointAtProduct();
    const token = await paidMidChat('A wallet for danfo drivers in Lagos');
    const before = await getOnboarding(token);

    const open = await opened(token);
    const save = await postJson(
      baseUrl,
      '/api/launch/onboarding',
      autosave(token, 'Something else entirely', 'solution'),
    );
    const finalize = await postJson(baseUrl, '/api/launch/onboarding', {
      ...autosave(token, 'Stolen Ltd'),
      stage: 'finalize',
      last_step: 'closing',
      email: 'attacker@example.com',
    });

    expect(open).toMatchObject({
      status: 200,
      body: { resume_token: token, closed: PAID_LAUNCH_LOCKED_MESSAGE },
    });
    for (const refused of [save, finalize]) {
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        PAID_LAUNCH_LOCKED_MESSAGE,
      );
    }
    expect(await getOnboarding(token)).toEqual(before);
    expect(before).toMatchObject({
      idea: 'A wallet for danfo drivers in Lagos',
      stage_completed: 'questions',
    });
  });

  it('is open for a launch nobody paid, and for one not saved yet, which save as before', async () => {
    pointAtProduct();
    const token = randomUUID();
    const saved = await postJson(baseUrl, '/api/launch/onboarding', autosave(token, 'Keke booking app'));
    const open = await opened(token);
    const unknown = await opened(randomUUID());
    const next = await postJson(
      baseUrl,
      '/api/launch/onboarding',
      autosave(token, 'Keke booking app', 'solution'),
    );

    expect(saved.status).toBe(200);
    expect(open).toMatchObject({ status: 200, body: { resume_token: token, closed: null } });
    expect(unknown).toMatchObject({ status: 200, body: { closed: null } });
    expect(next.status).toBe(200);
    expect(await getOnboarding(token)).toMatchObject({ stage_completed: 'solution' });
  });

  it('refuses a token that is not a resume token (400)', async () => {
    const answer = await api('/api/launch/onboarding/not-a-token');
    expect(answer.status).toBe(400);
  });
});
