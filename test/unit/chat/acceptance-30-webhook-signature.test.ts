import { createHmac } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../functions/handlers/routes.ts';
import { apiEvent } from './event.ts';

/**
 * Issue #30 "the signature and handshake (unit)": the Lambda the route table names for the
 * WhatsApp webhook, called as API Gateway calls it, with WHATSAPP_APP_SECRET and
 * WHATSAPP_VERIFY_TOKEN from the environment (CONTRACT-30 configuration). Blind: the handler is
 * found through functions/handlers/routes.ts ("`handler` names the file in functions/handlers that
 * exports `handler`"), not by reading it. Only refusals and the handshake are checked here: they
 * must answer before any storage or queue is touched.
 */
const SECRET = 'unit-whatsapp-app-secret';
const VERIFY = 'unit-whatsapp-verify-token';
const PATH = '/api/whatsapp/webhook';

type Handler = (event: APIGatewayProxyEventV2, context?: unknown) => Promise<unknown>;

async function webhookHandler(method: 'GET' | 'POST'): Promise<Handler> {
  const route = (routes as ReadonlyArray<{ method: string; path: string; handler: string }>).find(
    (entry) => entry.method === method && entry.path === PATH,
  );
  if (!route) throw new Error(`functions/handlers/routes.ts has no ${method} ${PATH}`);
  const module = (await import(`../../../functions/handlers/${route.handler}.ts`)) as { handler: Handler };
  return module.handler;
}

const context = {
  awsRequestId: 'unit-request',
  functionName: 'whatsapp-webhook',
  getRemainingTimeInMillis: () => 10_000,
};

function statusOf(result: unknown): { statusCode: number; body: string; headers: Record<string, string> } {
  const structured = result as { statusCode: number; body?: string; headers?: Record<string, string> };
  return {
    statusCode: structured.statusCode,
    body: structured.body ?? '',
    headers: structured.headers ?? {},
  };
}

const body = JSON.stringify({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '15550783881', phone_number_id: '100000000000001' },
            contacts: [{ profile: { name: 'Amaka' }, wa_id: '2348012345678' }],
            messages: [
              {
                from: '2348012345678',
                id: 'wamid.HBgNMjM0ODAxMjM0NTY3OBUCABIYFjNFQjA',
                timestamp: String(Math.floor(Date.now() / 1000)),
                type: 'text',
                text: { body: 'abeg how much for banking app?' },
              },
            ],
          },
        },
      ],
    },
  ],
});

const sign = (raw: string, secret = SECRET, algorithm: 'sha256' | 'sha1' = 'sha256') =>
  `${algorithm}=${createHmac(algorithm, secret).update(raw).digest('hex')}`;

beforeEach(() => {
  vi.stubEnv('WHATSAPP_APP_SECRET', SECRET);
  vi.stubEnv('WHATSAPP_VERIFY_TOKEN', VERIFY);
  vi.stubEnv('AWS_REGION', 'eu-west-1');
});
afterEach(() => vi.unstubAllEnvs());

describe('the WhatsApp webhook handler refuses what Meta did not sign', () => {
  it.each([
    ['no signature', body, {}],
    ['another secret', body, { 'x-hub-signature-256': sign(body, 'someone-elses-secret') }],
    ['sha1 (the legacy header and scheme)', body, { 'x-hub-signature': sign(body, SECRET, 'sha1') }],
    ['sha1 value in the sha256 header', body, { 'x-hub-signature-256': sign(body, SECRET, 'sha1') }],
    ['the hex without sha256=', body, { 'x-hub-signature-256': sign(body).slice('sha256='.length) }],
    ['a tampered body', body.replace('banking app', 'crypto app'), { 'x-hub-signature-256': sign(body) }],
    ['an empty signature', body, { 'x-hub-signature-256': 'sha256=' }],
    ['a truncated signature', body, { 'x-hub-signature-256': sign(body).slice(0, -2) }],
  ])('answers 401 to %s', async (_what, raw, headers) => {
    const handler = await webhookHandler('POST');

    const result = statusOf(await handler(apiEvent('POST', PATH, raw, headers), context));

    expect(result.statusCode).toBe(401);
  });
});

describe('the subscription handshake', () => {
  const handshake = async (query: Record<string, string>) => {
    const handler = await webhookHandler('GET');
    const event = apiEvent('GET', PATH, '');
    const rawQueryString = new URLSearchParams(query).toString();
    return statusOf(
      await handler({ ...event, body: undefined, rawQueryString, queryStringParameters: query }, context),
    );
  };

  it('answers 200 with exactly the challenge, as text/plain', async () => {
    const result = await handshake({
      'hub.mode': 'subscribe',
      'hub.verify_token': VERIFY,
      'hub.challenge': '987654',
    });

    expect(result.statusCode).toBe(200);
    expect(result.body).toBe('987654');
    const contentType = Object.entries(result.headers).find(
      ([name]) => name.toLowerCase() === 'content-type',
    );
    expect(contentType?.[1]).toMatch(/^text\/plain/);
  });

  it.each([
    [{ 'hub.mode': 'subscribe', 'hub.verify_token': 'wrong', 'hub.challenge': '1' }],
    [{ 'hub.mode': 'subscribe', 'hub.challenge': '1' }],
    [{ 'hub.mode': 'unsubscribe', 'hub.verify_token': VERIFY, 'hub.challenge': '1' }],
    [{ 'hub.verify_token': VERIFY, 'hub.challenge': '1' }],
  ])('answers 403 to %o', async (query) => {
    expect((await handshake(query)).statusCode).toBe(403);
  });
});
