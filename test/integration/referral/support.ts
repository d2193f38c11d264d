import { randomUUID } from 'node:crypto';
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { documentClient, tableName } from '../../../functions/adapters/db/client.ts';
import { referralApplyRequestSchema } from '../../../functions/domain/contracts/referrals.ts';
import type { RateLimitName } from '../../../functions/domain/rate-limits.ts';
import type { ReferralPorts } from '../../../functions/services/referral/ports.ts';
import { rateLimitKey } from '../../../functions/services/shared/rate-limits.ts';
import { referralPorts } from '../../../functions/services/referral/live-ports.ts';
import { fileViewer, fileViewerIp } from '../file-viewer.ts';

export const baseUrl = inject('baseUrl');
export const outboxUrl = inject('outboxUrl');

/** The test process talks to the same DynamoDB Local and outbox as the running product. */
export function pointAtProduct(): void {
  process.env.TABLE_NAME ??= inject('tableName');
  process.env.DYNAMODB_ENDPOINT ??= inject('dynamodbEndpoint');
  process.env.AWS_REGION ??= 'eu-west-1';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  process.env.SITE_URL ??= baseUrl;
  process.env.SES_ENDPOINT ??= `${baseUrl}/_local/ses`;
  process.env.MAIL_FROM ??= 'Quarter <hello@quarter.local>';
}

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * `postJson` calls come from the file's own viewer address (../file-viewer.ts), so the per-IP budget
 * they spend is the file's own; calls made with a plain fetch still reach the router from loopback.
 * A file clears its counters, under both, before and after the calls that spend them.
 */
const CALLER_IPS = ['127.0.0.1', '::1', fileViewerIp];

export async function resetIpCounters(...names: RateLimitName[]): Promise<void> {
  for (const name of names) {
    for (const ip of CALLER_IPS) {
      const pk = `rate#${rateLimitKey(name, ip)}`;
      const { Items = [] } = await documentClient().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': pk },
        }),
      );
      for (const item of Items) {
        await documentClient().send(
          new DeleteCommand({ TableName: tableName(), Key: { pk: item.pk, sk: item.sk } }),
        );
      }
    }
  }
}

export async function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...fileViewer() },
    body: JSON.stringify(body),
  });
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function mailsTo(address: string): Promise<OutboxMail[]> {
  const response = await fetch(`${outboxUrl}.json?to=${encodeURIComponent(address)}`);
  const mails = (await response.json()) as OutboxMail[];
  return mails.filter((mail) => mail.to === address);
}

export const application = (email: string) => ({
  full_name: '  Chiamaka Obi ',
  email,
  whatsapp: '',
  sectors: ['fintech'],
  how_will_refer: ' Founders I mentor ',
  notes: null,
  consent: true,
});

/** The application as the handler hands it to the service: parsed with the contract. */
export const parsedApplication = (email: string) => referralApplyRequestSchema.parse(application(email));

/** The production ports, minus the log lines that would bury the test output. */
export function quietPorts(): ReferralPorts {
  return { ...referralPorts(), log: { info: () => undefined, warn: () => undefined } };
}

/**
 * Counters use fixed windows aligned to the epoch. A test that fills a window waits for a fresh one
 * when fewer than `neededSeconds` remain, so a window ending mid-test cannot hand out a new budget.
 */
export async function awaitRoomInWindow(windowSeconds: number, neededSeconds = 15): Promise<void> {
  const nowSeconds = Date.now() / 1000;
  const remaining = windowSeconds - (nowSeconds % windowSeconds);
  if (remaining >= neededSeconds) return;
  await new Promise((resolve) => setTimeout(resolve, Math.ceil(remaining * 1000) + 250));
}
