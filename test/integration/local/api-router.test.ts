import { describe, expect, inject, it } from 'vitest';
import { errorBodySchema, simpleTestAnswerSchema } from '../../../functions/domain/contracts/system.ts';

const baseUrl = inject('baseUrl');

describe('local API router', () => {
  it('answers GET /api/simple-test through the real handler', async () => {
    const before = Date.now();
    const response = await fetch(`${baseUrl}/api/simple-test`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const answer = simpleTestAnswerSchema.parse(await response.json());
    expect(Date.parse(answer.time)).toBeGreaterThanOrEqual(before - 1000);
    expect(answer.version).not.toBe('');
  });

  it('answers an unknown /api route with a 404 error body', async () => {
    const response = await fetch(`${baseUrl}/api/no-such-thing`, { method: 'POST', body: '{}' });

    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(await response.json()).error.code).toBe('not_found');
  });

  it('treats a known path with another method as unknown, like API Gateway', async () => {
    const response = await fetch(`${baseUrl}/api/simple-test`, { method: 'DELETE' });

    expect(response.status).toBe(404);
  });

  it('refuses a body over the gateway cap with 413 before any handler runs', async () => {
    const oversize = JSON.stringify({ messages: [{ role: 'user', content: 'x'.repeat(1024 * 1024 + 10) }] });
    const response = await fetch(`${baseUrl}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: oversize,
    });

    expect(response.status).toBe(413);
    expect(errorBodySchema.parse(await response.json()).error.code).toBe('too_large');
  });

  describe('JWT authorizer', () => {
    const adminRoute = `${baseUrl}/api/admin/chat-sessions`;
    // Well-formed RS256 token signed by nobody the identity provider knows.
    const forged =
      'eyJhbGciOiJSUzI1NiIsImtpZCI6ImZvcmdlZCJ9.' +
      Buffer.from(
        JSON.stringify({ sub: 'x', token_use: 'id', 'cognito:groups': ['admins'], exp: 4102444800 }),
      ).toString('base64url') +
      '.c2lnbmF0dXJl';

    it.each([
      ['no token', undefined],
      ['a garbage token', 'Bearer not-a-jwt'],
      ['a forged token', `Bearer ${forged}`],
    ])('answers 401 on an admin route for %s', async (_case, authorization) => {
      const response = await fetch(adminRoute, { headers: authorization ? { authorization } : {} });

      expect(response.status).toBe(401);
      expect(errorBodySchema.parse(await response.json()).error.code).toBe('unauthorized');
    });

    it('guards user routes the same way', async () => {
      const response = await fetch(`${baseUrl}/api/admin/is-admin`, {
        headers: { authorization: 'Bearer x.y.z' },
      });

      expect(response.status).toBe(401);
    });

    it('lets public routes through without a token', async () => {
      const response = await fetch(`${baseUrl}/api/simple-test`, {
        headers: { authorization: 'Bearer garbage' },
      });

      expect(response.status).toBe(200);
    });
  });
});
