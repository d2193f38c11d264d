import { request } from 'node:http';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { routes } from '../../../functions/handlers/routes.ts';
import { signInAdmin, signUpUser, type SignedIn } from '../admin/identity.ts';

/**
 * Issue #25: "A malformed percent-escape in a path parameter answers 500 (GET
 * /api/payments/checkout/%E0%A4%A, four more routes): a 400 everywhere, and a test that sends bad
 * escapes to every route in the route table." Contract: 400 with { error: { code: "validation" } }.
 * Each route is called as its rightful caller (admin or signed-in user token), so the bad escape is
 * the only fault, and with a body its handler would accept.
 */
const baseUrl = new URL(inject('baseUrl'));
const BAD_ESCAPES = ['%E0%A4%A', '%ZZ', '%', 'abc%2', '%C3%28'];

let admin: SignedIn;
let user: SignedIn;

beforeAll(async () => {
  admin = await signInAdmin(baseUrl.origin, inject('adminEmail'), inject('adminPassword'));
  user = await signUpUser(baseUrl.origin, `escapes-${randomUUID().slice(0, 8)}@example.com`);
});

/** A body each handler would accept, so only the path is wrong. */
const validBodies: Record<string, unknown> = {
  'PUT /api/launch-requests/{token}': { step: 'submitted' },
  'POST /api/launch-requests/{token}/upload': { content_type: 'application/pdf', size: 1000 },
  'PATCH /api/admin/chat-sessions/{id}': { status: 'closed' },
  'POST /api/admin/onboarding/{token}/live': {},
  'POST /api/admin/prospects/{token}/notes': { text: 'Called, no answer' },
  'PATCH /api/admin/prospects/{token}': { follow_up_on: '2026-12-01' },
};

/** Sends the raw path as written: no client re-encodes or rejects the bad escape first. */
function send(
  method: string,
  rawPath: string,
  token: string | undefined,
  body: unknown,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: baseUrl.hostname,
        port: baseUrl.port,
        method,
        path: rawPath,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const parameterised = routes.filter((route) => route.path.includes('{'));

describe('a malformed percent-escape in a path parameter (issue #25)', () => {
  it('covers every parameterised route of the route table', () => {
    // GET /api/payments/checkout/%E0%A4%A "and four more routes" at least.
    expect(parameterised.length).toBeGreaterThanOrEqual(5);
  });

  it.each(parameterised.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '"a 400 everywhere": %s',
    async (_name, route) => {
      const token =
        route.auth === 'admin' ? admin.accessToken : route.auth === 'user' ? user.idToken : undefined;
      const key = `${route.method} ${route.path}`;
      const body = route.method === 'GET' ? undefined : (validBodies[key] ?? {});
      for (const escape of BAD_ESCAPES) {
        const path = route.path.replace(/\{[^}]+\}/g, escape);
        const answer = await send(route.method, path, token, body);
        expect(answer.status, `${route.method} ${path}: ${answer.text}`).toBe(400);
        expect(JSON.parse(answer.text), `${route.method} ${path}`).toMatchObject({
          error: { code: 'validation' },
        });
      }
    },
  );
});
