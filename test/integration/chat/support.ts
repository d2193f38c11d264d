import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { documentClient, tableName } from '../../../functions/adapters/db/client.ts';
import { fileViewer, fileViewerIp } from '../file-viewer.ts';

export const baseUrl = inject('baseUrl');

/** The test process reads the same DynamoDB Local the running product writes. */
export function pointAtProduct(): void {
  process.env.TABLE_NAME ??= inject('tableName');
  process.env.DYNAMODB_ENDPOINT ??= inject('dynamodbEndpoint');
  process.env.AWS_REGION ??= 'eu-west-1';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
}

/** Calls come from the file's own viewer address, so its per-IP windows are its own (../file-viewer.ts). */
export async function postJson(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...fileViewer(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Clears the rate counters under these keys (the data layer stores them at pk `rate#{key}`). */
export async function resetRateCounters(keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    const { Items = [] } = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `rate#${key}` },
      }),
    );
    for (const item of Items) {
      await documentClient().send(
        new DeleteCommand({ TableName: tableName(), Key: { pk: item.pk, sk: item.sk } }),
      );
    }
  }
}

/** The counter keys of this file's own viewer address under one limit prefix, e.g. `chatPerIp#ip#`. */
export const fileViewerKeys = (prefix: string) => [`${prefix}${fileViewerIp}`];

/** Waits for a fresh fixed window when the current one is about to end, so a burst lands in one window. */
export async function awaitRoomInWindow(windowSeconds: number, neededSeconds = 15): Promise<void> {
  const nowSeconds = Date.now() / 1_000;
  const left = windowSeconds - (nowSeconds % windowSeconds);
  if (left < neededSeconds) await new Promise((resolve) => setTimeout(resolve, left * 1_000 + 250));
}

export const uniqueSuffix = () => `${Date.now()}-${Math.random().toString(36).slice(2, 11).padEnd(9, '0')}`;
