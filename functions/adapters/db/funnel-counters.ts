import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { FUNNEL_STAGES, type FunnelStage } from '../../domain/contracts/funnel.ts';
import { documentClient, tableName } from './client.ts';
import { jitter } from './conditions.ts';
import { writeContention } from './errors.ts';

/**
 * Funnel counters (issue #19). One item per Lagos day, all in one partition so a period is one
 * Query: pk `funnel-day`, sk `YYYY-MM-DD`, a number attribute per stage. Beside them, one marker
 * item per stage and journey (`funnel-counted#<stage>#<journey>`): the marker's conditional put and
 * the day's ADD are one transaction, so a count is added exactly once whatever the redelivery.
 */
export const FUNNEL_DAY_PARTITION = 'funnel-day';
export const FUNNEL_MARKER_PREFIX = 'funnel-counted#';

const markerKey = (stage: FunnelStage, subject: string) => ({
  pk: `${FUNNEL_MARKER_PREFIX}${stage}#${subject}`,
  sk: 'counted',
});

interface CancellationReason {
  Code?: string;
}

function cancellationCodes(error: unknown): string[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as Error & { CancellationReasons?: CancellationReason[] }).CancellationReasons;
  return (reasons ?? []).map((reason) => reason.Code ?? '');
}

const ATTEMPTS = 25;

/**
 * Counts one stage of one journey on a day, once: 'counted' when this call added it, 'already' when
 * the journey's marker was there (a redelivery, or the stage reached again). Concurrent writers of
 * one day collide (TransactionConflict) and retry with a small back-off.
 */
export async function countFunnelStageOnce(
  hit: { stage: FunnelStage; subject: string; lagosDate: string },
  countedAt: string,
): Promise<'counted' | 'already'> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName(),
                Item: {
                  ...markerKey(hit.stage, hit.subject),
                  stage: hit.stage,
                  lagos_date: hit.lagosDate,
                  counted_at: countedAt,
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Update: {
                TableName: tableName(),
                Key: { pk: FUNNEL_DAY_PARTITION, sk: hit.lagosDate },
                UpdateExpression: 'ADD #stage :one',
                ExpressionAttributeNames: { '#stage': hit.stage },
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
          ],
        }),
      );
      return 'counted';
    } catch (error: unknown) {
      const codes = cancellationCodes(error);
      if (codes?.[0] === 'ConditionalCheckFailed') return 'already';
      const retryable =
        (codes !== undefined && codes.includes('TransactionConflict')) ||
        (error instanceof Error && error.name === 'TransactionConflictException');
      if (!retryable) throw error;
    }
    await jitter(attempt);
  }
  throw writeContention('the funnel counter');
}

export type FunnelDayCounts = { lagosDate: string } & Partial<Record<FunnelStage, number>>;

/** The day counters from `from` to `to` (Lagos dates, inclusive): one Query, no Scan. */
export async function readFunnelDays(from: string, to: string): Promise<FunnelDayCounts[]> {
  const days: FunnelDayCounts[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': FUNNEL_DAY_PARTITION, ':from': from, ':to': to },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const day: FunnelDayCounts = { lagosDate: String(item['sk']) };
      for (const stage of FUNNEL_STAGES) {
        const value: unknown = item[stage];
        if (typeof value === 'number') day[stage] = value;
      }
      days.push(day);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return days;
}
