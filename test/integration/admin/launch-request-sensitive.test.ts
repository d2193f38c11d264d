import { beforeAll, describe, expect, it } from 'vitest';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import { api, baseUrl, signInAdmin, type Tokens } from '../payments/support.ts';
import { fillLaunchRequest } from './filled-launch-request.ts';
import { forged } from './identity.ts';

interface Revealed {
  id: string;
  bvn?: string;
  bank_details?: { bank_name: string; account_number: string };
  id_document?: { url: string; expires_at: string };
}

const BVN = '22109876543';
const BANK = { bank_name: 'Access Bank', account_number: '0987654321' };
const document = new Uint8Array(1536).map((_, index) => index % 251);

let admin: Tokens;
let customer: Tokens;
let token: string;
let bare: string;
const path = (id: string, query = '') => `/api/admin/launch-requests/${id}/sensitive${query}`;

beforeAll(async () => {
  const filled = await fillLaunchRequest('Eze Remit', {
    bvn: BVN,
    bank: BANK,
    idDocument: { bytes: document, contentType: 'application/pdf' },
  });
  token = filled.token;
  customer = filled.customer;
  bare = (await fillLaunchRequest('Eze Remit Two', {})).token;
  admin = await signInAdmin();
});

describe('GET /api/admin/launch-requests/{id}/sensitive', () => {
  it('reveals the stored BVN, bank details and a working, short-lived ID document link to an admin', async () => {
    // Act
    const answer = await api<Revealed>(path(token), { token: admin.idToken });
    const link = answer.body.id_document?.url ?? '';
    const opened = await fetch(link);

    // Assess
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ id: token, bvn: BVN, bank_details: BANK });
    expect(new URL(link).searchParams.get('X-Amz-Expires')).toBe('300');
    const expiresIn = Date.parse(answer.body.id_document?.expires_at ?? '') - Date.now();
    expect(expiresIn).toBeGreaterThan(240_000);
    expect(expiresIn).toBeLessThanOrEqual(300_000);
    expect(opened.status).toBe(200);
    expect(new Uint8Array(await opened.arrayBuffer())).toEqual(document);
  });

  it('is never cached', async () => {
    const response = await fetch(`${baseUrl}${path(token)}`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('reveals only the fields asked for, and leaves out what was never provided', async () => {
    const bvnOnly = await api<Revealed>(path(token, '?fields=bvn'), { token: admin.idToken });
    const nothingYet = await api<Revealed>(path(bare), { token: admin.idToken });
    const badField = await api(path(token, '?fields=bvn,password'), { token: admin.idToken });

    expect(bvnOnly.body).toEqual({ id: token, bvn: BVN });
    expect(nothingYet.status).toBe(200);
    expect(nothingYet.body).toEqual({ id: bare });
    expect(badField.status).toBe(400);
    expect(badField.text).toContain('fields');
  });

  it('a tampered link opens nothing', async () => {
    const answer = await api<Revealed>(path(token, '?fields=id_document'), { token: admin.idToken });
    const link = new URL(answer.body.id_document?.url ?? '');
    link.pathname = link.pathname.replace(/[^/]+$/, 'another-file');

    expect((await fetch(link)).status).toBe(403);
  });

  it('refuses the customer (403), anyone without a token (401) and a forged admin token (401)', async () => {
    const asCustomer = await api(path(token), { token: customer.idToken });
    const anonymous = await api(path(token));
    const forgedAdmin = await api(path(token), { token: await forged(admin.idToken) });

    expect(asCustomer.status).toBe(403);
    expect(anonymous.status).toBe(401);
    expect(forgedAdmin.status).toBe(401);
    for (const refused of [asCustomer, anonymous, forgedAdmin]) {
      expect(refused.text).not.toContain(BVN);
      expect(refused.text).not.toContain(BANK.account_number);
    }
  });

  it('answers 404 for an unknown id and 400 for one that is not a launch request id', async () => {
    const unknown = await api(path(newResumeToken()), { token: admin.idToken });
    const malformed = await api(path('not-a-uuid'), { token: admin.idToken });

    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: 'not_found' } });
    expect(malformed.status).toBe(400);
  });
});
