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

/**
 * Items in the table other than rate counters. Counters are the limiter's own bookkeeping (each
 * fuzz case comes from a new address, so each leaves one); anything else appearing is stored data.
 */
export async function storedItems(): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({
        TableName: tableName(),
        Select: 'COUNT',
        FilterExpression: 'NOT begins_with(pk, :rate)',
        ExpressionAttributeValues: { ':rate': 'rate#' },
        ExclusiveStartKey: startKey,
      }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
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
