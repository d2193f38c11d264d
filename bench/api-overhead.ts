import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import type { Figure } from './figures.ts';
import { BENCH_EDGE_SECRET } from './product-process.ts';
import { median, now, percentile } from './stats.ts';

const SECTION = 'API overhead (local runtime, ratio to raw DynamoDB Local in the same run)';

export interface ApiOverheadOptions {
  readonly url: string;
  readonly dynamodbEndpoint: string;
  readonly tableName: string;
  readonly samples: number;
  readonly concurrentClients: number;
  readonly savesPerClient: number;
}

let addressCounter = 0;
/**
 * A fresh client address per request (CloudFront's viewer-address header, which the API reads for
 * per-IP limits), so the figures measure the API and not the rate limiter refusing the bench.
 */
function viewer(): Record<string, string> {
  addressCounter += 1;
  const n = addressCounter;
  return {
    'cloudfront-viewer-address': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}:443`,
    'x-local-edge-secret': BENCH_EDGE_SECRET,
  };
}

const runId = `${Date.now()}`;
let sessionCounter = 0;
function chatSessionBody(): Record<string, unknown> {
  sessionCounter += 1;
  const at = new Date().toISOString();
  return {
    sessionId: `chat-${runId}-bench${String(sessionCounter).padStart(5, '0')}`,
    messages: [
      { role: 'user', content: 'I want to start a fintech app for market traders in Lagos', timestamp: at },
      {
        role: 'assistant',
        content: 'Great idea! Our banking platform launches in 10-14 days.',
        timestamp: at,
      },
    ],
    customerName: 'Bench Visitor',
    businessType: 'fintech',
    identifiedNeeds: ['business_launch', 'fintech'],
    status: 'active',
  };
}

async function timed(call: () => Promise<void>): Promise<number> {
  const started = now();
  await call();
  return now() - started;
}

async function expectStatus(response: Response, wanted: number, what: string): Promise<void> {
  const text = await response.text();
  if (response.status !== wanted)
    throw new Error(`${what} answered ${response.status}: ${text.slice(0, 200)}`);
}

let referrerCounter = 0;

/** A new referrer (each its own address, so a second call in one run is no duplicate); its dashboard token. */
export async function registerReferrer(url: string): Promise<string> {
  referrerCounter += 1;
  const response = await fetch(`${url}/api/referrals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...viewer() },
    body: JSON.stringify({
      full_name: 'Bench Referrer',
      email: `bench-${runId}-${referrerCounter}@example.com`,
      whatsapp: null,
      sectors: ['fintech'],
      how_will_refer: null,
      notes: null,
      consent: true,
    }),
  });
  if (response.status !== 201)
    throw new Error(`POST /api/referrals answered ${response.status}: ${await response.text()}`);
  const { applicant } = (await response.json()) as { applicant: { dashboard_token: string } };
  return applicant.dashboard_token;
}

interface Samples {
  dashboard: number[];
  save: number[];
  getItem: number[];
  putItem: number[];
}

/** One round of each call, interleaved, so load from elsewhere on the machine lands on all four alike. */
async function sampleRound(
  options: ApiOverheadOptions,
  client: DynamoDBClient,
  token: string,
  into: Samples | undefined,
) {
  const key = { pk: { S: 'bench#raw' }, sk: { S: 'item' } };
  const getItem = await timed(async () => {
    await client.send(new GetItemCommand({ TableName: options.tableName, Key: key }));
  });
  const dashboard = await timed(async () => {
    const response = await fetch(`${options.url}/api/referrals/dashboard?token=${token}`, {
      headers: viewer(),
    });
    await expectStatus(response, 200, 'GET /api/referrals/dashboard');
  });
  const putItem = await timed(async () => {
    await client.send(
      new PutItemCommand({
        TableName: options.tableName,
        Item: { ...key, sk: { S: `item-${Math.random()}` }, body: { S: 'bench' } },
      }),
    );
  });
  const save = await timed(async () => {
    const response = await fetch(`${options.url}/api/chat-sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...viewer() },
      body: JSON.stringify(chatSessionBody()),
    });
    await expectStatus(response, 200, 'POST /api/chat-sessions');
  });
  if (into) {
    into.getItem.push(getItem);
    into.dashboard.push(dashboard);
    into.putItem.push(putItem);
    into.save.push(save);
  }
}

interface Throughput {
  readonly saves: number;
  readonly errors: number;
  readonly seconds: number;
  readonly firstError?: string;
}

async function saveThroughput(options: ApiOverheadOptions): Promise<Throughput> {
  let errors = 0;
  let firstError: string | undefined;
  const started = now();
  await Promise.all(
    Array.from({ length: options.concurrentClients }, async () => {
      for (let index = 0; index < options.savesPerClient; index += 1) {
        try {
          const response = await fetch(`${options.url}/api/chat-sessions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...viewer() },
            body: JSON.stringify(chatSessionBody()),
          });
          await expectStatus(response, 200, 'POST /api/chat-sessions');
        } catch (error: unknown) {
          errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  const saves = options.concurrentClients * options.savesPerClient;
  return { saves, errors, seconds: (now() - started) / 1000, ...(firstError ? { firstError } : {}) };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

export async function apiOverheadFigures(options: ApiOverheadOptions): Promise<Figure[]> {
  const client = new DynamoDBClient({
    endpoint: options.dynamodbEndpoint,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  try {
    const token = await registerReferrer(options.url);
    await client.send(
      new PutItemCommand({
        TableName: options.tableName,
        Item: { pk: { S: 'bench#raw' }, sk: { S: 'item' }, body: { S: 'bench' } },
      }),
    );
    // Warm-up: handler modules load on first call (a cold start), JIT and connection pools settle.
    for (let round = 0; round < 20; round += 1) await sampleRound(options, client, token, undefined);
    const samples: Samples = { dashboard: [], save: [], getItem: [], putItem: [] };
    for (let round = 0; round < options.samples; round += 1)
      await sampleRound(options, client, token, samples);
    const throughput = await saveThroughput(options);

    const ratio = (api: number[], raw: number[], p: 50 | 99) => {
      const apiValue = p === 50 ? median(api) : percentile(api, p);
      const rawValue = p === 50 ? median(raw) : percentile(raw, p);
      return {
        value: apiValue / rawValue,
        note: `${ms(apiValue)} vs ${ms(rawValue)}, ${api.length} samples`,
      };
    };
    const figure = (name: string, measured: { value: number; note: string }): Figure => ({
      section: SECTION,
      name,
      unit: 'x',
      ...measured,
    });
    return [
      figure('GET /api/referrals/dashboard p50 / GetItem p50', ratio(samples.dashboard, samples.getItem, 50)),
      figure('GET /api/referrals/dashboard p99 / GetItem p99', ratio(samples.dashboard, samples.getItem, 99)),
      figure('POST /api/chat-sessions p50 / PutItem p50', ratio(samples.save, samples.putItem, 50)),
      figure('POST /api/chat-sessions p99 / PutItem p99', ratio(samples.save, samples.putItem, 99)),
      {
        section: SECTION,
        name: `chat-session saves/s, ${options.concurrentClients} concurrent clients`,
        value: throughput.saves / throughput.seconds,
        unit: 'saves/s',
        note: `${throughput.saves} saves in ${throughput.seconds.toFixed(1)} s`,
      },
      {
        section: SECTION,
        name: `chat-session save errors, ${options.concurrentClients} concurrent clients`,
        value: throughput.errors,
        unit: 'errors',
        budget: { max: 0 },
        ...(throughput.firstError ? { note: throughput.firstError } : {}),
      },
    ];
  } finally {
    client.destroy();
  }
}
