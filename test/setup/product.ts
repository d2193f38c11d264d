import type { TestProject } from 'vitest/node';
import { startProduct } from '../../functions/local/product.ts';

/**
 * Starts the whole local product once per run, on a free port, over the DynamoDB Local that
 * test/setup/dynamodb.ts started (it runs first and sets DYNAMODB_ENDPOINT and TABLE_NAME).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const product = await startProduct({
    port: 0,
    dynamodbEndpoint: process.env.DYNAMODB_ENDPOINT,
    tableName: process.env.TABLE_NAME,
    quiet: true,
  });
  project.provide('baseUrl', product.url);
  project.provide('outboxUrl', product.outboxUrl);
  project.provide('adminEmail', product.admin.email);
  project.provide('adminPassword', product.admin.password);
  project.provide('schedulingUrl', product.schedulingUrl);
  return () => product.stop();
}
