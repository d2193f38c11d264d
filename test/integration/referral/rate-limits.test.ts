import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../functions/domain/rate-limits.ts';
import {
  application,
  awaitRoomInWindow,
  baseUrl,
  pointAtProduct,
  postJson,
  resetIpCounters,
  uniqueEmail,
} from './support.ts';
import { fileViewer } from '../file-viewer.ts';

const SPENT = ['applyPerIp', 'dashboardLinkPerIp', 'dashboardReadPerIp', 'leadsPerIp'] as const;

beforeAll(async () => {
  pointAtProduct();
  await resetIpCounters(...SPENT);
});
afterAll(() => resetIpCounters(...SPENT));

function expectRateLimited(response: Response, windowSeconds: number) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('rate limits', () => {
  it('limits applications per IP', async () => {
    const { limit, windowSeconds } = RATE_LIMITS.applyPerIp;
    await awaitRoomInWindow(windowSeconds);
    await resetIpCounters('applyPerIp');

    const allowed = [];
    for (let index = 0; index < limit; index += 1) {
      allowed.push((await postJson('/api/referrals', application(uniqueEmail('ip-limit')))).status);
    }
    const refused = await postJson('/api/referrals', application(uniqueEmail('ip-limit')));

    expect(allowed).toEqual(Array.from({ length: limit }, () => 201));
    expectRateLimited(refused, windowSeconds);
    expect(await refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });

  it('limits applications per e-mail, whatever its case', async () => {
    const { limit, windowSeconds } = RATE_LIMITS.applyPerEmail;
    await awaitRoomInWindow(windowSeconds);
    await resetIpCounters('applyPerIp');
    const email = uniqueEmail('email-limit');

    const statuses = [];
    for (let index = 0; index < limit; index += 1) {
      const spelled = index % 2 === 0 ? email : email.toUpperCase();
      statuses.push((await postJson('/api/referrals', application(spelled))).status);
    }
    const refused = await postJson('/api/referrals', application(email));

    expect(statuses).toEqual([201, ...Array.from({ length: limit - 1 }, () => 409)]);
    expectRateLimited(refused, windowSeconds);
  });

  it('limits dashboard-link requests per e-mail and per IP', async () => {
    const perEmail = RATE_LIMITS.dashboardLinkPerEmail;
    const perIp = RATE_LIMITS.dashboardLinkPerIp;
    await awaitRoomInWindow(perIp.windowSeconds);
    await resetIpCounters('dashboardLinkPerIp');
    const email = uniqueEmail('link-limit');

    const sameEmail = [];
    for (let index = 0; index < perEmail.limit; index += 1) {
      sameEmail.push((await postJson('/api/referrals/dashboard-link', { email })).status);
    }
    const emailRefused = await postJson('/api/referrals/dashboard-link', { email });
    // perEmail.limit + 1 calls spent so far; spend the rest of the IP budget on other addresses.
    for (let index = perEmail.limit + 1; index < perIp.limit; index += 1) {
      await postJson('/api/referrals/dashboard-link', { email: uniqueEmail('link-limit') });
    }
    const ipRefused = await postJson('/api/referrals/dashboard-link', { email: uniqueEmail('link-limit') });

    expect(sameEmail).toEqual(Array.from({ length: perEmail.limit }, () => 404));
    expectRateLimited(emailRefused, perEmail.windowSeconds);
    expectRateLimited(ipRefused, perIp.windowSeconds);
  });

  it('limits dashboard reads per IP, counting malformed tokens too', async () => {
    const { limit, windowSeconds } = RATE_LIMITS.dashboardReadPerIp;
    await awaitRoomInWindow(windowSeconds);
    await resetIpCounters('dashboardReadPerIp');

    const statuses = await Promise.all(
      Array.from(
        { length: limit },
        async () =>
          (await fetch(`${baseUrl}/api/referrals/dashboard?token=x`, { headers: fileViewer() })).status,
      ),
    );
    const refused = await fetch(`${baseUrl}/api/referrals/dashboard?token=x`, { headers: fileViewer() });

    expect(new Set(statuses)).toEqual(new Set([400]));
    expectRateLimited(refused, windowSeconds);
  });
});
