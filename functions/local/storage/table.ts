import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureTable } from '../../adapters/db/table-schema.ts';
import { startDynamoDbLocal } from './dynamodb-local.ts';
import { firstLine, LocalStartError } from '../startup-errors.ts';

export interface LocalDynamoDb {
  readonly endpoint: string;
  stop(): Promise<void>;
}

/** Reuses a running DynamoDB Local when given its endpoint; otherwise starts one owned by the product. */
export async function startLocalDynamoDb(options: {
  endpoint?: string;
  dataDir?: string;
}): Promise<LocalDynamoDb> {
  if (options.endpoint) return { endpoint: options.endpoint, stop: async () => undefined };
  try {
    return await startDynamoDbLocal({
      dataDir: options.dataDir ? path.join(options.dataDir, 'dynamodb') : undefined,
    });
  } catch (error: unknown) {
    throw new LocalStartError(firstLine(error), { cause: error });
  }
}

/** Creates the product table when absent; a table of another shape stops the start with one line. */
export async function prepareTable(options: {
  endpoint: string;
  tableName: string;
  region: string;
  dataDir?: string;
}): Promise<void> {
  const client = new DynamoDBClient({
    endpoint: options.endpoint,
    region: options.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await ensureTable(client, options.tableName);
  } catch (error: unknown) {
    const kept = options.dataDir ? ` (data kept in ${path.join(options.dataDir, 'dynamodb')})` : '';
    throw new LocalStartError(
      `Table ${options.tableName} at ${options.endpoint}${kept} could not be prepared: ${firstLine(error)}`,
      { cause: error },
    );
  } finally {
    client.destroy();
  }
}
