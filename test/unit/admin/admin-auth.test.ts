import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler as isAdmin } from '../../../functions/handlers/admin-is-admin.ts';
import { adminHandler, requireAdmin } from '../../../functions/handlers/lib/admin-auth.ts';
import { json } from '../../../functions/handlers/lib/http.ts';
import { invalidCursor } from '../../../functions/adapters/db/cursor.ts';
import { listPage } from '../../../functions/services/shared/faults.ts';

/** An HTTP API event; `claims` as the JWT authorizer hands them over (API Gateway: text values). */
function event(claims?: Record<string, unknown>): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'GET /api/admin/chat-sessions',
    rawPath: '/api/admin/chat-sessions',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: 'GET',
        path: '/api/admin/chat-sessions',
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: '',
      },
      requestId: 'r1',
      routeKey: 'GET /api/admin/chat-sessions',
      stage: '$default',
      time: '',
      timeEpoch: 0,
      ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
    },
  } as APIGatewayProxyEventV2;
}

const bodyOf = (result: unknown) => JSON.parse((result as APIGatewayProxyStructuredResultV2).body ?? '{}');
const statusOf = (result: unknown) => (result as APIGatewayProxyStructuredResultV2).statusCode;

describe('requireAdmin', () => {
  it('accepts admins whether groups arrive as API Gateway text or as an array', () => {
    expect(requireAdmin(event({ sub: 'a1', 'cognito:groups': '[staff admins]' }))).toEqual({
      sub: 'a1',
      isAdmin: true,
    });
    expect(requireAdmin(event({ sub: 'a2', 'cognito:groups': ['admins'] }))).toEqual({
      sub: 'a2',
      isAdmin: true,
    });
  });

  it('refuses without claims (401) and without the admins group (403)', () => {
    expect(() => requireAdmin(event())).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => requireAdmin(event({ sub: 'u1' }))).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => requireAdmin(event({ sub: 'u1', 'cognito:groups': '[administrators]' }))).toThrow(
      expect.objectContaining({ status: 403 }),
    );
  });
});

describe('adminHandler', () => {
  const ran: string[] = [];
  const guarded = adminHandler(async (_event, admin) => {
    ran.push(admin.sub);
    return json(200, { ok: true });
  });

  it('runs the use case only for admins', async () => {
    expect(statusOf(await guarded(event()))).toBe(401);
    expect(statusOf(await guarded(event({ sub: 'u1', 'cognito:groups': '[staff]' })))).toBe(403);
    expect(ran).toEqual([]);

    expect(statusOf(await guarded(event({ sub: 'a1', 'cognito:groups': '[admins]' })))).toBe(200);
    expect(ran).toEqual(['a1']);
  });

  it('maps a foreign cursor to 400 naming the cursor', async () => {
    // The store reports the cursor it could not read; the listing service's listPage refuses it.
    const failing = adminHandler(async () => listPage(Promise.reject(invalidCursor())));

    const result = await failing(event({ sub: 'a1', 'cognito:groups': '[admins]' }));

    expect(statusOf(result)).toBe(400);
    expect(bodyOf(result).error.message).toMatch(/^cursor: /);
  });
});

describe('is-admin', () => {
  it('answers a boolean for any signed-in user', async () => {
    expect(bodyOf(await isAdmin(event({ sub: 'a1', 'cognito:groups': '[admins]' })))).toEqual({
      isAdmin: true,
    });
    expect(bodyOf(await isAdmin(event({ sub: 'u1' })))).toEqual({ isAdmin: false });
    expect(statusOf(await isAdmin(event()))).toBe(401);
  });
});
