/**
 * Integration files that start a product or a DynamoDB Local of their own, or change the process
 * environment, run isolated, each in a fresh module graph: the product's modules keep the clients
 * and values they were first given (the DynamoDB endpoint, the table name), and in the shared graph
 * of the `integration` project (vitest.config.ts, `isolate: false`) a file's own, stopped endpoint
 * stayed in force for the next file (ECONNREFUSED in 30 files, ARCHITECTURE.md "Suite speed").
 * test/unit/architecture/isolated-lists.test.ts keeps this list equal to those files.
 */
export const integrationIsolated = [
  'test/integration/admin/expired-token.test.ts',
  'test/integration/auth/trigger-time-budget.test.ts',
  'test/integration/data/dynamodb-local.test.ts',
  'test/integration/local/scheduling-sandbox.test.ts',
  'test/integration/local/static-and-headers.test.ts',
  'test/integration/reliability/faults.test.ts',
];
