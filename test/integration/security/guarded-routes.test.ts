import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { routes } from '../../../functions/handlers/routes.ts';
import { api } from '../admin/http.ts';
import { forged, signInAdmin, signUpUser, type SignedIn } from '../admin/identity.ts';

/**
 * test/integration/admin/auth-matrix.test.ts and expired-token.test.ts check the admin routes they
 * list (and the socket) against missing, user, forged and expired tokens. This suite reads the route
 * table instead, so every admin or user route added later is checked too: a signed-in user is
 * refused (403) by admin routes, and tokens not signed by the pool are refused (401) everywhere.
 */
const baseUrl = inject('baseUrl');
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, () => randomUUID());
const adminRoutes = routes.filter((route) => route.auth === 'admin');
const userRoutes = routes.filter((route) => route.auth === 'user');

let admin: SignedIn;
let user: SignedIn;

beforeAll(async () => {
  admin = await signInAdmin(baseUrl, inject('adminEmail'), inject('adminPassword'));
  user = await signUpUser(baseUrl, `guarded-${randomUUID().slice(0, 8)}@example.com`);
});

const call = (route: (typeof routes)[number], token: string) =>
  api(baseUrl, concrete(route.path), {
    method: route.method,
    token,
    ...(route.method === 'GET' ? {} : { body: {} }),
  });

describe.each(adminRoutes)('admin route $method $path', (route) => {
  it('refuses a signed-in user who is not an admin (403 JSON)', async () => {
    for (const token of [user.idToken, user.accessToken]) {
      const answer = await call(route, token);
      expect(answer.status, answer.text).toBe(403);
      expect(answer.body).toMatchObject({ error: { code: 'forbidden' } });
    }
  });

  it("refuses a forged admin token and a user's token edited to claim the admins group (401)", async () => {
    const promoted = await forged(user.idToken, { 'cognito:groups': ['admins'] });
    for (const token of [await forged(admin.idToken), promoted]) {
      const answer = await call(route, token);
      expect(answer.status, answer.text).toBe(401);
      expect(answer.body).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });
});

describe.each(userRoutes)('signed-in route $method $path', (route) => {
  it('refuses a forged token and one from another issuer (401)', async () => {
    const otherIssuer = await forged(user.idToken, {
      iss: 'https://cognito-idp.eu-west-1.amazonaws.com/other',
    });
    for (const token of [await forged(user.idToken), otherIssuer]) {
      const answer = await call(route, token);
      expect(answer.status, answer.text).toBe(401);
    }
  });
});
