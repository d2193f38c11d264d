import { mkdtemp, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ensureTable } from '../../../functions/adapters/db/table-schema.ts';
import { builtInGuideReply } from '../../../functions/domain/q/built-in-guide.ts';
import { startDynamoDbLocal, type DynamoDbLocal } from '../../../functions/local/storage/dynamodb-local.ts';
import { startProduct, type RunningProduct } from '../../../functions/local/product.ts';
import {
  chatSession,
  postJson,
  referralApplication,
  startFailingProvider,
  viewerAddress,
  type FailingProvider,
} from './support.ts';

/**
 * Faults are injected into a product of its own (own DynamoDB Local, own table), so stopping its
 * database or breaking its providers cannot disturb the shared product other files test.
 * Bedrock and SES point at stand-ins that answer every call with 500.
 */
const TABLE = 'quarter-faults';
let dynamodb: DynamoDbLocal;
let dynamodbPort: number;
let product: RunningProduct;
let ses: FailingProvider;
let bedrock: FailingProvider;
let webRoot: string;
let warnings: MockInstance<typeof console.warn>;
let errors: MockInstance<typeof console.error>;
let addresses = 0;
const viewer = () => viewerAddress('reliability', (addresses += 1));

const logged = (spy: MockInstance<(...args: unknown[]) => void>) =>
  spy.mock.calls.map((call) => call.map(String).join(' '));

beforeAll(async () => {
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  ses = await startFailingProvider('http1');
  bedrock = await startFailingProvider('http2');
  webRoot = await mkdtemp(path.join(tmpdir(), 'quarter-faults-'));
  dynamodb = await startDynamoDbLocal({ port: 0 });
  dynamodbPort = Number(new URL(dynamodb.endpoint).port);
  product = await startProduct({
    port: 0,
    dynamodbEndpoint: dynamodb.endpoint,
    tableName: TABLE,
    webRoot,
    quiet: true,
    env: {
      BEDROCK_MODEL_ID: 'anthropic.claude-test-v1:0',
      BEDROCK_ENDPOINT: bedrock.url,
      SES_ENDPOINT: ses.url,
    },
  });
});

afterAll(async () => {
  await product?.stop();
  await dynamodb?.stop();
  await ses?.close();
  await bedrock?.close();
  if (webRoot) await rm(webRoot, { recursive: true, force: true });
  vi.restoreAllMocks();
});

async function recreateTable(endpoint: string): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await ensureTable(client, TABLE);
  } finally {
    client.destroy();
  }
}

describe('DynamoDB stops mid-run', () => {
  it('answers 503 with a clear JSON message within seconds, and recovers when DynamoDB returns', async () => {
    // Prepare: the product works.
    const sessionId = `chat-${Date.now()}-outage0001`;
    const before = await postJson(
      product.url,
      '/api/chat-sessions',
      chatSession(sessionId, 'before'),
      viewer(),
    );
    expect(before.status).toBe(200);
    const applied = await postJson(
      product.url,
      '/api/referrals',
      referralApplication(`outage-${randomUUID().slice(0, 8)}@example.com`),
      viewer(),
    );
    expect(applied.status).toBe(201);
    const { applicant } = (await applied.json()) as { applicant: { dashboard_token: string } };

    // Act: the database goes away.
    await dynamodb.stop();
    const started = Date.now();
    const save = await postJson(
      product.url,
      '/api/chat-sessions',
      chatSession(sessionId, 'during'),
      viewer(),
    );
    const saveSeconds = (Date.now() - started) / 1000;
    const dashboard = await fetch(
      `${product.url}/api/referrals/dashboard?token=${applicant.dashboard_token}`,
      {
        headers: viewer(),
        signal: AbortSignal.timeout(20_000),
      },
    );

    // Assess: a quick, honest 503 rather than a hang or a stack trace.
    expect(saveSeconds).toBeLessThan(10);
    for (const answer of [save, dashboard]) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('content-type')).toMatch(/application\/json/);
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
      const body = (await answer.json()) as { error: { code: string; message: string } };
      expect(body).toEqual({
        error: {
          code: 'unavailable',
          message: 'The service is temporarily unavailable. Please try again shortly.',
        },
      });
    }

    // Act: DynamoDB Local comes back on the same port, empty (in memory), so the table is created again.
    dynamodb = await startDynamoDbLocal({ port: dynamodbPort });
    await recreateTable(dynamodb.endpoint);

    // Assess: the very next requests succeed; no restart of the product is needed.
    const after = await postJson(
      product.url,
      '/api/chat-sessions',
      chatSession(sessionId, 'after'),
      viewer(),
    );
    expect(after.status).toBe(200);
    const reapplied = await postJson(
      product.url,
      '/api/referrals',
      referralApplication(`back-${randomUUID().slice(0, 8)}@example.com`),
      viewer(),
    );
    expect(reapplied.status).toBe(201);
  }, 90_000);
});

describe('Bedrock failing', () => {
  it('Q falls back to the built-in guide and the fallback is logged', async () => {
    // Prepare
    const messages = [{ role: 'user', content: 'How much does the banking platform cost?' }] as const;
    const calls = bedrock.requests.length;

    // Act
    const response = await postJson(
      product.url,
      '/api/chat',
      { messages },
      { ...viewer(), 'x-session-id': `chat-${Date.now()}-bedrock01` },
    );

    // Assess: Bedrock was asked (and failed), the visitor got the built-in guide's answer.
    expect(response.status).toBe(200);
    const { reply } = (await response.json()) as { reply: string };
    expect(reply).toBe(builtInGuideReply(messages, 'widget'));
    const bedrockCalls = bedrock.requests.slice(calls).filter((request) => request.url.includes('/converse'));
    expect(bedrockCalls.length).toBeGreaterThan(0);
    const fallback = logged(warnings).find((line) =>
      line.includes('assistant fell back to the built-in guide'),
    );
    expect(fallback).toBeDefined();
    expect(JSON.parse(fallback as string)).toMatchObject({ provider: 'bedrock', status: 500 });
  });
});

describe('SES failing', () => {
  it('a referral application still succeeds (201) and the failed e-mail is logged', async () => {
    // Prepare
    const email = `ses-down-${randomUUID().slice(0, 8)}@example.com`;
    const calls = ses.requests.length;

    // Act
    const response = await postJson(product.url, '/api/referrals', referralApplication(email), viewer());

    // Assess
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      applicant: { dashboard_token: expect.stringMatching(/^dash_/) },
    });
    const sesCalls = ses.requests.slice(calls).filter((request) => request.url.includes('/outbound-emails'));
    expect(sesCalls.length).toBeGreaterThan(0);
    const failure = logged(warnings).find((line) => line.includes('referral dashboard email failed'));
    expect(failure).toBeDefined();
    // The log names the failure, never the address it was for.
    expect(failure).not.toContain(email);
    expect(logged(errors).join('\n')).not.toContain(email);
  });
});
