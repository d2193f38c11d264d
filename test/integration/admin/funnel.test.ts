import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { documentClient, tableName } from '../../../functions/adapters/db/client.ts';
import { lagosDate } from '../../../functions/domain/lagos-date.ts';
import { funnelAnswerSchema, type FunnelStage } from '../../../functions/domain/contracts/funnel.ts';
import { countFunnel, readFunnel } from '../../../functions/services/funnel/funnel.ts';
import { funnelPorts } from '../../../functions/services/funnel/live-ports.ts';
import { pointAtProduct } from '../referral/support.ts';
import { api } from './http.ts';
import { signInAdmin } from './identity.ts';

const baseUrl = inject('baseUrl');
let adminToken: string;

beforeAll(async () => {
  pointAtProduct();
  adminToken = (await signInAdmin(baseUrl, inject('adminEmail'), inject('adminPassword'))).accessToken;
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** A random noon (Lagos) in 2001–2020: a day no other suite writes, so its counts are this suite's alone. */
function unusedDay(): number {
  const start = Date.parse('2001-01-01T11:00:00Z');
  return start + Math.floor(Math.random() * 7000) * DAY_MS;
}

const put = (item: Record<string, unknown>) =>
  documentClient().send(new PutCommand({ TableName: tableName(), Item: item }));

/** The funnel's counts of the 7 Lagos days ending on `day`, as staff would read them. */
async function countsOn(day: number): Promise<Record<FunnelStage, number>> {
  const answer = await readFunnel({ ...funnelPorts(), now: () => day }, 7);
  return Object.fromEntries(answer.stages.map((stage) => [stage.stage, stage.count])) as Record<
    FunnelStage,
    number
  >;
}

/**
 * Journeys written as the product writes them (item by item, each change its own write), on one day:
 * the running product's stream poller hands every change to stream-fanout, which counts.
 */
async function seedJourneys(day: number): Promise<void> {
  const at = (hours: number) => new Date(day + hours * 60 * 60 * 1000).toISOString();
  for (let index = 0; index < 6; index += 1)
    await put({ pk: `chat#chat-${day}-${randomUUID()}`, sk: 'session', created_at: at(0), status: 'active' });
  // The launch chat's own transcript is not a widget visitor.
  await put({ pk: `chat#launch-${day}-${randomUUID()}`, sk: 'session', created_at: at(0), status: 'active' });

  const tokens = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  for (const token of tokens)
    await put({
      pk: `onboarding#${token}`,
      sk: 'onboarding',
      resume_token: token,
      created_at: at(1),
      last_step: 'idea',
    });
  const [a, b, c] = tokens as [string, string, string, string];
  for (const token of [a, b, c])
    await put({
      pk: `onboarding#${token}`,
      sk: 'onboarding',
      resume_token: token,
      created_at: at(1),
      last_step: 'solution',
      last_step_at: at(2),
    });
  for (const token of [a, b])
    await put({
      pk: `onboarding#${token}`,
      sk: 'onboarding',
      resume_token: token,
      created_at: at(1),
      last_step: 'closing',
      last_step_at: at(3),
      payment_link_sent_at: at(5),
    });
  await put({ pk: `setup-call#${a}`, sk: 'setup-call', status: 'booked', booked_at: at(3) });
  await put({ pk: `setup-call#${b}`, sk: 'setup-call', status: 'booked', booked_at: at(3) });
  await put({ pk: `setup-call#${c}`, sk: 'setup-call', status: 'canceled', booked_at: at(3) });
  // Rebooked after a cancellation: still one call booked for that journey.
  await put({ pk: `setup-call#${b}`, sk: 'setup-call', status: 'canceled', booked_at: at(3) });
  await put({ pk: `setup-call#${b}`, sk: 'setup-call', status: 'booked', booked_at: at(4) });

  // Journey a pays twice (a duplicate charge) and b's charge fails: one paying founder.
  for (const status of ['initialized', 'paid'])
    await put({ pk: `payment#ref-${a}`, sk: 'payment', resume_token: a, status, paid_at: at(6) });
  await put({ pk: `payment#ref2-${a}`, sk: 'payment', resume_token: a, status: 'paid', paid_at: at(7) });
  await put({ pk: `payment#ref-${b}`, sk: 'payment', resume_token: b, status: 'failed' });

  await put({ pk: `launch#${a}`, sk: 'request', resume_token: a, last_step: 'bvn', updated_at: at(8) });
  await put({ pk: `launch#${a}`, sk: 'request', resume_token: a, last_step: 'submitted', updated_at: at(9) });
  await put({
    pk: `launch#${b}`,
    sk: 'request',
    resume_token: b,
    last_step: 'bank_details',
    updated_at: at(9),
  });

  const activity = { pk: `referrer#${randomUUID()}`, sk: `activity#${at(1)}#x`, id: randomUUID() };
  await put({ ...activity, status: 'pending', onboarding_resume_token: a });
  await put({ ...activity, status: 'completed', onboarding_resume_token: a, completed_at: at(10) });
}

const SEEDED: Record<FunnelStage, number> = {
  chatted: 6,
  launch_started: 4,
  solution_shown: 3,
  call_booked: 2,
  payment_link_sent: 2,
  paid: 1,
  request_submitted: 1,
  live: 1,
};

/** An INSERT stream record of an item, in Lambda's shape, as a redelivery would bring it again. */
function insertRecord(item: Record<string, string>, sequence: number): DynamoDBRecord {
  const image = marshall(item) as Record<string, AttributeValue>;
  return {
    eventID: `funnel-${sequence}`,
    eventName: 'INSERT',
    dynamodb: {
      Keys: { pk: image['pk'] as AttributeValue, sk: image['sk'] as AttributeValue },
      NewImage: image,
      SequenceNumber: String(sequence).padStart(21, '0'),
    },
  };
}

describe('the funnel counters (issue #19)', () => {
  it('count a seeded set of journeys through the stream, and a redelivery adds nothing', async () => {
    const day = unusedDay();
    await seedJourneys(day);
    await expect.poll(() => countsOn(day), { timeout: 30_000, interval: 250 }).toEqual(SEEDED);

    // Lambda redelivers the whole history of one journey's chat session: counted already.
    const chatted = insertRecord(
      { pk: `chat#chat-again-${day}`, sk: 'session', created_at: new Date(day).toISOString() },
      1,
    );
    await countFunnel([chatted], funnelPorts());
    expect((await countsOn(day)).chatted).toBe(SEEDED.chatted + 1);
    expect(await countFunnel([chatted, chatted], funnelPorts())).toEqual({ batchItemFailures: [] });
    expect(await countsOn(day)).toEqual({ ...SEEDED, chatted: SEEDED.chatted + 1 });
  });

  it('lose no count when many stream batches arrive at once, overlapping and redelivered', async () => {
    const day = unusedDay();
    const iso = new Date(day).toISOString();
    const records = Array.from({ length: 40 }, (_, index) => [
      insertRecord({ pk: `chat#chat-${randomUUID()}`, sk: 'session', created_at: iso }, index * 2 + 1),
      insertRecord(
        {
          pk: `onboarding#${randomUUID()}`,
          sk: 'onboarding',
          created_at: iso,
          last_step: 'solution',
          last_step_at: iso,
        },
        index * 2 + 2,
      ),
    ]).flat();
    // 40 single-record invocations, plus the whole set three times over in shuffled batches, all at once.
    const shuffled = () => [...records].sort(() => Math.random() - 0.5);
    const outcomes = await Promise.all([
      ...records.map((record) => countFunnel([record], funnelPorts())),
      countFunnel(shuffled(), funnelPorts()),
      countFunnel(shuffled(), funnelPorts()),
      countFunnel(shuffled(), funnelPorts()),
    ]);
    expect(outcomes.flatMap((outcome) => outcome.batchItemFailures)).toEqual([]);
    expect(await countsOn(day)).toMatchObject({
      chatted: 40,
      launch_started: 40,
      solution_shown: 40,
      call_booked: 0,
    });
  });

  it('GET /api/admin/funnel answers admins the period’s counts and conversions', async () => {
    const funnel = (days: string, token: string | undefined) =>
      api(baseUrl, `/api/admin/funnel?days=${days}`, { token });
    const stagesOf = async (days: string) => {
      const answer = await funnel(days, adminToken);
      expect(answer.status).toBe(200);
      return funnelAnswerSchema.parse(answer.body);
    };
    expect((await funnel('14', adminToken)).status).toBe(400);
    expect((await funnel('7', undefined)).status).toBe(401);

    const before = await stagesOf('90');
    expect(before).toMatchObject({ days: 90, to: lagosDate(Date.now()) });
    expect(before.stages.map((stage) => stage.stage)).toEqual(Object.keys(SEEDED));
    // 45 days ago: inside 90 days, outside 30.
    const monthBefore = await stagesOf('30');
    const day = Date.now() - 45 * DAY_MS;
    for (let index = 0; index < 2; index += 1)
      await put({ pk: `chat#chat-${randomUUID()}`, sk: 'session', created_at: new Date(day).toISOString() });
    const token = randomUUID();
    await put({ pk: `onboarding#${token}`, sk: 'onboarding', created_at: new Date(day).toISOString() });

    const count = (answer: { stages: Array<{ stage: string; count: number }> }, stage: FunnelStage) =>
      answer.stages.find((candidate) => candidate.stage === stage)?.count ?? -1;
    await expect
      .poll(
        async () => {
          const after = await stagesOf('90');
          return [
            count(after, 'chatted') - count(before, 'chatted'),
            count(after, 'launch_started') - count(before, 'launch_started'),
          ];
        },
        { timeout: 30_000, interval: 250 },
      )
      .toEqual([2, 1]);
    const after = await stagesOf('90');
    // A step over 100% is no step (issue #26): with more launch chats than widget chats (as the whole
    // suite's shared product has), launch chats started stand as their own figure.
    const launched = after.stages[1];
    const ratio = count(after, 'launch_started') / count(after, 'chatted');
    if (ratio > 1) expect(launched?.conversion).toBeNull();
    else expect(launched?.conversion).toBeCloseTo(ratio);
    expect(count(await stagesOf('30'), 'chatted')).toBe(count(monthBefore, 'chatted'));
  });
});
