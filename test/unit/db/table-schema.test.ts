import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTableInput, ensureTable } from '../../../functions/adapters/db/table-schema.ts';

const dynamoDb = mockClient(DynamoDBClient);

const activeTable = (overrides: Record<string, unknown> = {}) => {
  const input = createTableInput('quarter-test');
  return {
    Table: {
      TableName: 'quarter-test',
      TableStatus: 'ACTIVE' as const,
      KeySchema: input.KeySchema,
      GlobalSecondaryIndexes: input.GlobalSecondaryIndexes,
      ...overrides,
    },
  };
};

describe('table schema', () => {
  beforeEach(() => dynamoDb.reset());

  it('describes one table with pk/sk, two ALL-projected GSIs and a NEW_AND_OLD_IMAGES stream', () => {
    const input = createTableInput('quarter-dev');

    expect(input.TableName).toBe('quarter-dev');
    expect(input.KeySchema).toEqual([
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]);
    expect(
      input.GlobalSecondaryIndexes?.map((index) => [index.IndexName, index.KeySchema, index.Projection]),
    ).toEqual([
      [
        'gsi1',
        [
          { AttributeName: 'gsi1pk', KeyType: 'HASH' },
          { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
        ],
        { ProjectionType: 'ALL' },
      ],
      [
        'gsi2',
        [
          { AttributeName: 'gsi2pk', KeyType: 'HASH' },
          { AttributeName: 'gsi2sk', KeyType: 'RANGE' },
        ],
        { ProjectionType: 'ALL' },
      ],
    ]);
    expect(input.AttributeDefinitions?.every((definition) => definition.AttributeType === 'S')).toBe(true);
    expect(input.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
  });

  it('creates a missing table and turns TTL on for the ttl attribute', async () => {
    // Prepare
    dynamoDb
      .on(DescribeTableCommand)
      .rejectsOnce(new ResourceNotFoundException({ message: 'not found', $metadata: {} }))
      .resolves(activeTable());
    dynamoDb
      .on(DescribeTimeToLiveCommand)
      .resolves({ TimeToLiveDescription: { TimeToLiveStatus: 'DISABLED' } });

    // Act
    await ensureTable(new DynamoDBClient({ region: 'eu-west-1' }), 'quarter-test');

    // Assess
    expect(dynamoDb).toReceiveCommandWith(CreateTableCommand, { TableName: 'quarter-test' });
    expect(dynamoDb).toReceiveCommandWith(UpdateTimeToLiveCommand, {
      TableName: 'quarter-test',
      TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
    });
  });

  it('leaves a matching table and its TTL alone', async () => {
    dynamoDb.on(DescribeTableCommand).resolves(activeTable());
    dynamoDb
      .on(DescribeTimeToLiveCommand)
      .resolves({ TimeToLiveDescription: { TimeToLiveStatus: 'ENABLED', AttributeName: 'ttl' } });

    await ensureTable(new DynamoDBClient({ region: 'eu-west-1' }), 'quarter-test');

    expect(dynamoDb).not.toReceiveCommand(CreateTableCommand);
    expect(dynamoDb).not.toReceiveCommand(UpdateTimeToLiveCommand);
  });

  it('refuses a table with another layout in one sentence that says what to do', async () => {
    dynamoDb.on(DescribeTableCommand).resolves(
      activeTable({
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      }),
    );

    const ensuring = ensureTable(new DynamoDBClient({ region: 'eu-west-1' }), 'quarter-test');

    await expect(ensuring).rejects.toThrow(
      'Table quarter-test exists but its key schema is id:HASH: delete it (or set TABLE_NAME to a new name) and start again.',
    );
    expect(dynamoDb).not.toReceiveCommand(CreateTableCommand);
  });

  it('refuses a table whose index is missing', async () => {
    dynamoDb.on(DescribeTableCommand).resolves(activeTable({ GlobalSecondaryIndexes: [] }));

    await expect(ensureTable(new DynamoDBClient({ region: 'eu-west-1' }), 'quarter-test')).rejects.toThrow(
      'index gsi1 is missing',
    );
  });
});
