import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { RATE_LIMITS } from '../../../functions/domain/rate-limits.ts';
import { postJson, referralApplication, viewerAddress } from '../reliability/support.ts';

/**
 * The other suites give every request its own viewer address so limits never interfere. This one
 * proves the limits themselves hold: per address (CloudFront's viewer address, as deployed), and
 * per e-mail however many addresses an abuser rotates through.
 */
const baseUrl = inject('baseUrl');
const email = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** Counters use fixed windows aligned to the epoch; start a burst where it cannot straddle two windows. */
async function awaitRoomInWindow(windowSeconds: number, neededSeconds = 20): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1_000) % windowSeconds);
  if (left < neededSeconds) await new Promise((resolve) => setTimeout(resolve, left * 1_000 + 250));
}

function expectLimited(response: Response, windowSeconds: number): void {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('rate limits hold', () => {
  it('refuses one viewer address past its application limit, while another address is served', async () => {
    // Prepare
    const { limit, windowSeconds } = RATE_LIMITS.applyPerIp;
    await awaitRoomInWindow(windowSeconds);
    const abuser = viewerAddress('limits', 1 + Math.floor(Math.random() * 0xfff0));
    const neighbour = viewerAddress('limits', 0xfff1 + Math.floor(Math.random() * 0xfff0));

    // Act
    const allowed: number[] = [];
    for (let index = 0; index < limit; index += 1) {
      allowed.push(
        (await postJson(baseUrl, '/api/referrals', referralApplication(email('per-ip')), abuser)).status,
      );
    }
    const refused = await postJson(baseUrl, '/api/referrals', referralApplication(email('per-ip')), abuser);
    const other = await postJson(baseUrl, '/api/referrals', referralApplication(email('per-ip')), neighbour);

    // Assess
    expect(allowed).toEqual(Array.from({ length: limit }, () => 201));
    expectLimited(refused, windowSeconds);
    expect(await refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(other.status).toBe(201);
  });

  it('refuses one e-mail past its limit even when every attempt comes from a new address', async () => {
    // Prepare
    const { limit, windowSeconds } = RATE_LIMITS.applyPerEmail;
    await awaitRoomInWindow(windowSeconds);
    const target = email('per-email');
    const fresh = () => viewerAddress('limits', 0x20000 + Math.floor(Math.random() * 0xfffff));

    // Act
    const statuses: number[] = [];
    for (let index = 0; index < limit; index += 1) {
      statuses.push((await postJson(baseUrl, '/api/referrals', referralApplication(target), fresh())).status);
    }
    const refused = await postJson(baseUrl, '/api/referrals', referralApplication(target), fresh());

    // Assess: one applicant, duplicates refused, then the limit.
    expect(statuses).toEqual([201, ...Array.from({ length: limit - 1 }, () => 409)]);
    expectLimited(refused, windowSeconds);
  });
});
