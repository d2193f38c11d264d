import { describe, expect, it } from 'vitest';
import { routes } from '../../../functions/handlers/routes.ts';

/**
 * Issue #30 / CONTRACT-30: the WhatsApp webhook and the staff takeover routes exist in the one route
 * table. Meta's notifications prove themselves by X-Hub-Signature-256 (like the payment webhook);
 * the takeover, hand-back and reply routes are staff-only.
 */
const find = (method: string, path: string) =>
  (routes as ReadonlyArray<{ method: string; path: string; auth: string }>).find(
    (route) => route.method === method && route.path === path,
  );

describe('WhatsApp routes', () => {
  it('serves the webhook: POST checked by signature, GET (the handshake) reachable without a sign-in', () => {
    expect(find('POST', '/api/whatsapp/webhook')?.auth).toBe('signature');
    expect(['public', 'signature']).toContain(find('GET', '/api/whatsapp/webhook')?.auth);
  });

  it.each([
    ['POST', '/api/admin/chat-sessions/{id}/takeover'],
    ['POST', '/api/admin/chat-sessions/{id}/handback'],
    ['POST', '/api/admin/chat-sessions/{id}/replies'],
  ])('%s %s is admin', (method, path) => {
    expect(find(method, path)?.auth, `${method} ${path}`).toBe('admin');
  });
});
