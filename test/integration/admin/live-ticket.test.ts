import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { putLiveTicket } from '../../../functions/adapters/db/live-tickets.ts';
import { listConnections } from '../../../functions/adapters/db/ws-connections.ts';
import { pointAtProduct } from '../payments/support.ts';
import { api } from './http.ts';
import { signInAdmin, signUpUser, type SignedIn } from './identity.ts';
import { openSocketAt } from './sockets.ts';

/**
 * No bearer token in a URL (issue #16): the admin socket opens with a single-use ticket from an
 * admin API call, and the old /ws?token= URL is refused, against the running local product.
 */
const baseUrl = inject('baseUrl');
let admin: SignedIn;
let user: SignedIn;

const ticketFor = (token: string | undefined) =>
  api(baseUrl, '/api/admin/live-ticket', { method: 'POST', token });

beforeAll(async () => {
  pointAtProduct();
  admin = await signInAdmin(baseUrl, inject('adminEmail'), inject('adminPassword'));
  user = await signUpUser(baseUrl, `ticket-${randomUUID().slice(0, 8)}@example.com`);
});

describe('the admin live-refresh ticket', () => {
  it('opens one connection, once', async () => {
    const issued = await ticketFor(admin.accessToken);
    expect(issued.status).toBe(201);
    const { ticket, expires_at: expiresAt } = issued.body as { ticket: string; expires_at: string };
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);

    const first = await openSocketAt(baseUrl, `?ticket=${ticket}`);
    first.socket?.close();
    const again = await openSocketAt(baseUrl, `?ticket=${ticket}`);

    expect(first.status).toBe(101);
    expect(again.status).toBe(401);
  });

  it('is refused when expired, and the old ?token= URL is refused even with an admin token', async () => {
    const stale = `stale${randomUUID().replace(/-/g, '')}`;
    await putLiveTicket({
      ticket: stale,
      userSub: 'admin-sub',
      expiresAt: Math.floor(Date.now() / 1000) - 1,
    });

    expect((await openSocketAt(baseUrl, `?ticket=${stale}`)).status).toBe(401);
    expect((await openSocketAt(baseUrl, `?token=${encodeURIComponent(admin.accessToken)}`)).status).toBe(401);
    expect((await openSocketAt(baseUrl, '')).status).toBe(401);
  });

  it("refuses a valid ticket from another site's page with 403 and records nothing; the site's own page still connects (issue #25)", async () => {
    // A valid ticket of a staff member of this test's own (the admin's would be issued to the admin
    // every other file's sockets share): what the handshakes record is then told apart by its user,
    // not by a count of every stored connection, which other files' sockets change meanwhile.
    const staffSub = `origin-check-${randomUUID()}`;
    const ticket = `origin${randomUUID().replace(/-/g, '')}`;
    await putLiveTicket({ ticket, userSub: staffSub, expiresAt: Math.floor(Date.now() / 1000) + 60 });
    const site = new URL(baseUrl);
    const recordedFor = async () =>
      (await listConnections()).filter((connection) => connection.user_sub === staffSub);

    const refused = [];
    for (const origin of [
      'https://evil.example',
      `${site.protocol}//${site.hostname}.evil.example:${site.port}`,
      `${site.protocol}//${site.hostname}:${Number(site.port) + 1}`,
      'null',
    ])
      refused.push((await openSocketAt(baseUrl, `?ticket=${ticket}`, origin)).status);
    const afterRefusals = await recordedFor();
    const own = await openSocketAt(baseUrl, `?ticket=${ticket}`, site.origin);
    const afterOwn = await recordedFor();
    own.socket?.close();

    expect(refused).toEqual([403, 403, 403, 403]);
    expect(afterRefusals).toEqual([]);
    // The refusals spent no ticket: the same one still opens from the site's own page, once, and
    // that connection is recorded under the staff member (so the empty list above could fail).
    expect(own.status).toBe(101);
    expect(afterOwn).toHaveLength(1);
  });

  it('is issued to admins only', async () => {
    expect((await ticketFor(undefined)).status).toBe(401);
    expect((await ticketFor(user.accessToken)).status).toBe(403);
  });
});
