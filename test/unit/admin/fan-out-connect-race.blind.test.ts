import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { fanOutChanges } from '../../../functions/services/realtime/fan-out.ts';
import type { FanOutPorts, OpenConnection, PostOutcome } from '../../../functions/services/realtime/ports.ts';
import { chatSessionRecord } from './stream-records.ts';

/**
 * API Gateway answers 410 to a post made while a connection's $connect has not yet returned
 * (aws-sdk-js #3773). A connection under 30 s old that is called gone is asked again after about
 * 1 s with what it missed, and deleted only if it is gone again; an old or ageless one is deleted
 * at once, without a pause.
 */

const NOW = Date.parse('2026-11-25T10:00:00.000Z');
const connectedSecondsAgo = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

/**
 * How a connection answers:
 * - healthy: every post is sent;
 * - opening: gone (410) until the fan-out has paused, then sent (its $connect finished meanwhile);
 * - gone: always gone (410);
 * - broken: every post throws an error other than gone (a 500, throttling…).
 */
type Behaviour = 'healthy' | 'opening' | 'gone' | 'broken';

interface FakeConnection {
  readonly id: string;
  readonly behaviour: Behaviour;
  /** Seconds between its $connect and NOW; undefined = no connected_at stored. */
  readonly ageSeconds?: number;
}

type Event =
  | {
      readonly kind: 'post';
      readonly connectionId: string;
      readonly data: string;
      readonly outcome: PostOutcome | 'threw';
    }
  | { readonly kind: 'pause'; readonly ms: number }
  | { readonly kind: 'remove'; readonly connectionId: string };

function harness(connections: readonly FakeConnection[]) {
  const events: Event[] = [];
  const pauses: number[] = [];
  const removed: string[] = [];
  const warnings: { message: string; fields: Record<string, unknown> }[] = [];
  let clock = NOW;
  let paused = false;
  const byId = new Map(connections.map((connection) => [connection.id, connection]));

  const stored: OpenConnection[] = connections.map((connection) =>
    connection.ageSeconds === undefined
      ? { connection_id: connection.id }
      : { connection_id: connection.id, connected_at: connectedSecondsAgo(connection.ageSeconds) },
  );

  const ports: FanOutPorts = {
    connections: {
      list: () => Promise.resolve(stored.filter((connection) => !removed.includes(connection.connection_id))),
      remove: (connectionId) => {
        removed.push(connectionId);
        events.push({ kind: 'remove', connectionId });
        return Promise.resolve();
      },
    },
    pusher: {
      post: (connectionId, data) => {
        const behaviour = byId.get(connectionId)?.behaviour ?? 'gone';
        if (behaviour === 'broken') {
          events.push({ kind: 'post', connectionId, data, outcome: 'threw' });
          return Promise.reject(
            Object.assign(new Error('Internal server error'), { name: 'InternalServerErrorException' }),
          );
        }
        const outcome: PostOutcome =
          behaviour === 'healthy' || (behaviour === 'opening' && paused) ? 'sent' : 'gone';
        events.push({ kind: 'post', connectionId, data, outcome });
        return Promise.resolve(outcome);
      },
    },
    log: {
      warn: (message, fields) => {
        warnings.push({ message, fields });
      },
    },
    now: () => clock,
    pause: (ms) => {
      pauses.push(ms);
      events.push({ kind: 'pause', ms });
      clock += ms;
      paused = true;
      return Promise.resolve();
    },
  };

  /** The session ids a connection was sent (answered 'sent'), in the order they were posted. */
  const delivered = (connectionId: string) =>
    events
      .filter(
        (event): event is Extract<Event, { kind: 'post' }> =>
          event.kind === 'post' && event.connectionId === connectionId && event.outcome === 'sent',
      )
      .map((event) => (JSON.parse(event.data) as { id: string }).id);

  const postsTo = (connectionId: string) =>
    events.filter((event) => event.kind === 'post' && event.connectionId === connectionId);

  return { ports, events, pauses, removed, warnings, delivered, postsTo };
}

const SESSIONS = ['s-1', 's-2', 's-3'] as const;
const batch = (): DynamoDBRecord[] => SESSIONS.map((id) => chatSessionRecord(id, 'MODIFY'));

/** Each pause asked is "about 1 s". */
function expectPausesOfAboutOneSecond(pauses: readonly number[]) {
  expect(pauses.length).toBeGreaterThanOrEqual(1);
  for (const ms of pauses) {
    expect(ms).toBeGreaterThanOrEqual(750);
    expect(ms).toBeLessThanOrEqual(1500);
  }
}

describe('fan-out: a connection still in its $connect (410 while young)', () => {
  it('a young connection gone once, then answering, is kept and gets what it missed, in order, once each, after a pause of about 1 s', async () => {
    const h = harness([{ id: 'young', behaviour: 'opening', ageSeconds: 1 }]);

    const result = await fanOutChanges(batch(), h.ports);

    expect(h.removed).toEqual([]);
    expect(h.delivered('young')).toEqual([...SESSIONS]);
    expectPausesOfAboutOneSecond(h.pauses);
    const firstPause = h.events.findIndex((event) => event.kind === 'pause');
    const firstDelivery = h.events.findIndex(
      (event) => event.kind === 'post' && event.connectionId === 'young' && event.outcome === 'sent',
    );
    expect(firstPause).toBeGreaterThanOrEqual(0);
    expect(firstDelivery).toBeGreaterThan(firstPause);
    expect(result.batchItemFailures).toEqual([]);
  });

  it('a young connection gone again after the pause is deleted, once', async () => {
    const h = harness([{ id: 'young-gone', behaviour: 'gone', ageSeconds: 3 }]);

    const result = await fanOutChanges(batch(), h.ports);

    expect(h.removed).toEqual(['young-gone']);
    expect(h.delivered('young-gone')).toEqual([]);
    expectPausesOfAboutOneSecond(h.pauses);
    // It was asked again after the pause before being deleted.
    const firstPause = h.events.findIndex((event) => event.kind === 'pause');
    const removal = h.events.findIndex((event) => event.kind === 'remove');
    const askedAgain = h.events.some(
      (event, index) => index > firstPause && event.kind === 'post' && event.connectionId === 'young-gone',
    );
    expect(askedAgain).toBe(true);
    expect(removal).toBeGreaterThan(firstPause);
    expect(result.batchItemFailures).toEqual([]);
  });

  it('an old connection called gone is deleted and costs no pause', async () => {
    const h = harness([{ id: 'old', behaviour: 'gone', ageSeconds: 600 }]);

    const result = await fanOutChanges(batch(), h.ports);

    expect(h.removed).toEqual(['old']);
    expect(h.pauses).toEqual([]);
    expect(h.delivered('old')).toEqual([]);
    expect(result.batchItemFailures).toEqual([]);
  });

  it('a connection without connected_at called gone is deleted and costs no pause', async () => {
    const h = harness([{ id: 'ageless', behaviour: 'gone' }]);

    const result = await fanOutChanges(batch(), h.ports);

    expect(h.removed).toEqual(['ageless']);
    expect(h.pauses).toEqual([]);
    expect(result.batchItemFailures).toEqual([]);
  });

  it('a connection without connected_at is not given a second chance even if it would answer later', async () => {
    const h = harness([{ id: 'ageless-opening', behaviour: 'opening' }]);

    await fanOutChanges(batch(), h.ports);

    expect(h.removed).toEqual(['ageless-opening']);
    expect(h.pauses).toEqual([]);
  });

  it.each([0, 5, 29])('connected %i s ago counts as young: kept and caught up', async (ageSeconds) => {
    const h = harness([{ id: 'young', behaviour: 'opening', ageSeconds }]);

    await fanOutChanges(batch(), h.ports);

    expect(h.removed).toEqual([]);
    expect(h.delivered('young')).toEqual([...SESSIONS]);
    expectPausesOfAboutOneSecond(h.pauses);
  });

  it.each([31, 60, 3600])('connected %i s ago counts as old: deleted, no pause', async (ageSeconds) => {
    const h = harness([{ id: 'old', behaviour: 'opening', ageSeconds }]);

    await fanOutChanges(batch(), h.ports);

    expect(h.removed).toEqual(['old']);
    expect(h.pauses).toEqual([]);
    expect(h.delivered('old')).toEqual([]);
  });

  it('healthy, young-flaky and old-gone in one batch: healthy gets all in order, flaky kept and caught up, old deleted', async () => {
    const h = harness([
      { id: 'healthy', behaviour: 'healthy', ageSeconds: 300 },
      { id: 'flaky', behaviour: 'opening', ageSeconds: 2 },
      { id: 'old', behaviour: 'gone', ageSeconds: 900 },
    ]);

    const result = await fanOutChanges(batch(), h.ports);

    expect(h.delivered('healthy')).toEqual([...SESSIONS]);
    expect(h.delivered('flaky')).toEqual([...SESSIONS]);
    expect(h.delivered('old')).toEqual([]);
    expect(h.removed).toEqual(['old']);
    expectPausesOfAboutOneSecond(h.pauses);
    expect(result.batchItemFailures).toEqual([]);
  });

  it('a healthy connection is posted each message exactly once, with no pause, when nobody is gone', async () => {
    const h = harness([
      { id: 'a', behaviour: 'healthy', ageSeconds: 1 },
      { id: 'b', behaviour: 'healthy' },
    ]);

    const result = await fanOutChanges(batch(), h.ports);

    expect(h.delivered('a')).toEqual([...SESSIONS]);
    expect(h.delivered('b')).toEqual([...SESSIONS]);
    expect(h.postsTo('a')).toHaveLength(SESSIONS.length);
    expect(h.postsTo('b')).toHaveLength(SESSIONS.length);
    expect(h.pauses).toEqual([]);
    expect(h.removed).toEqual([]);
    expect(result.batchItemFailures).toEqual([]);
  });

  it('a non-410 failure on one connection does not stop the others from getting their messages', async () => {
    const h = harness([
      { id: 'broken', behaviour: 'broken', ageSeconds: 120 },
      { id: 'healthy', behaviour: 'healthy', ageSeconds: 120 },
      { id: 'flaky', behaviour: 'opening', ageSeconds: 4 },
    ]);

    const records = batch();
    const result = await fanOutChanges(records, h.ports);

    expect(h.delivered('healthy')).toEqual([...SESSIONS]);
    expect(h.delivered('flaky')).toEqual([...SESSIONS]);
    expect(h.delivered('broken')).toEqual([]);
    // The failure is not reported as delivered: the batch answer names at least one of its records as failed.
    // For a DynamoDB stream the partial batch response names a record by its SequenceNumber.
    const sequenceNumbers = records.map((record) => record.dynamodb?.SequenceNumber);
    expect(result.batchItemFailures.length).toBeGreaterThanOrEqual(1);
    for (const failure of result.batchItemFailures) expect(sequenceNumbers).toContain(failure.itemIdentifier);
  });

  it('a young connection called gone does not hold back or duplicate what others get', async () => {
    const h = harness([
      { id: 'flaky-1', behaviour: 'opening', ageSeconds: 0 },
      { id: 'healthy', behaviour: 'healthy', ageSeconds: 10 },
      { id: 'flaky-2', behaviour: 'gone', ageSeconds: 20 },
    ]);

    await fanOutChanges(batch(), h.ports);

    expect(h.delivered('healthy')).toEqual([...SESSIONS]);
    expect(h.postsTo('healthy')).toHaveLength(SESSIONS.length);
    expect(h.delivered('flaky-1')).toEqual([...SESSIONS]);
    expect(h.removed).toEqual(['flaky-2']);
  });
});
