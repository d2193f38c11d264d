import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getLead, saveLead } from '../../../functions/adapters/db/leads.ts';
import {
  consumeOtpChallenge,
  getOtpChallenge,
  putOtpChallenge,
  recordWrongAttempt,
} from '../../../functions/adapters/db/otp-challenges.ts';
import { hitRateLimit } from '../../../functions/adapters/db/rate-limits.ts';
import {
  deleteConnection,
  listConnections,
  putConnection,
} from '../../../functions/adapters/db/ws-connections.ts';
import { unique } from './fixtures.ts';

const inFiveMinutes = () => new Date(Date.now() + 5 * 60_000).toISOString();

describe('leads', () => {
  it('round-trips a lead', async () => {
    const lead = await saveLead({
      name: 'Tunde Bello',
      email: 'tunde@example.com',
      phone: '+2348022222222',
      business_type: 'eCommerce',
      message: 'Call me',
      source: 'contact-form',
    });
    expect(await getLead(lead.id)).toEqual(lead);
  });
});

describe('otp challenges', () => {
  it('round-trips a challenge, counts wrong answers atomically and is single use', async () => {
    const challengeId = randomUUID();
    const challenge = await putOtpChallenge({
      challenge_id: challengeId,
      email: ' Founder@Example.com ',
      code_hash: 'a'.repeat(64),
      salt: 'b'.repeat(32),
      expires_at: inFiveMinutes(),
    });
    expect(challenge).toMatchObject({ email: 'founder@example.com', attempts: 0, used: false });
    expect(await getOtpChallenge(challengeId)).toEqual(challenge);

    const counts = await Promise.all([recordWrongAttempt(challengeId), recordWrongAttempt(challengeId)]);
    expect(counts.sort()).toEqual([1, 2]);
    expect(await recordWrongAttempt(randomUUID())).toBeUndefined();

    const consumed = await Promise.all([consumeOtpChallenge(challengeId), consumeOtpChallenge(challengeId)]);
    expect(consumed.filter(Boolean)).toHaveLength(1);
    expect(await getOtpChallenge(challengeId)).toMatchObject({ attempts: 2, used: true });
  });

  it('cannot consume an expired code, and hides a challenge past its ttl', async () => {
    const challengeId = randomUUID();
    const challenge = await putOtpChallenge({
      challenge_id: challengeId,
      email: 'late@example.com',
      code_hash: 'c'.repeat(64),
      salt: 'd'.repeat(32),
      expires_at: inFiveMinutes(),
    });
    const afterExpiry = new Date(Date.parse(challenge.expires_at) + 1_000);
    const afterTtl = new Date(challenge.ttl * 1000 + 1_000);

    expect(await consumeOtpChallenge(challengeId, afterExpiry)).toBe(false);
    expect(await getOtpChallenge(challengeId, afterExpiry)).toBeDefined();
    expect(await getOtpChallenge(challengeId, afterTtl)).toBeUndefined();
  });
});

describe('rate limits', () => {
  it('allows up to the limit in a window, then blocks with the seconds left', async () => {
    const key = unique('ip');
    const start = Date.parse('2026-07-01T10:00:10.000Z');
    const rule = { limit: 3, windowSeconds: 60 };

    const decisions = [];
    for (let hit = 0; hit < 4; hit += 1) decisions.push(await hitRateLimit(key, rule, start));

    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    expect(decisions.map((decision) => decision.count)).toEqual([1, 2, 3, 4]);
    expect(decisions[3]?.retryAfterSeconds).toBe(50);
    expect(decisions[0]?.retryAfterSeconds).toBe(0);
    // The next window starts afresh.
    expect(await hitRateLimit(key, rule, start + 60_000)).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
      count: 1,
    });
  });

  it('lets exactly the limit through when hits race', async () => {
    const key = unique('burst');
    const now = Date.now();
    const decisions = await Promise.all(
      Array.from({ length: 10 }, () => hitRateLimit(key, { limit: 4, windowSeconds: 3600 }, now)),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(4);
  });
});

describe('websocket connections', () => {
  it('lists live connections across pages, hides expired ones and forgets deleted ones', async () => {
    const live = Array.from({ length: 3 }, () => unique('conn'));
    const expired = unique('stale');
    const future = Math.floor(Date.now() / 1000) + 3600;
    for (const connectionId of live) await putConnection(connectionId, { userSub: 'admin-sub', ttl: future });
    await putConnection(expired, { userSub: 'admin-sub', ttl: Math.floor(Date.now() / 1000) - 10 });

    // Two items per request, so the listing has to follow several DynamoDB pages.
    const listed = (await listConnections({ pageSize: 2 })).map((connection) => connection.connection_id);
    expect(listed).toEqual(expect.arrayContaining(live));
    expect(listed).not.toContain(expired);

    await deleteConnection(live[0] ?? '');
    expect((await listConnections()).map((connection) => connection.connection_id)).not.toContain(live[0]);
  });
});
