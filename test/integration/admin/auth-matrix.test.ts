import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { saveChatSession } from '../../../functions/adapters/db/chat-sessions.ts';
import { api } from './http.ts';
import { forged, signInAdmin, signUpUser, type SignedIn } from './identity.ts';
import { openSocket } from './sockets.ts';

const baseUrl = inject('baseUrl');
const sessionId = `auth-matrix-${randomUUID().slice(0, 8)}`;

/** Every admin route, with a request that an admin may make. */
const adminRoutes = [
  { method: 'GET', path: '/api/admin/chat-sessions' },
  { method: 'GET', path: `/api/admin/chat-sessions/${sessionId}` },
  { method: 'PATCH', path: `/api/admin/chat-sessions/${sessionId}`, body: { status: 'follow_up' } },
  { method: 'GET', path: '/api/admin/launch-requests' },
  { method: 'GET', path: '/api/admin/onboarding' },
  { method: 'GET', path: '/api/admin/funnel?days=7' },
] as const;

let admin: SignedIn;
let user: SignedIn;
let forgedAdmin: string;

beforeAll(async () => {
  await saveChatSession({ session_id: sessionId, conversation_data: [], customer_name: 'Matrix Test' });
  admin = await signInAdmin(baseUrl, inject('adminEmail'), inject('adminPassword'));
  user = await signUpUser(baseUrl, `user-${randomUUID().slice(0, 8)}@example.com`);
  forgedAdmin = await forged(admin.idToken);
});

describe.each(adminRoutes)('$method $path', (route) => {
  const call = (token?: string) =>
    api(baseUrl, route.path, { method: route.method, token, body: 'body' in route ? route.body : undefined });

  it('refuses a caller without a token (401)', async () => {
    expect((await call()).status).toBe(401);
  });

  it('refuses a signed-in user who is not an admin (403)', async () => {
    const answer = await call(user.idToken);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: { code: 'forbidden' } });
  });

  it('refuses a forged admin token (401)', async () => {
    expect((await call(forgedAdmin)).status).toBe(401);
  });

  it('refuses a token whose claims were edited to add the admins group (401)', async () => {
    const promoted = await forged(user.idToken, { 'cognito:groups': ['admins'] });
    expect((await call(promoted)).status).toBe(401);
  });

  it('answers an admin (200), with the ID token or the access token', async () => {
    expect((await call(admin.idToken)).status).toBe(200);
    expect((await call(admin.accessToken)).status).toBe(200);
  });
});

describe('GET /api/admin/is-admin', () => {
  it('answers a boolean to anyone signed in, and 401 otherwise', async () => {
    expect(await api(baseUrl, '/api/admin/is-admin', { token: admin.idToken })).toMatchObject({
      status: 200,
      body: { isAdmin: true },
    });
    expect(await api(baseUrl, '/api/admin/is-admin', { token: user.accessToken })).toMatchObject({
      status: 200,
      body: { isAdmin: false },
    });
    expect((await api(baseUrl, '/api/admin/is-admin')).status).toBe(401);
    expect((await api(baseUrl, '/api/admin/is-admin', { token: forgedAdmin })).status).toBe(401);
  });
});

describe('WebSocket /ws', () => {
  it('refuses no token (401), a user (403), a forged token (401) and lets an admin in', async () => {
    expect((await openSocket(baseUrl)).status).toBe(401);
    expect((await openSocket(baseUrl, user.idToken)).status).toBe(403);
    expect((await openSocket(baseUrl, forgedAdmin)).status).toBe(401);
    expect((await openSocket(baseUrl, 'not-a-jwt')).status).toBe(401);

    const opened = await openSocket(baseUrl, admin.idToken);
    opened.socket?.close();
    expect(opened.status).toBe(101);
  });
});
