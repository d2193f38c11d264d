import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiRouter } from '../../../functions/local/gateway/api-router.ts';
import type { LambdaHandler } from '../../../functions/local/lambda/runtime.ts';
import { createLogger } from '../../../functions/local/logger.ts';

/**
 * The router against stand-in handlers: what reaches a Lambda and what comes back must match
 * API Gateway's HTTP API (payload format 2.0), whichever handler is behind a route.
 */
let server: Server;
let baseUrl: string;
let received: APIGatewayProxyEventV2WithJWTAuthorizer[] = [];
let answer: unknown = { statusCode: 200, body: '' };

const capture: LambdaHandler = async (event) => {
  received.push(event as APIGatewayProxyEventV2WithJWTAuthorizer);
  return answer;
};

beforeAll(async () => {
  const router = createApiRouter({
    loadHandler: async (name) =>
      name === 'payments-webhook' || name.startsWith('admin-') ? capture : undefined,
    authorize: async (authorization) =>
      authorization === 'Bearer good'
        ? {
            principalId: '',
            integrationLatency: 0,
            jwt: { claims: { sub: 'u1', 'cognito:groups': '[admins]' }, scopes: null },
          }
        : undefined,
    edgeHeaders: new Set(['x-frame-options']),
    log: createLogger(true),
  });
  server = createServer((req, res) => {
    const [rawPath = '/', query = ''] = (req.url ?? '/').split('?');
    void router(req, res, rawPath, query);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received = [];
  answer = { statusCode: 200, body: '' };
});

describe('HTTP API v2 event built by the local router', () => {
  it('carries route key, raw path and query, path parameters, lower-case headers, cookies and claims', async () => {
    await fetch(`${baseUrl}/api/admin/chat-sessions/abc%20123?status=active&q=a&q=b`, {
      method: 'PATCH',
      headers: {
        authorization: 'Bearer good',
        'X-Session-Id': 's1',
        cookie: 'a=1; b=2',
        'content-type': 'application/json',
      },
      body: '{"status":"completed"}',
    });

    const event = received[0];
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'PATCH /api/admin/chat-sessions/{id}',
      rawPath: '/api/admin/chat-sessions/abc%20123',
      rawQueryString: 'status=active&q=a&q=b',
      queryStringParameters: { status: 'active', q: 'a,b' },
      pathParameters: { id: 'abc 123' },
      cookies: ['a=1', 'b=2'],
      body: '{"status":"completed"}',
      isBase64Encoded: false,
      requestContext: {
        routeKey: 'PATCH /api/admin/chat-sessions/{id}',
        stage: '$default',
        http: { method: 'PATCH', path: '/api/admin/chat-sessions/abc%20123', sourceIp: '127.0.0.1' },
        authorizer: { jwt: { claims: { sub: 'u1', 'cognito:groups': '[admins]' }, scopes: null } },
      },
    });
    expect(event?.headers['x-session-id']).toBe('s1');
    expect(event?.headers.cookie).toBeUndefined();
    expect(event?.requestContext.requestId).toMatch(/^[A-Za-z0-9=]{16}$/);
    expect(event?.requestContext.time).toMatch(/^\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/);
  });

  it('base64-encodes a body that is not text', async () => {
    const bytes = Buffer.from([0, 1, 2, 255]);
    await fetch(`${baseUrl}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes,
    });

    expect(received[0]?.isBase64Encoded).toBe(true);
    expect(received[0]?.body).toBe(bytes.toString('base64'));
  });

  it('does not call the handler when the authorizer refuses', async () => {
    const response = await fetch(`${baseUrl}/api/admin/onboarding`, {
      headers: { authorization: 'Bearer bad' },
    });

    expect(response.status).toBe(401);
    expect(received).toHaveLength(0);
  });

  it('answers 501 while a route has no handler file', async () => {
    const response = await fetch(`${baseUrl}/api/leads`, { method: 'POST', body: '{}' });

    expect(response.status).toBe(501);
  });
});

describe('Lambda result written by the local router', () => {
  it('writes status, headers, cookies and a base64 body; the edge headers stay the edge’s', async () => {
    answer = {
      statusCode: 201,
      headers: { 'Content-Type': 'image/png', 'X-Frame-Options': 'ALLOWALL', 'x-extra': 7 },
      cookies: ['c=1; Path=/', 'd=2; Path=/'],
      body: Buffer.from([137, 80, 78, 71]).toString('base64'),
      isBase64Encoded: true,
    };
    const response = await fetch(`${baseUrl}/api/payments/webhook`, { method: 'POST' });

    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-extra')).toBe('7');
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.getSetCookie()).toEqual(['c=1; Path=/', 'd=2; Path=/']);
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([137, 80, 78, 71]);
  });

  it('treats a result without statusCode as a 200 JSON body', async () => {
    answer = { hello: 'world' };
    const response = await fetch(`${baseUrl}/api/payments/webhook`, { method: 'POST' });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ hello: 'world' });
  });

  it('compresses a large JSON answer for a client that accepts gzip', async () => {
    answer = {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'q'.repeat(5000) }),
    };
    const response = await fetch(`${baseUrl}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'accept-encoding': 'gzip' },
    });

    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(((await response.json()) as { text: string }).text).toHaveLength(5000);
  });
});
