import { randomUUID } from 'node:crypto';
import { appendFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { TestProject } from 'vitest/node';
import { ensureTable } from '../../functions/adapters/db/table-schema.ts';
import { startDynamoDbLocal, type DynamoDbLocal } from '../../functions/local/storage/dynamodb-local.ts';
import { startProduct, type RunningProduct } from '../../functions/local/product.ts';
import { warmUpSignIn } from './warm-up.ts';

const TABLE_NAME = 'quarter-test';

interface Runtime {
  readonly dynamoDbLocal: DynamoDbLocal;
  readonly product: RunningProduct;
}

/**
 * The integration and e2e projects share ONE DynamoDB Local and ONE product. Both projects' global
 * setups run in vitest's main process, and the product's handlers read process.env: two products
 * there would overwrite each other's endpoints (mail landing in the other outbox, and so on).
 * The first project to ask starts the runtime; the last one to finish stops it.
 */
const shared = globalThis as typeof globalThis & {
  quarterTestRuntime?: Promise<Runtime>;
  quarterTestUsers?: number;
};

async function startRuntime(): Promise<Runtime> {
  const dynamoDbLocal = await startDynamoDbLocal({ port: 0 });
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
    captureProductLogs();
    // The harness may name the viewer (many visitors from one machine); nobody else can (issue #14).
    process.env.LOCAL_EDGE_SECRET ??= randomUUID();
    const product = await startProduct({
      port: 0,
      dynamodbEndpoint: dynamoDbLocal.endpoint,
      tableName: TABLE_NAME,
      quiet: true,
      // Integration and e2e share this product and 127.0.0.1; the real per-IP limit is tested on its own provider.
      codeSendsPerIp: { limit: 10_000, windowSeconds: 300 },
    });
    await warmUpSignIn(product.url, product.admin);
    return { dynamoDbLocal, product };
  } catch (error: unknown) {
    await dynamoDbLocal.stop();
    throw error;
  } finally {
    client.destroy();
  }
}

/**
 * Everything the product logs (its handlers run in this process and log through console) is also
 * written to one file, so test/integration/security/log-scan.test.ts can prove no personal data or
 * secret reaches a log line. Vitest's own reporter does not use these console methods.
 */
export const PRODUCT_LOG_FILE = join(tmpdir(), `quarter-product-log-${process.pid}.jsonl`);

function captureProductLogs(): void {
  // Powertools Logger writes to the global console (the one captured here) only in its dev mode.
  process.env.POWERTOOLS_DEV = 'true';
  writeFileSync(PRODUCT_LOG_FILE, '');
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      try {
        appendFileSync(PRODUCT_LOG_FILE, `${format(...args)}\n`);
      } catch {
        // A log line that cannot be copied is still printed.
      }
      original(...args);
    };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.quarterTestUsers = (shared.quarterTestUsers ?? 0) + 1;
  shared.quarterTestRuntime ??= startRuntime();
  const { dynamoDbLocal, product } = await shared.quarterTestRuntime;
  project.provide('dynamodbEndpoint', dynamoDbLocal.endpoint);
  project.provide('tableName', TABLE_NAME);
  project.provide('baseUrl', product.url);
  project.provide('outboxUrl', product.outboxUrl);
  project.provide('adminEmail', product.admin.email);
  project.provide('adminPassword', product.admin.password);
  project.provide('schedulingUrl', product.schedulingUrl);
  // What the product checks Calendly webhooks with and where it sends staff alerts (local-env.ts).
  project.provide('schedulingSigningKey', process.env.CALENDLY_WEBHOOK_SIGNING_KEY ?? '');
  project.provide('staffAlertEmail', process.env.STAFF_ALERT_EMAIL ?? '');
  project.provide('edgeSecret', process.env.LOCAL_EDGE_SECRET ?? '');
  project.provide('productLogFile', PRODUCT_LOG_FILE);
  // The WhatsApp stand-in and what the product checks Meta's notifications with (issue #30).
  project.provide('whatsappUrl', product.whatsappUrl);
  project.provide('whatsappAppSecret', process.env.WHATSAPP_APP_SECRET ?? '');
  project.provide('whatsappVerifyToken', process.env.WHATSAPP_VERIFY_TOKEN ?? '');

  return async () => {
    shared.quarterTestUsers = (shared.quarterTestUsers ?? 1) - 1;
    if (shared.quarterTestUsers > 0 || !shared.quarterTestRuntime) return;
    const runtime = await shared.quarterTestRuntime;
    shared.quarterTestRuntime = undefined;
    await runtime.product.stop();
    await runtime.dynamoDbLocal.stop();
  };
}
