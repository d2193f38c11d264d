import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { lagosDate } from '../../domain/lagos-date.ts';
import {
  FUNNEL_STAGES,
  funnelStages,
  type FunnelAnswer,
  type FunnelPeriod,
  type FunnelStage,
} from '../../domain/contracts/funnel.ts';
import { countJourneys, type JourneyFacts } from './journeys.ts';
import { funnelHits, type FunnelHit } from './stream-stages.ts';

export type FunnelDay = { lagosDate: string } & Partial<Record<FunnelStage, number>>;

export interface FunnelPorts {
  /** Adds one to the hit's day and stage unless this stage of this journey was counted before. */
  countOnce(hit: FunnelHit, countedAt: string): Promise<'counted' | 'already'>;
  /** Day counters between two Lagos dates, inclusive. */
  readDays(from: string, to: string): Promise<FunnelDay[]>;
  /** The journeys whose launch chat started between two instants (ISO, inclusive). */
  readJourneys?(fromIso: string, toIso: string): Promise<JourneyFacts[]>;
  /** Epoch milliseconds. */
  now(): number;
  log: { warn(message: string, details: Record<string, unknown>): void };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `days` Lagos calendar days, today included. */
export function funnelPeriod(days: FunnelPeriod, now: number): { from: string; to: string } {
  return { from: lagosDate(now - (days - 1) * DAY_MS), to: lagosDate(now) };
}

/** The instant a Lagos calendar day starts (Africa/Lagos is UTC+1 all year). */
const lagosDayStart = (day: string) => new Date(`${day}T00:00:00+01:00`).toISOString();
const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** Sums day counters per stage. */
export function sumFunnelDays(days: readonly FunnelDay[]): Record<FunnelStage, number> {
  const totals = Object.fromEntries(FUNNEL_STAGES.map((stage) => [stage, 0])) as Record<FunnelStage, number>;
  for (const day of days) for (const stage of FUNNEL_STAGES) totals[stage] += day[stage] ?? 0;
  return totals;
}

/** GET /api/admin/funnel: the period's stage counts and conversions, from the day counters. */
export async function readFunnel(ports: FunnelPorts, days: FunnelPeriod): Promise<FunnelAnswer> {
  const { from, to } = funnelPeriod(days, ports.now());
  const [dayCounts, journeys] = await Promise.all([
    ports.readDays(from, to),
    ports.readJourneys?.(
      lagosDayStart(from),
      new Date(Date.parse(lagosDayStart(nextDay(to))) - 1).toISOString(),
    ),
  ]);
  const totals = sumFunnelDays(dayCounts);
  return {
    days,
    from,
    to,
    stages: funnelStages(totals),
    chatted: totals.chatted,
    ...(journeys ? { journeys: countJourneys(journeys) } : {}),
  };
}

const itemIdentifier = (record: DynamoDBRecord) => record.dynamodb?.SequenceNumber ?? record.eventID ?? '';

/**
 * Counts the funnel stages a batch of stream records shows. A record whose count could not be
 * written is reported as failed, so Lambda redelivers it; the counted markers make that safe.
 */
export async function countFunnel(
  records: readonly DynamoDBRecord[],
  ports: FunnelPorts,
): Promise<DynamoDBBatchResponse> {
  const failed: DynamoDBRecord[] = [];
  const countedAt = new Date(ports.now()).toISOString();
  for (const record of records) {
    try {
      for (const hit of funnelHits(record)) await ports.countOnce(hit, countedAt);
    } catch (error: unknown) {
      ports.log.warn('could not count a funnel stage', {
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
      failed.push(record);
    }
  }
  return { batchItemFailures: failed.map((record) => ({ itemIdentifier: itemIdentifier(record) })) };
}
