import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
  type CreateTableCommandInput,
  type DynamoDBClient,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';

/**
 * The one table every entity lives in. CDK (lib/) and the local runtime both read these
 * constants, so the deployed table and the local one cannot drift apart.
 */
export const tableKeys = { partitionKey: 'pk', sortKey: 'sk' } as const;

export const globalIndexes = [
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
] as const;

export type GlobalIndexName = (typeof globalIndexes)[number]['indexName'];

/** Epoch seconds; DynamoDB deletes expired items late, so reads filter them too. */
export const ttlAttribute = 'ttl';

export const streamViewType = 'NEW_AND_OLD_IMAGES';

export function createTableInput(tableName: string): CreateTableCommandInput {
  const keyNames = [
    tableKeys.partitionKey,
    tableKeys.sortKey,
    ...globalIndexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: tableKeys.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableKeys.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: globalIndexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
    StreamSpecification: { StreamEnabled: true, StreamViewType: streamViewType },
  };
}

/** Names what is wrong with an existing table, or undefined when it has the expected layout. */
export function describeMismatch(table: TableDescription): string | undefined {
  const keyOf = (schema: TableDescription['KeySchema']) =>
    (schema ?? []).map((key) => `${key.AttributeName}:${key.KeyType}`).join(',');
  const expected = createTableInput(table.TableName ?? '');
  if (keyOf(table.KeySchema) !== keyOf(expected.KeySchema))
    return `its key schema is ${keyOf(table.KeySchema)}`;
  for (const index of expected.GlobalSecondaryIndexes ?? []) {
    const actual = table.GlobalSecondaryIndexes?.find((candidate) => candidate.IndexName === index.IndexName);
    if (!actual) return `index ${index.IndexName} is missing`;
    if (keyOf(actual.KeySchema) !== keyOf(index.KeySchema)) return `index ${index.IndexName} has other keys`;
    if (actual.Projection?.ProjectionType !== 'ALL') return `index ${index.IndexName} does not project ALL`;
  }
  return undefined;
}

async function describe(client: DynamoDBClient, tableName: string): Promise<TableDescription | undefined> {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error: unknown) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

/**
 * Creates the table when absent (local runs), waits until it is ACTIVE and turns TTL on.
 * An existing table with another layout is never altered: that would lose data.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const existing = await describe(client, tableName);
  if (existing) {
    const mismatch = describeMismatch(existing);
    if (mismatch) {
      throw new Error(
        `Table ${tableName} exists but ${mismatch}: delete it (or set TABLE_NAME to a new name) and start again.`,
      );
    }
  } else {
    await client.send(new CreateTableCommand(createTableInput(tableName)));
  }
  await waitUntilTableExists({ client, maxWaitTime: 60, minDelay: 1, maxDelay: 2 }, { TableName: tableName });
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  const status = ttl.TimeToLiveDescription?.TimeToLiveStatus;
  const attribute = ttl.TimeToLiveDescription?.AttributeName;
  if (attribute !== undefined && attribute !== ttlAttribute && status !== 'DISABLED') {
    throw new Error(
      `Table ${tableName} expires items by ${attribute} instead of ${ttlAttribute}: delete it (or set TABLE_NAME to a new name) and start again.`,
    );
  }
  if (status !== 'ENABLED' && status !== 'ENABLING') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true },
      }),
    );
  }
}
