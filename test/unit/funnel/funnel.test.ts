import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { funnelQuerySchema, funnelStages } from '../../../functions/domain/contracts/funnel.ts';
import {
  countFunnel,
  funnelPeriod,
  readFunnel,
  type FunnelDay,
  type FunnelPorts,
} from '../../../functions/services/funnel/funnel.ts';
import { funnelHits, type FunnelHit } from '../../../functions/services/funnel/stream-stages.ts';

let sequence = 0;
const s = (value: string): AttributeValue => ({ S: value });

function record(
  pk: string,
  sk: string,
  newImage: Record<string, string> | undefined,
  oldImage?: Record<string, string>,
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE' = oldImage ? 'MODIFY' : 'INSERT',
): DynamoDBRecord {
  sequence += 1;
  const image = (fields: Record<string, string> | undefined) =>
    fields && Object.fromEntries(Object.entries({ pk, sk, ...fields }).map(([k, v]) => [k, s(v)]));
  return {
    eventID: `e${sequence}`,
    eventName,
    dynamodb: {
      Keys: { pk: s(pk), sk: s(sk) },
      ...(newImage ? { NewImage: image(newImage) } : {}),
      ...(oldImage ? { OldImage: image(oldImage) } : {}),
      SequenceNumber: String(sequence).padStart(10, '0'),
      ApproximateCreationDateTime: Date.parse('2026-03-01T12:00:00Z') / 1000,
    },
  };
}

const TOKEN = '0b3e9a52-6d1f-4a8e-b7c4-5e2d1f0a9c8b';

describe('funnelHits: which stage a stream record shows', () => {
  it('counts a widget chat session on its Lagos creation day, not a launch chat transcript', () => {
    // 23:30 UTC is 00:30 the next day in Lagos (UTC+1).
    expect(funnelHits(record('chat#chat-1-abc', 'session', { created_at: '2026-03-01T23:30:00Z' }))).toEqual([
      { stage: 'chatted', subject: 'chat-1-abc', lagosDate: '2026-03-02' },
    ]);
    expect(
      funnelHits(record('chat#launch-1-abc', 'session', { created_at: '2026-03-01T10:00:00Z' })),
    ).toEqual([]);
    expect(funnelHits(record('chat-day#2026-03-01', 'counter', { sessions_created: '1' }))).toEqual([]);
  });

  it('reads launch started, solution shown and payment link sent off the onboarding record', () => {
    const pk = `onboarding#${TOKEN}`;
    expect(
      funnelHits(record(pk, 'onboarding', { created_at: '2026-03-01T08:00:00Z', last_step: 'idea' })),
    ).toEqual([{ stage: 'launch_started', subject: TOKEN, lagosDate: '2026-03-01' }]);
    const atSolution = {
      created_at: '2026-03-01T08:00:00Z',
      last_step: 'solution',
      last_step_at: '2026-03-03T09:00:00Z',
    };
    expect(
      funnelHits(
        record(pk, 'onboarding', atSolution, { created_at: '2026-03-01T08:00:00Z', last_step: 'questions' }),
      ),
    ).toEqual([{ stage: 'solution_shown', subject: TOKEN, lagosDate: '2026-03-03' }]);
    // Moving on past the solution is not news; a payment link is.
    expect(
      funnelHits(
        record(
          pk,
          'onboarding',
          { ...atSolution, last_step: 'closing', payment_link_sent_at: '2026-03-05T10:00:00Z' },
          atSolution,
        ),
      ),
    ).toEqual([{ stage: 'payment_link_sent', subject: TOKEN, lagosDate: '2026-03-05' }]);
    // stage_completed alone also says the solution was reached.
    expect(
      funnelHits(
        record(pk, 'onboarding', { created_at: '2026-03-01T08:00:00Z', stage_completed: 'meeting_booked' }),
      ).map((hit) => hit.stage),
    ).toEqual(['launch_started', 'solution_shown']);
  });

  it('counts confirmed bookings, paid payments per launch, submitted requests and live referrals', () => {
    const booked = { status: 'booked', booked_at: '2026-03-04T10:00:00Z' };
    expect(funnelHits(record(`setup-call#${TOKEN}`, 'setup-call', booked))).toEqual([
      { stage: 'call_booked', subject: TOKEN, lagosDate: '2026-03-04' },
    ]);
    expect(
      funnelHits(record(`setup-call#${TOKEN}`, 'setup-call', { ...booked, status: 'canceled' })),
    ).toEqual([]);
    expect(
      funnelHits(
        record(
          'payment#ref1',
          'payment',
          { status: 'paid', resume_token: TOKEN, paid_at: '2026-03-06T10:00:00Z' },
          {
            status: 'initialized',
            resume_token: TOKEN,
          },
        ),
      ),
    ).toEqual([{ stage: 'paid', subject: TOKEN, lagosDate: '2026-03-06' }]);
    expect(funnelHits(record('payment#ref2', 'payment', { status: 'failed', resume_token: TOKEN }))).toEqual(
      [],
    );
    expect(
      funnelHits(
        record(
          `launch#${TOKEN}`,
          'request',
          { last_step: 'submitted', updated_at: '2026-03-07T10:00:00Z' },
          {
            last_step: 'bank_details',
          },
        ),
      ),
    ).toEqual([{ stage: 'request_submitted', subject: TOKEN, lagosDate: '2026-03-07' }]);
    expect(
      funnelHits(
        record(
          'referrer#r1',
          'activity#2026-03-01T00:00:00Z#a1',
          {
            id: 'a1',
            status: 'completed',
            onboarding_resume_token: TOKEN,
            completed_at: '2026-03-08T10:00:00Z',
          },
          { id: 'a1', status: 'pending', onboarding_resume_token: TOKEN },
        ),
      ),
    ).toEqual([{ stage: 'live', subject: TOKEN, lagosDate: '2026-03-08' }]);
  });

  it('counts every launch staff mark live off the onboarding record, referred or not', () => {
    const pk = `onboarding#${TOKEN}`;
    const paid = { created_at: '2026-03-01T08:00:00Z', payment_link_sent_at: '2026-03-01T09:00:00Z' };
    // 23:10 UTC is the next Lagos day.
    const live = { ...paid, live_at: '2026-03-03T23:10:00Z' };
    expect(funnelHits(record(pk, 'onboarding', live, paid))).toEqual([
      { stage: 'live', subject: TOKEN, lagosDate: '2026-03-04' },
    ]);
    // A later save of a record already live is not news.
    expect(funnelHits(record(pk, 'onboarding', { ...live, name: 'Ada' }, live))).toEqual([]);
  });

  it('ignores removes and falls back to the stream time when the record has no date', () => {
    expect(funnelHits(record('chat#chat-9', 'session', undefined, { created_at: 'x' }, 'REMOVE'))).toEqual(
      [],
    );
    expect(funnelHits(record(`setup-call#${TOKEN}`, 'setup-call', { status: 'booked' }))).toEqual([
      { stage: 'call_booked', subject: TOKEN, lagosDate: '2026-03-01' },
    ]);
  });
});

describe('funnel maths', () => {
  it('gives each stage its conversion from the previous one, none after a zero, none over 100% (#26)', () => {
    const stages = funnelStages({
      chatted: 200,
      launch_started: 50,
      solution_shown: 40,
      call_booked: 0,
      paid: 3,
    });
    expect(stages.map((stage) => [stage.stage, stage.count, stage.conversion])).toEqual([
      ['chatted', 200, null],
      ['launch_started', 50, 0.25],
      ['solution_shown', 40, 0.8],
      ['call_booked', 0, 0],
      ['payment_link_sent', 0, null],
      ['paid', 3, null],
      ['request_submitted', 0, 0],
      ['live', 0, null],
    ]);
    // Counted by day, a stage can outrun the one above: no step percentage then, never 200%.
    const outrun = funnelStages({
      chatted: 1,
      launch_started: 3,
      payment_link_sent: 2,
      paid: 4,
      request_submitted: 1,
    });
    expect(outrun.map((stage) => [stage.stage, stage.conversion])).toEqual([
      ['chatted', null],
      ['launch_started', null],
      ['solution_shown', 0],
      ['call_booked', null],
      ['payment_link_sent', null],
      ['paid', null],
      ['request_submitted', 0.25],
      ['live', 0],
    ]);
  });

  it('takes the last 7, 30 or 90 Lagos calendar days, today included', () => {
    // 23:30 UTC on 31 Jan is already 1 Feb in Lagos.
    const now = Date.parse('2026-01-31T23:30:00Z');
    expect(funnelPeriod(7, now)).toEqual({ from: '2026-01-26', to: '2026-02-01' });
    expect(funnelPeriod(30, now)).toEqual({ from: '2026-01-03', to: '2026-02-01' });
    expect(funnelPeriod(90, now)).toEqual({ from: '2025-11-04', to: '2026-02-01' });
  });

  it('accepts only 7, 30 and 90 days', () => {
    expect(funnelQuerySchema.parse({})).toEqual({ days: 30 });
    expect(funnelQuerySchema.parse({ days: '90' })).toEqual({ days: 90 });
    expect(funnelQuerySchema.safeParse({ days: '14' }).success).toBe(false);
  });
});

/** The ports over a Map, standing in for DynamoDB (the real store is tested against DynamoDB Local). */
function memoryPorts(now: number, failOn?: (hit: FunnelHit) => boolean) {
  const markers = new Set<string>();
  const days = new Map<string, FunnelDay>();
  const ports: FunnelPorts = {
    countOnce: async (hit) => {
      if (failOn?.(hit)) throw new Error('table unavailable');
      const key = `${hit.stage}#${hit.subject}`;
      if (markers.has(key)) return 'already';
      markers.add(key);
      const day = days.get(hit.lagosDate) ?? { lagosDate: hit.lagosDate };
      day[hit.stage] = (day[hit.stage] ?? 0) + 1;
      days.set(hit.lagosDate, day);
      return 'counted';
    },
    readDays: async (from, to) =>
      [...days.values()].filter((day) => day.lagosDate >= from && day.lagosDate <= to),
    now: () => now,
    log: { warn: () => undefined },
  };
  return ports;
}

describe('countFunnel and readFunnel', () => {
  it('counts a redelivered batch once and sums only the chosen period', async () => {
    const ports = memoryPorts(Date.parse('2026-03-10T12:00:00Z'));
    const batch = [
      record('chat#chat-a', 'session', { created_at: '2026-03-09T10:00:00Z' }),
      record('chat#chat-b', 'session', { created_at: '2026-03-02T10:00:00Z' }),
      record('chat#chat-old', 'session', { created_at: '2026-01-02T10:00:00Z' }),
      record(`onboarding#${TOKEN}`, 'onboarding', { created_at: '2026-03-09T11:00:00Z' }),
    ];
    expect(await countFunnel(batch, ports)).toEqual({ batchItemFailures: [] });
    expect(await countFunnel(batch, ports)).toEqual({ batchItemFailures: [] });
    const week = await readFunnel(ports, 7);
    expect(week).toMatchObject({ days: 7, from: '2026-03-04', to: '2026-03-10' });
    expect(week.stages.slice(0, 2)).toEqual([
      { stage: 'chatted', label: 'Visitors who chatted', count: 1, conversion: null },
      { stage: 'launch_started', label: 'Launch chats started', count: 1, conversion: 1 },
    ]);
    expect((await readFunnel(ports, 90)).stages[0]?.count).toBe(3);
  });

  it('reports only the records it could not count, for Lambda to redeliver', async () => {
    const ports = memoryPorts(Date.now(), (hit) => hit.subject === 'chat-bad');
    const good = record('chat#chat-good', 'session', { created_at: '2026-03-09T10:00:00Z' });
    const bad = record('chat#chat-bad', 'session', { created_at: '2026-03-09T10:00:00Z' });
    expect(await countFunnel([good, bad], ports)).toEqual({
      batchItemFailures: [{ itemIdentifier: bad.dynamodb?.SequenceNumber }],
    });
  });
});
