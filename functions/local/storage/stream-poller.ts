import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { eventHandlers } from '../../handlers/routes.ts';
import { lambdaContext, type LambdaHandler } from '../lambda/runtime.ts';
import type { Logger } from '../logger.ts';
import type { ProductQuiet } from '../quiet.ts';
import { lambdaStreamRecord } from './stream-records.ts';

export interface StreamPollerOptions {
  readonly endpoint: string;
  readonly tableName: string;
  readonly region: string;
  readonly loadHandler: (name: string) => Promise<LambdaHandler | undefined>;
  readonly log: Logger;
  readonly intervalMs?: number;
  /** Told of every pass over the shards and whether it found records (GET /_local/idle). */
  readonly quiet?: ProductQuiet;
}

const BATCH_SIZE = 100;
/** Pages of one shard read back to back in a pass while each holds records (a bound, so stop() is prompt). */
const PAGES_PER_PASS = 50;
const NO_STREAM_RETRY_MS = 5_000;
/** Like an event source mapping with ReportBatchItemFailures and a small retry budget. */
const MAX_ATTEMPTS = 3;

/**
 * Stands in for the Lambda event source mapping: reads the table's stream and hands each batch to the
 * stream-fanout handler. Records written before start are skipped (LATEST), like a fresh mapping.
 */
export function startStreamPoller(options: StreamPollerOptions): {
  ready: Promise<void>;
  stop(): Promise<void>;
} {
  const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
  const tables = new DynamoDBClient({ endpoint: options.endpoint, region: options.region, credentials });
  const streams = new DynamoDBStreamsClient({
    endpoint: options.endpoint,
    region: options.region,
    credentials,
  });
  const interval = options.intervalMs ?? 500;
  const iterators = new Map<string, string>();
  const finished = new Set<string>();
  let streamArn: string | undefined;
  let firstDiscovery = true;
  let warnedNoStream = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let markReady: () => void = () => undefined;
  /** Resolves once shard iterators exist, i.e. from when on writes are seen. */
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  async function findStream(): Promise<string | undefined> {
    const { Table } = await tables.send(new DescribeTableCommand({ TableName: options.tableName }));
    return Table?.StreamSpecification?.StreamEnabled ? Table.LatestStreamArn : undefined;
  }

  async function listShards(arn: string): Promise<Shard[]> {
    const shards: Shard[] = [];
    let start: string | undefined;
    do {
      const page = await streams.send(
        new DescribeStreamCommand({ StreamArn: arn, ExclusiveStartShardId: start }),
      );
      shards.push(...(page.StreamDescription?.Shards ?? []));
      start = page.StreamDescription?.LastEvaluatedShardId;
    } while (start);
    return shards;
  }

  async function discoverShards(arn: string): Promise<void> {
    for (const shard of await listShards(arn)) {
      const id = shard.ShardId;
      if (!id || iterators.has(id) || finished.has(id)) continue;
      // Shards already closed at start hold only history; shards born later are read from their start.
      if (firstDiscovery && shard.SequenceNumberRange?.EndingSequenceNumber) {
        finished.add(id);
        continue;
      }
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand({
          StreamArn: arn,
          ShardId: id,
          ShardIteratorType: firstDiscovery ? 'LATEST' : 'TRIM_HORIZON',
        }),
      );
      if (ShardIterator) iterators.set(id, ShardIterator);
    }
    firstDiscovery = false;
  }

  /** Hands the shard's next page to stream-fanout; answers whether the page held any record. */
  async function deliver(arn: string, shardId: string, iterator: string): Promise<boolean> {
    const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: BATCH_SIZE }));
    if (page.NextShardIterator) iterators.set(shardId, page.NextShardIterator);
    else {
      iterators.delete(shardId);
      finished.add(shardId);
    }
    const records = page.Records ?? [];
    if (records.length === 0) return false;
    const handler = await options.loadHandler(eventHandlers.streamFanout);
    if (!handler) return true;
    let batch = records.map((record) => lambdaStreamRecord(record, arn, options.region));
    for (let attempt = 1; batch.length > 0; attempt += 1) {
      const failed = await invokeFanout(handler, batch);
      batch = batch.filter((record) => failed.has(record.dynamodb?.SequenceNumber ?? ''));
      if (batch.length > 0 && attempt >= MAX_ATTEMPTS) {
        options.log.error(`stream-fanout gave up on ${batch.length} record(s) after ${attempt} attempts`);
        return true;
      }
    }
    return true;
  }

  /** Sequence numbers to retry: the reported batchItemFailures, or the whole batch if the handler threw. */
  async function invokeFanout(handler: LambdaHandler, batch: DynamoDBRecord[]): Promise<Set<string>> {
    try {
      const result = (await handler({ Records: batch }, lambdaContext(eventHandlers.streamFanout))) as
        Partial<DynamoDBBatchResponse> | undefined;
      return new Set((result?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
    } catch (error: unknown) {
      options.log.error('stream-fanout handler failed', error);
      return new Set(batch.map((record) => record.dynamodb?.SequenceNumber ?? ''));
    }
  }

  async function tick(): Promise<number> {
    streamArn ??= await findStream();
    if (!streamArn) {
      if (!warnedNoStream)
        options.log.info(`table ${options.tableName} has no stream yet; live refresh waits for one`);
      warnedNoStream = true;
      return NO_STREAM_RETRY_MS;
    }
    const passOver = options.quiet?.streamPass();
    await discoverShards(streamArn);
    markReady();
    let foundRecords = false;
    for (const shardId of [...iterators.keys()]) {
      try {
        // A backlog is read page after page, as Lambda's event source mapping keeps reading a shard
        // that has records, not one page an interval: at one page of 100 every 500 ms, a burst of
        // 1,000 writes put the next change 5 s behind (in a fresh-clone CI, with four integration
        // files writing, an admin socket's change had not arrived after 5 s).
        for (let page = 0; page < PAGES_PER_PASS && !stopped; page += 1) {
          const iterator = iterators.get(shardId);
          if (!iterator || !(await deliver(streamArn, shardId, iterator))) break;
          foundRecords = true;
        }
      } catch (error: unknown) {
        const name = error instanceof Error ? error.name : '';
        if (name !== 'ExpiredIteratorException' && name !== 'TrimmedDataAccessException') throw error;
        iterators.delete(shardId);
        foundRecords = true;
      }
    }
    passOver?.(foundRecords || stopped);
    return interval;
  }

  function schedule(delay: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick()
        .catch((error: unknown) => {
          options.log.error('stream poll failed', error);
          return NO_STREAM_RETRY_MS;
        })
        .then(schedule);
    }, delay);
  }

  schedule(0);
  return {
    ready,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      tables.destroy();
      streams.destroy();
    },
  };
}
