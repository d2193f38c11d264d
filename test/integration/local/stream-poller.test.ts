import { randomUUID } from 'node:crypto';
import { DeleteItemCommand, DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { LambdaHandler } from '../../../functions/local/lambda/runtime.ts';
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
