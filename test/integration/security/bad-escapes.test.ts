import { beforeAll, describe, expect, it } from 'vitest';
import { routes, streamRoutes } from '../../../functions/handlers/routes.ts';
import { baseUrl, pointAtProduct, signInAdmin, type Tokens } from '../payments/support.ts';
import { viewerAddress } from '../reliability/support.ts';

/**
 * An outside probe (issue #25): `GET /api/payments/checkout/%E0%A4%A` answered 500. Every route of
 * the route table, through the local product: a route whose path has a parameter answers 400
 * `validation` for a malformed escape in it, signed in or not; any route answers below 500 for
 * malformed escapes in its query string or an extra path segment.
 */
const BAD_ESCAPES = ['%E0%A4%A', '%ZZ', '%', 'abc%2', '%C0%AF', '%ED%A0%80'];
const everyRoute = [...routes, ...streamRoutes];

let admin: Tokens;
let viewers = 0;

beforeAll(async () => {
  pointAtProduct();
  admin = await signInAdmin();
});

async function send(method: string, path: string, token?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      // A viewer of its own per request: these probes spend no other test's rate limits.
      ...viewerAddress('escapes', (viewers += 1)),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    body: method === 'GET' ? undefined : '{}',
  });
  const text = await response.text();
  return { status: response.status, text };
}

const withEach = (path: string, bad: string) => path.replace(/\{[A-Za-z0-9_]+\+?\}/g, bad);

describe('malformed percent-escapes on every route', () => {
  it('covers routes with parameters', () => {
    expect(everyRoute.filter((route) => route.path.includes('{')).length).toBeGreaterThanOrEqual(10);
  });

  for (const route of everyRoute.filter((each) => each.path.includes('{'))) {
    it(`${route.method} ${route.path}: 400 validation for each bad escape in its parameter`, async () => {
      const answers = [];
      for (const bad of BAD_ESCAPES)
        for (const token of [undefined, admin.accessToken, admin.idToken])
          answers.push({
            bad,
            signedIn: token !== undefined,
            ...(await send(route.method, withEach(route.path, bad), token)),
          });

      for (const answer of answers) {
        expect(answer.status, JSON.stringify(answer)).toBe(400);
        expect(JSON.parse(answer.text), JSON.stringify(answer)).toMatchObject({
          error: { code: 'validation' },
        });
      }
    });
  }

  for (const route of everyRoute) {
    it(`${route.method} ${route.path}: never a 5xx for bad escapes in the query or an extra segment`, async () => {
      const path = withEach(route.path, '11111111-2222-4333-8444-555555555555');
      const answers = [];
      for (const bad of BAD_ESCAPES) {
        answers.push({
          bad,
          ...(await send(route.method, `${path}?q=${bad}&token=${bad}&${bad}=1`, admin.accessToken)),
        });
        answers.push({ bad, ...(await send(route.method, `${path}/${bad}`, admin.accessToken)) });
      }

      for (const answer of answers) expect(answer.status, JSON.stringify(answer)).toBeLessThan(500);
    });
  }
});
