import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLead } from '../../../functions/adapters/db/leads.ts';
import { RATE_LIMITS } from '../../../functions/domain/rate-limits.ts';
import { awaitRoomInWindow, pointAtProduct, postJson, resetIpCounters, uniqueEmail } from './support.ts';

beforeAll(async () => {
  pointAtProduct();
  await resetIpCounters('leadsPerIp');
});
afterAll(() => resetIpCounters('leadsPerIp'));

const lead = (email: string) => ({
  name: ' Test Lead ',
  email,
  phone: '',
  business_type: 'fintech',
  message: 'Test lead from the admin panel',
  source: 'test-panel',
});

describe('POST /api/leads', () => {
  it('validates, stores and answers 201 with the id', async () => {
    const email = uniqueEmail('lead');

    const response = await postJson('/api/leads', lead(email.toUpperCase()));

    expect(response.status).toBe(201);
    const body = (await response.json()) as { ok: boolean; id: string };
    expect(body.ok).toBe(true);
    expect(await getLead(body.id)).toMatchObject({
      name: 'Test Lead',
      email,
      phone: null,
      source: 'test-panel',
    });
  });

  it('refuses an invalid lead with 400 naming the field', async () => {
    const response = await postJson('/api/leads', { ...lead('not-an-email'), name: 'Test' });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'validation', message: expect.stringContaining('email') },
    });
  });

  it('limits leads per IP with 429 and Retry-After', async () => {
    const { limit, windowSeconds } = RATE_LIMITS.leadsPerIp;
    await awaitRoomInWindow(windowSeconds);
    await resetIpCounters('leadsPerIp');

    for (let index = 0; index < limit; index += 1) await postJson('/api/leads', lead(uniqueEmail('lead')));
    const refused = await postJson('/api/leads', lead(uniqueEmail('lead')));

    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
