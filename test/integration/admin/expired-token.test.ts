import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startProduct, type RunningProduct } from '../../../functions/local/product.ts';
import { ownTableName } from '../../setup/own-table.ts';
import { api } from './http.ts';
import { signInAdmin } from './identity.ts';
import { openSocket } from './sockets.ts';

/**
 * A correctly signed but expired admin token can only come from the pool's own key, and the pool
 * signs with the time it reads. So this file runs a second product in this process (its own table
 * in the same DynamoDB Local), signs the admin in while the clock says three hours ago, and then
 * presents that token with the clock back to now.
 */
const admin = { email: 'expired-admin@quarter.local', password: 'Quarter-Expired-Admin-1' };
const routes = [
  { method: 'GET', path: '/api/admin/chat-sessions' },
  { method: 'GET', path: '/api/admin/chat-sessions/no-such-session' },
  { method: 'PATCH', path: '/api/admin/chat-sessions/no-such-session', body: { status: 'closed' } },
  { method: 'GET', path: '/api/admin/launch-requests' },
  { method: 'GET', path: '/api/admin/onboarding' },
  { method: 'GET', path: '/api/admin/is-admin' },
] as const;

let product: RunningProduct;
let savedEnv: NodeJS.ProcessEnv;
let expired: { idToken: string; accessToken: string };
let fresh: { idToken: string; accessToken: string };

beforeAll(async () => {
  savedEnv = { ...process.env };
  product = await startProduct({
    port: 0,
    dynamodbEndpoint: inject('dynamodbEndpoint'),
    tableName: ownTableName('expiry'),
    admin,
    quiet: true,
  });
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 3 * 60 * 60 * 1000 });
  try {
    expired = await signInAdmin(product.url, admin.email, admin.password);
  } finally {
    vi.useRealTimers();
  }
  fresh = await signInAdmin(product.url, admin.email, admin.password);
});

afterAll(async () => {
  await product?.stop();
  process.env = savedEnv;
});

describe('an expired admin token', () => {
  it('is a genuine pool token, valid in its time and expired now', async () => {
    const keys = createRemoteJWKSet(new URL(`${process.env.COGNITO_ISSUER}/.well-known/jwks.json`));
    const signedAt = new Date(Date.now() - 3 * 60 * 60 * 1000 + 60_000);

    const { payload } = await jwtVerify(expired.idToken, keys, { currentDate: signedAt });

    expect(payload['cognito:groups']).toEqual(['admins']);
    expect(payload.exp).toBeLessThan(Date.now() / 1000);
  });

  it.each(routes)('is refused by $method $path (401), where a fresh one is not', async (route) => {
    const body = 'body' in route ? route.body : undefined;

    const refused = await api(product.url, route.path, {
      method: route.method,
      token: expired.idToken,
      body,
    });
    const refusedAccess = await api(product.url, route.path, {
      method: route.method,
      token: expired.accessToken,
      body,
    });
    const accepted = await api(product.url, route.path, { method: route.method, token: fresh.idToken, body });

    expect(refused.status).toBe(401);
    expect(refusedAccess.status).toBe(401);
    // The unknown session is a 404, but only once the token was accepted.
    expect(accepted.status).not.toBe(401);
    expect(accepted.status).not.toBe(403);
  });

  it('cannot open the admin socket (401), where a fresh one can', async () => {
    expect((await openSocket(product.url, expired.idToken)).status).toBe(401);
    expect((await openSocket(product.url, expired.accessToken)).status).toBe(401);

    const opened = await openSocket(product.url, fresh.accessToken);
    opened.socket?.close();
    expect(opened.status).toBe(101);
  });
});
