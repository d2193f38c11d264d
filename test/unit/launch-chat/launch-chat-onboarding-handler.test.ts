import { describe, expect, it } from 'vitest';
import { createLaunchOnboardingHandler } from '../../../functions/handlers/launch-chat-onboarding.ts';
import { RATE_LIMITS } from '../../../functions/domain/rate-limits.ts';
import { apiEvent, readResult } from '../chat/event.ts';
import { fakePorts, RESUME_TOKEN } from './fakes.ts';

const body = (overrides: Record<string, unknown> = {}) => ({
  stage: 'autosave',
  resume_token: RESUME_TOKEN.toUpperCase(),
  last_step: 'sector',
  data: { business_type: null, stage_completed: 'idea', business_name: 'Keke rides', needs_help_with: [] },
  ...overrides,
});

function setup() {
  const ports = fakePorts();
  const handler = createLaunchOnboardingHandler(() => ports);
  const post = async (payload: unknown, ip?: string) =>
    readResult(await handler(apiEvent('POST', '/api/launch/onboarding', payload, {}, ip)));
  return { ports, post };
}

describe('POST /api/launch/onboarding', () => {
  it('answers {ok, resume_token} with the token in its one lower-case spelling', async () => {
    const { ports, post } = setup();

    const result = await post(body());

    expect(result.statusCode).toBe(200);
    expect(result.body).toEqual({ ok: true, resume_token: RESUME_TOKEN });
    expect(ports.store.records.get(RESUME_TOKEN)).toMatchObject({
      stage_completed: 'idea',
      last_step: 'sector',
    });
  });

  it.each([
    [{ resume_token: 'not-a-uuid' }, 'resume_token'],
    [{ stage: 'publish' }, 'stage'],
    [{ last_step: 'payment' }, 'last_step'],
    [{ data: { stage_completed: 'paid' } }, 'data.stage_completed'],
    [{ stage: 'ai_failure_tracking' }, 'error_details'],
    [{ referrer_id: '<script>' }, 'referrer_id'],
    [{ email: 'not an email' }, 'email'],
  ])('refuses %o with 400 naming %s', async (overrides, field) => {
    const { ports, post } = setup();

    const result = await post(body(overrides));

    expect(result.statusCode).toBe(400);
    expect(result.body).toMatchObject({ error: { code: 'validation' } });
    expect(String((result.body.error as { message: string }).message)).toMatch(new RegExp(`^${field}:`));
    expect(ports.store.upserts).toEqual([]);
  });

  it('refuses a failure report whose prompt is longer than 200 characters', async () => {
    const { post } = setup();

    const result = await post(
      body({
        stage: 'ai_failure_tracking',
        error_details: { prompt: 'x'.repeat(201), sector: 'FinTech', attempts: 2, lastError: 'HTTP 502' },
      }),
    );

    expect(result.statusCode).toBe(400);
  });

  it('answers 413 for a body over 16 KB', async () => {
    const { post } = setup();

    const result = await post(body({ data: { stage_completed: 'idea', business_name: 'x'.repeat(17_000) } }));

    expect(result.statusCode).toBe(413);
  });

  it('answers 429 with Retry-After once one IP is over its limit', async () => {
    const { post } = setup();
    const { limit } = RATE_LIMITS.launchOnboardingPerIp;
    const tokens = Array.from(
      { length: limit },
      (_, index) => `0b3e9a52-6d1f-4a8e-b7c4-${String(index).padStart(12, '0')}`,
    );
    for (const token of tokens) expect((await post(body({ resume_token: token }))).statusCode).toBe(200);

    const refused = await post(body({ resume_token: '0b3e9a52-6d1f-4a8e-b7c4-ffffffffffff' }));
    const otherIp = await post(body(), '203.0.113.9');

    expect(refused.statusCode).toBe(429);
    expect(refused.headers['Retry-After']).toBe('60');
    expect(otherIp.statusCode).toBe(200);
  });
});
