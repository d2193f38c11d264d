import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { TestProject } from 'vitest/node';
import { ensureTable } from '../../functions/adapters/db/table-schema.ts';
import { startDynamoDbLocal, type DynamoDbLocal } from '../../functions/local/dynamodb-local.ts';

const TABLE_NAME = 'quarter-test';

let dynamoDbLocal: DynamoDbLocal | undefined;

/**
 * Global setup for the integration and e2e projects: one in-memory DynamoDB Local per run, the
 * product table in it, and the environment every adapter reads. Runs before test/setup/product.ts,
 * which starts the product against the same environment.
 */
export async function setup(project: TestProject): Promise<void> {
  dynamoDbLocal = await startDynamoDbLocal({ port: 0 });
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: dynamoDbLocal.endpoint,
    TABLE_NAME,
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
  const client = new DynamoDBClient({
    endpoint: dynamoDbLocal.endpoint,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await ensureTable(client, TABLE_NAME);
  } catch (error: unknown) {
    await teardown();
    throw error;
  } finally {
    client.destroy();
  }
  project.provide('dynamodbEndpoint', dynamoDbLocal.endpoint);
  project.provide('tableName', TABLE_NAME);
}

export async function teardown(): Promise<void> {
  await dynamoDbLocal?.stop();
  dynamoDbLocal = undefined;
}
