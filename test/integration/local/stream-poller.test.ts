import { randomUUID } from 'node:crypto';
import {
  BatchWriteItemCommand,
  DeleteItemCommand,
  DeleteTableCommand,
  DynamoDBClient,
  PutItemCommand,
} from '@aws-sdk/client-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ensureTable } from '../../../functions/adapters/db/table-schema.ts';
import type { LambdaHandler } from '../../../functions/local/lambda/runtime.ts';
import type { ProductQuiet } from '../../../functions/local/quiet.ts';
import { createLogger } from '../../../functions/local/logger.ts';
import { startStreamPoller } from '../../../functions/local/storage/stream-poller.ts';

/** The poller against the run's DynamoDB Local table, with a recording stand-in for stream-fanout. */
describe('DynamoDB stream poller', () => {
  const endpoint = inject('dynamodbEndpoint');
  const tableName = inject('tableName');
  const client = new DynamoDBClient({
    endpoint,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const batches: DynamoDBStreamEvent[] = [];
  /** Keys whose first delivery the stand-in reports as failed, to see the retry. */
  const failOnce = new Set<string>();
  const fanout: LambdaHandler = async (event) => {
    const batch = event as DynamoDBStreamEvent;
    batches.push(batch);
    const failed = batch.Records.filter((record) => failOnce.delete(record.dynamodb?.Keys?.pk?.S ?? ''));
    return {
      batchItemFailures: failed.map((record) => ({ itemIdentifier: record.dynamodb?.SequenceNumber })),
    };
  };
  const poller = startStreamPoller({
    endpoint,
    tableName,
    region: 'eu-west-1',
    loadHandler: async (name) => (name === 'stream-fanout' ? fanout : undefined),
    log: createLogger(true),
    intervalMs: 100,
  });

  afterAll(async () => {
    await poller.stop();
    client.destroy();
  });

  it('hands inserts and removes to stream-fanout in Lambda’s record shape', async () => {
    await poller.ready;
    const pk = `STREAMTEST#${randomUUID()}`;
    const key = { pk: { S: pk }, sk: { S: 'A' } };
    await client.send(
      new PutItemCommand({
        TableName: tableName,
        Item: { ...key, note: { S: 'hello' }, blob: { B: Buffer.from('hi') } },
      }),
    );
    await client.send(new DeleteItemCommand({ TableName: tableName, Key: key }));

    const mine = () =>
      batches.flatMap((batch) => batch.Records).filter((record) => record.dynamodb?.Keys?.pk?.S === pk);
    await expect
      .poll(() => mine().map((record) => record.eventName), { timeout: 15_000 })
      .toEqual(['INSERT', 'REMOVE']);
    const [insert] = mine();
    expect(insert).toMatchObject({
      eventSource: 'aws:dynamodb',
      awsRegion: 'eu-west-1',
      dynamodb: {
        Keys: key,
        NewImage: { note: { S: 'hello' }, blob: { B: Buffer.from('hi').toString('base64') } },
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
    });
    expect(insert?.eventSourceARN).toMatch(/stream/);
    expect(typeof insert?.dynamodb?.ApproximateCreationDateTime).toBe('number');
  });

  it('redelivers the records the handler reports in batchItemFailures', async () => {
    await poller.ready;
    const pk = `STREAMRETRY#${randomUUID()}`;
    failOnce.add(pk);
    await client.send(new PutItemCommand({ TableName: tableName, Item: { pk: { S: pk }, sk: { S: 'A' } } }));

    const deliveries = () =>
      batches.flatMap((batch) => batch.Records).filter((record) => record.dynamodb?.Keys?.pk?.S === pk);
    await expect.poll(() => deliveries().length, { timeout: 15_000 }).toBe(2);
    expect(new Set(deliveries().map((record) => record.dynamodb?.SequenceNumber)).size).toBe(1);
    await client.send(
      new DeleteItemCommand({ TableName: tableName, Key: { pk: { S: pk }, sk: { S: 'A' } } }),
    );
  });

  it('stops cleanly', async () => {
    await expect(poller.stop()).resolves.toBeUndefined();
  });
});

/**
 * A burst of writes is read page after page, as Lambda's event source mapping reads a shard with a
 * backlog, not one page of 100 records an interval: at one page every 500 ms, a change written
 * after a 1,000-record burst reaches the admin socket 5 s late. On a table of its own, so no other
 * file's writes are counted.
 */
describe('DynamoDB stream poller with a backlog', () => {
  const endpoint = inject('dynamodbEndpoint');
  const tableName = `quarter-backlog-${randomUUID().slice(0, 8)}`;
  const client = new DynamoDBClient({
    endpoint,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const BURST = 600;
  const PAGE = 100;
  let delivered = 0;
  let passesWithRecords = 0;
  const counting = {
    streamPass: () => (foundRecords: boolean) => {
      if (foundRecords) passesWithRecords += 1;
    },
  } as unknown as ProductQuiet;
  let poller: ReturnType<typeof startStreamPoller> | undefined;

  afterAll(async () => {
    await poller?.stop();
    await client.send(new DeleteTableCommand({ TableName: tableName })).catch(() => undefined);
    client.destroy();
  });

  it('delivers a burst of six pages in the pass that finds it, not one page a pass', async () => {
    await ensureTable(client, tableName);
    poller = startStreamPoller({
      endpoint,
      tableName,
      region: 'eu-west-1',
      loadHandler: async () => async (event) => {
        delivered += (event as DynamoDBStreamEvent).Records.length;
        return { batchItemFailures: [] };
      },
      log: createLogger(true),
      // Long enough that the burst is written, 25 items a call, between two passes.
      intervalMs: 4_000,
      quiet: counting,
    });
    await poller.ready;
    for (let start = 0; start < BURST; start += 25) {
      const items = Array.from({ length: 25 }, (_, index) => ({
        PutRequest: { Item: { pk: { S: `BACKLOG#${start + index}` }, sk: { S: 'A' } } },
      }));
      await client.send(new BatchWriteItemCommand({ RequestItems: { [tableName]: items } }));
    }

    await expect.poll(() => delivered, { timeout: 30_000 }).toBe(BURST);
    // One page a pass needs BURST / PAGE passes; read back to back, the writes span at most two.
    expect(passesWithRecords).toBeLessThanOrEqual(2);
    expect(passesWithRecords).toBeLessThan(BURST / PAGE);
  });
});
