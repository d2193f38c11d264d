import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { expect, inject } from 'vitest';
import { documentClient, tableName } from '../../../functions/adapters/db/client.ts';
import { API_ERROR_CODES } from '../../../functions/domain/contracts/system.ts';
import { viewerAddress } from '../reliability/support.ts';

export const baseUrl = inject('baseUrl');

/** The test reads the table the shared product writes (only to count; the product never scans). */
export function pointAtProduct(): void {
  process.env.TABLE_NAME ??= inject('tableName');
  process.env.DYNAMODB_ENDPOINT ??= inject('dynamodbEndpoint');
  process.env.AWS_REGION ??= 'eu-west-1';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
}

/** Every item except rate counters (the limiter's own bookkeeping: each fuzz case, from a new address, leaves one). */
export type TableSnapshot = ReadonlyMap<string, string>;

export async function snapshot(): Promise<TableSnapshot> {
  const items = new Map<string, string>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'NOT begins_with(pk, :rate)',
        ExpressionAttributeValues: { ':rate': 'rate#' },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? [])
      items.set(`${String(item.pk)} ${String(item.sk)}`, JSON.stringify(item));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Texts the fuzzer made up and sent (trimmed, lower-cased, 8+ characters), to recognise them in stored items. */
export const sentTexts = new Set<string>();
/**
 * Texts other suites store too (enum values, example timestamps, the bodies' field names such as
 * `whatsapp`): never evidence on their own. The examples' own texts carry the run's marker instead.
 */
export const commonTexts = new Set<string>();
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}t/;

function remember(value: unknown): void {
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text.length >= 8 && !commonTexts.has(text) && !ISO_INSTANT.test(text)) sentTexts.add(text);
  } else if (Array.isArray(value)) {
    for (const entry of value) remember(entry);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, entry] of Object.entries(value)) {
      remember(key);
      remember(entry);
    }
  }
}

/** Every object key in a value, lower-cased: a body's field names are sent as keys by every case. */
export function namesIn(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const entry of value) namesIn(entry, into);
  else if (typeof value === 'object' && value !== null)
    for (const [key, entry] of Object.entries(value)) {
      into.push(key.toLowerCase());
      namesIn(entry, into);
    }
  return into;
}

export function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value.toLowerCase());
  else if (Array.isArray(value)) for (const entry of value) stringsIn(entry, into);
  else if (typeof value === 'object' && value !== null)
    for (const entry of Object.values(value)) stringsIn(entry, into);
  return into;
}

/**
 * Items that appeared or changed between two snapshots and hold the run's marker or anything the
 * fuzzer sent. Other suites (e2e shares this table) may write meanwhile; their items hold neither.
 */
export function storedFromFuzz(before: TableSnapshot, after: TableSnapshot, marker: string): string[] {
  const found: string[] = [];
  for (const [key, json] of after) {
    if (before.get(key) === json) continue;
    const texts = stringsIn(JSON.parse(json));
    if (texts.some((text) => text.includes(marker) || [...sentTexts].some((sent) => text.includes(sent)))) {
      found.push(key);
    }
  }
  return found;
}

let addresses = 0;
/** A new viewer address per fuzz case, so no per-IP limit turns a 400 into a 429. */
export const freshViewer = () => viewerAddress('fuzz', (addresses += 1));

export interface Answer {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
}

export async function send(
  method: string,
  path: string,
  options: { body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  remember([...new URL(path, baseUrl).searchParams.values()]);
  if (options.body !== undefined) {
    try {
      remember(JSON.parse(options.body));
    } catch {
      remember(options.body);
    }
  }
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...freshViewer(),
      ...options.headers,
    },
    body: options.body,
    signal: AbortSignal.timeout(20_000),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

/**
 * The contract for bad input: a 4xx JSON `{error:{code,message}}` whose message names the
 * problem (`field` when the fuzzer broke one) and carries no stack trace or source path.
 */
export function expectRefusal(
  answer: Answer,
  expected: { statuses?: readonly number[]; field?: string } = {},
): void {
  const context = `${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, context).toBeGreaterThanOrEqual(400);
  expect(answer.status, context).toBeLessThan(500);
  if (expected.statuses) expect(expected.statuses, context).toContain(answer.status);
  expect(answer.contentType, context).toMatch(/^application\/json/);
  const body = JSON.parse(answer.text) as { error?: { code?: unknown; message?: unknown } };
  expect(Object.keys(body), context).toEqual(['error']);
  expect(API_ERROR_CODES, context).toContain(body.error?.code);
  const message = body.error?.message;
  expect(typeof message, context).toBe('string');
  expect((message as string).trim().length, context).toBeGreaterThan(0);
  expect(message, context).not.toMatch(/\n\s+at |\.ts:\d+|node_modules/);
  if (expected.field && answer.status === 400)
    expect(message, context).toMatch(new RegExp(`^${expected.field.replace(/\./g, '\\.')}\\b`));
}
