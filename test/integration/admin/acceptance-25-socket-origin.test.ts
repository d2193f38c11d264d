import { beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { api } from './http.ts';
import { signInAdmin, type SignedIn } from './identity.ts';

/**
 * Issue #25: "A valid live ticket opens /ws from any Origin. Refuse a handshake whose Origin is not
 * the site's." Contract: HTTP 403 even with a valid live ticket; the site's own origin (locally the
 * product's URL) still opens.
 */
const baseUrl = inject('baseUrl').replace(/\/$/, '');
const siteOrigin = new URL(baseUrl).origin;
let admin: SignedIn;

beforeAll(async () => {
  admin = await signInAdmin(baseUrl, inject('adminEmail'), inject('adminPassword'));
});

async function liveTicket(): Promise<string> {
  const issued = await api(baseUrl, '/api/admin/live-ticket', { method: 'POST', token: admin.accessToken });
  expect(issued.status, issued.text).toBe(201);
  return (issued.body as { ticket: string }).ticket;
}

/** The handshake as a browser page on `origin` makes it: 101 and the socket, or the refused status. */
function handshake(ticket: string, origin: string): Promise<{ status: number; socket?: WebSocket }> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/ws?ticket=${encodeURIComponent(ticket)}`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { origin });
    socket.once('open', () => resolve({ status: 101, socket }));
    socket.once('unexpected-response', (_request, response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0 });
    });
    socket.once('error', reject);
  });
}

describe('the /ws handshake and its Origin (issue #25)', () => {
  it("opens from the site's own origin with a valid ticket", async () => {
    const opened = await handshake(await liveTicket(), siteOrigin);
    opened.socket?.close();
    expect(opened.status).toBe(101);
  });

  it.each([
    'https://evil.example',
    'null',
    // Same host, another port or scheme: another origin.
    `${new URL(siteOrigin).protocol}//${new URL(siteOrigin).hostname}:1`,
    siteOrigin.replace(/^http:/, 'https:'),
    // A prefix or suffix match is not an origin match.
    `${siteOrigin}.evil.example`,
    `http://evil${new URL(siteOrigin).hostname}`,
  ])(
    '"Refuse a handshake whose Origin is not the site\'s": %s gets 403 even with a live ticket',
    async (origin) => {
      const refused = await handshake(await liveTicket(), origin);
      refused.socket?.close();
      expect(refused.status).toBe(403);
    },
  );
});
