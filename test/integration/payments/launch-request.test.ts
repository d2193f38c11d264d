import { beforeAll, describe, expect, it } from 'vitest';
import { getLaunchRequest } from '../../../functions/adapters/db/launch-requests.ts';
import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { decryptField } from '../../../functions/adapters/field-crypto.ts';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import {
  api,
  checkout,
  pointAtProduct,
  pressOnCheckout,
  signInAdmin,
  signInCustomer,
  uniqueEmail,
  verify,
  type Tokens,
} from './support.ts';

interface UploadForm {
  url: string;
  fields: Record<string, string>;
  key: string;
  max_bytes: number;
}

let payer: Tokens;
let stranger: Tokens;
let token: string;
const path = () => `/api/launch-requests/${token}`;

beforeAll(async () => {
  pointAtProduct();
  const email = uniqueEmail('launcher');
  payer = await signInCustomer(email);
  stranger = await signInCustomer(uniqueEmail('stranger'));
  token = newResumeToken();
  await upsertOnboarding({ resume_token: token, email, name: 'Tolu Ade', business_name: 'Ade Wallet' });
  const started = await checkout(payer.idToken, { tier: 'basic', resumeToken: token });
  await pressOnCheckout(started.authorizationUrl, 'pay');
  const confirmed = await verify(started.reference);
  if (!confirmed.body.success) throw new Error(`payment not confirmed: ${confirmed.text}`);
});

function upload(form: UploadForm, file: Blob, overrides: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...form.fields, ...overrides })) body.append(name, value);
  body.append('file', file, 'id.png');
  return fetch(form.url, { method: 'POST', body });
}

const png = (bytes: number) => new Blob([new Uint8Array(bytes).fill(7)], { type: 'image/png' });

describe('the launch request after payment', () => {
  it('belongs to the customer who paid', async () => {
    const own = await api(path(), { token: payer.accessToken });
    const other = await api(path(), { token: stranger.idToken });
    const anonymous = await api(path());
    const unknown = await api(`/api/launch-requests/${newResumeToken()}`, { token: payer.idToken });

    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      resume_token: token,
      name: 'Tolu Ade',
      business_name: 'Ade Wallet',
      last_step: 'paid',
      has_bvn: false,
      has_id_document: false,
      has_bank_details: false,
    });
    expect(other.status).toBe(403);
    expect(anonymous.status).toBe(401);
    expect(unknown.status).toBe(404);
  });

  it('saves each step with last_step, and encrypts BVN and bank details at the field level', async () => {
    // Act
    const business = await api(path(), {
      token: payer.idToken,
      method: 'PUT',
      body: {
        step: 'business',
        name: 'Tolu Ade',
        business_name: 'Ade Wallet Ltd',
        business_type: 'FinTech',
        phone: '+234 801 234 5678',
      },
    });
    const shortBvn = await api(path(), {
      token: payer.idToken,
      method: 'PUT',
      body: { step: 'bvn', bvn: '2212345678' },
    });
    const bvn = await api(path(), {
      token: payer.idToken,
      method: 'PUT',
      body: { step: 'bvn', bvn: '22123456789' },
    });
    const shortAccount = await api(path(), {
      token: payer.idToken,
      method: 'PUT',
      body: { step: 'bank_details', bank_name: 'GTBank', account_number: '012345678' },
    });
    const bank = await api(path(), {
      token: payer.idToken,
      method: 'PUT',
      body: { step: 'bank_details', bank_name: 'GTBank', account_number: '0123456789' },
    });
    const stored = await getLaunchRequest(token);

    // Assess
    expect(business.status).toBe(200);
    expect(business.body).toMatchObject({ last_step: 'business', phone: '+234 801 234 5678' });
    expect(shortBvn.status).toBe(400);
    expect(shortBvn.text).toContain('bvn: must be 11 digits');
    expect(shortBvn.text).not.toContain('2212345678');
    expect(bvn.body).toMatchObject({ last_step: 'bvn', has_bvn: true });
    expect(bvn.text).not.toContain('22123456789');
    expect(shortAccount.status).toBe(400);
    expect(shortAccount.text).toContain('account_number: must be 10 digits');
    expect(bank.body).toMatchObject({ last_step: 'bank_details', has_bank_details: true });
    expect(JSON.stringify(stored)).not.toContain('22123456789');
    expect(JSON.stringify(stored)).not.toContain('0123456789');
    expect(await decryptField(stored?.bvn_encrypted ?? '', { launch_request: token, field: 'bvn' })).toBe(
      '22123456789',
    );
    await expect(
      decryptField(stored?.bvn_encrypted ?? '', { launch_request: newResumeToken(), field: 'bvn' }),
    ).rejects.toThrow();
  });

  it('takes the ID document straight to the bucket under a policy of type and size', async () => {
    // Prepare
    const ask = (body: unknown) => api<UploadForm>(`${path()}/upload`, { token: payer.idToken, body });
    const form = (await ask({ content_type: 'image/png', size: 2048 })).body;

    // Act
    const wrongKind = await ask({ content_type: 'text/html', size: 10 });
    const tooBig = await ask({ content_type: 'application/pdf', size: 5 * 1024 * 1024 + 1 });
    const strangers = await api(`${path()}/upload`, {
      token: stranger.idToken,
      body: { content_type: 'image/png', size: 10 },
    });
    const notYetUploaded = await api(path(), {
      token: payer.idToken,
      method: 'PUT',
      body: { step: 'id_document', id_document_key: form.key },
    });
    const oversize = await upload(form, png(5 * 1024 * 1024 + 1));
    const otherType = await upload(form, png(100), { 'Content-Type': 'text/html' });
    const otherKey = await upload(form, png(100), { key: `id-documents/${newResumeToken()}/x` });
    const uploaded = await upload(form, png(2048));
    const foreignKey = await api(path(), {
      token: payer.idToken,
      method: 'PUT',
      body: { step: 'id_document', id_document_key: `id-documents/${newResumeToken()}/x` },
    });
    const saved = await api(path(), {
      token: payer.idToken,
      method: 'PUT',
      body: { step: 'id_document', id_document_key: form.key },
    });

    // Assess
    expect(form.key.startsWith(`id-documents/${token}/`)).toBe(true);
    expect(form.max_bytes).toBe(5 * 1024 * 1024);
    expect(wrongKind.status).toBe(400);
    expect(tooBig.status).toBe(400);
    expect(strangers.status).toBe(403);
    expect(notYetUploaded.status).toBe(400);
    expect(oversize.status).toBe(400);
    expect(await oversize.text()).toContain('EntityTooLarge');
    expect(otherType.status).toBe(403);
    expect(otherKey.status).toBe(403);
    expect(uploaded.status).toBe(204);
    expect(foreignKey.status).toBe(400);
    expect(saved.body).toMatchObject({ last_step: 'id_document', has_id_document: true });
  });

  it('is submitted once complete, then closed to edits, and admins see presence badges only', async () => {
    const admin = await signInAdmin();

    const submitted = await api(path(), { token: payer.idToken, method: 'PUT', body: { step: 'submitted' } });
    const afterwards = await api(path(), {
      token: payer.idToken,
      method: 'PUT',
      body: { step: 'bvn', bvn: '22123456780' },
    });
    const list = await api<{ items: Array<Record<string, unknown>> }>(
      `/api/admin/launch-requests?q=${encodeURIComponent('Ade Wallet Ltd')}`,
      { token: admin.idToken },
    );

    expect(submitted.body).toMatchObject({ last_step: 'submitted' });
    expect(afterwards.status).toBe(409);
    const listed = list.body.items.find((item) => item.resume_token === token);
    expect(listed).toMatchObject({ has_bvn: true, has_id_document: true, has_bank_details: true });
    expect(listed?.ai_summary).toEqual(expect.stringContaining('Paid ₦5,000,000'));
    expect(list.text).not.toContain('22123456789');
    expect(list.text).not.toContain('0123456789');
    expect(list.text).not.toContain('id-documents/');
  });

  it('refuses submission while a step is missing', async () => {
    const email = uniqueEmail('early');
    const customer = await signInCustomer(email);
    const resumeToken = newResumeToken();
    await upsertOnboarding({ resume_token: resumeToken, email });
    const started = await checkout(customer.idToken, { tier: 'basic', resumeToken });
    await pressOnCheckout(started.authorizationUrl, 'pay');
    await verify(started.reference);

    const early = await api(`/api/launch-requests/${resumeToken}`, {
      token: customer.idToken,
      method: 'PUT',
      body: { step: 'submitted' },
    });

    expect(early.status).toBe(400);
    expect(early.text).toContain('business details, BVN, ID document, bank details');
  });
});
