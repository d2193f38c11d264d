import { describe, expect, it } from 'vitest';
import { AppError } from '../../../functions/domain/app-error.ts';
import { launchRequestStepSchema } from '../../../functions/domain/contracts/launch-request.ts';
import {
  createIdDocumentUpload,
  readLaunchRequest,
  saveLaunchRequestStep,
} from '../../../functions/services/launch-request/launch-request.ts';
import type {
  LaunchRequestPorts,
  StoredLaunchRequest,
} from '../../../functions/services/launch-request/ports.ts';

const token = '0b3e9a52-6d1f-4a8e-b7c4-5e2d1f0a9c8b';
const owner = { email: 'Founder@Example.com' };

function fakePorts(stored: Partial<StoredLaunchRequest> = {}) {
  let request: StoredLaunchRequest = {
    resume_token: token,
    name: null,
    email: 'founder@example.com',
    phone: null,
    bvn_encrypted: null,
    id_document_key: null,
    bank_details_encrypted: null,
    business_name: null,
    business_type: null,
    last_step: 'paid',
    updated_at: '2026-01-06T10:00:00.000Z',
    ...stored,
  };
  const encrypted: Array<{ plaintext: string; context: Readonly<Record<string, string>> }> = [];
  const uploads = new Map<string, number>();
  const ports: LaunchRequestPorts = {
    store: {
      get: async (resumeToken) => (resumeToken === token ? request : undefined),
      save: async ({ resume_token: _token, unless_last_step: unless, ...change }) => {
        if (unless !== undefined && request.last_step === unless) return request;
        request = { ...request, ...change };
        return request;
      },
    },
    encrypt: async (plaintext, context) => {
      encrypted.push({ plaintext, context });
      return `sealed:${encrypted.length}`;
    },
    uploads: {
      presign: async (upload) => ({
        url: 'https://bucket.s3.example/',
        fields: { key: `${upload.prefix}/doc` },
        key: `${upload.prefix}/doc`,
        expiresAt: '2026-01-06T10:05:00.000Z',
      }),
      find: async (key) =>
        uploads.has(key) ? { size: uploads.get(key) ?? 0, contentType: 'image/png' } : undefined,
    },
  };
  return { ports, encrypted, uploads, current: () => request };
}

const step = (body: unknown) => launchRequestStepSchema.parse(body);

describe('launch request service', () => {
  it('shows its owner presence flags, never the sealed values', async () => {
    const { ports } = fakePorts({ bvn_encrypted: 'sealed', id_document_key: `id-documents/${token}/a` });

    const view = await readLaunchRequest(ports, owner, token);

    expect(view).toMatchObject({ has_bvn: true, has_id_document: true, has_bank_details: false });
    expect(JSON.stringify(view)).not.toContain('sealed');
    expect(JSON.stringify(view)).not.toContain('id-documents');
    await expect(readLaunchRequest(ports, { email: 'other@example.com' }, token)).rejects.toStrictEqual(
      AppError.forbidden(
        'This launch request belongs to the account that paid for it. Sign in with that e-mail.',
      ),
    );
  });

  it('encrypts BVN and bank details with the record and field as context before storing them', async () => {
    const { ports, encrypted, current } = fakePorts();

    await saveLaunchRequestStep(ports, owner, token, step({ step: 'bvn', bvn: '221 2345 6789' }));
    await saveLaunchRequestStep(
      ports,
      owner,
      token,
      step({ step: 'bank_details', bank_name: 'Access Bank', account_number: '0123-456-789' }),
    );

    expect(encrypted).toEqual([
      { plaintext: '22123456789', context: { launch_request: token, field: 'bvn' } },
      {
        plaintext: JSON.stringify({ bank_name: 'Access Bank', account_number: '0123456789' }),
        context: { launch_request: token, field: 'bank_details' },
      },
    ]);
    expect(current()).toMatchObject({
      bvn_encrypted: 'sealed:1',
      bank_details_encrypted: 'sealed:2',
      last_step: 'bank_details',
    });
  });

  it('accepts an ID document only from its own folder and only once it is in the bucket', async () => {
    const { ports, uploads } = fakePorts();
    const form = await createIdDocumentUpload(ports, owner, token, {
      content_type: 'application/pdf',
      size: 1000,
    });

    const early = saveLaunchRequestStep(
      ports,
      owner,
      token,
      step({ step: 'id_document', id_document_key: form.key }),
    );
    await expect(early).rejects.toStrictEqual(
      AppError.validation('id_document_key: no file has been uploaded under this key'),
    );
    uploads.set(form.key, 1000);
    const foreign = saveLaunchRequestStep(
      ports,
      owner,
      token,
      step({ step: 'id_document', id_document_key: 'id-documents/someone-else/doc' }),
    );
    await expect(foreign).rejects.toThrow('was not issued for this launch request');
    await expect(
      saveLaunchRequestStep(ports, owner, token, step({ step: 'id_document', id_document_key: form.key })),
    ).resolves.toMatchObject({ has_id_document: true, last_step: 'id_document' });
  });

  it('submits only a complete request and keeps it closed afterwards', async () => {
    const { ports } = fakePorts({
      business_name: 'Okafor Pay',
      phone: '+2348012345678',
      bvn_encrypted: 'sealed',
      bank_details_encrypted: 'sealed',
    });

    await expect(saveLaunchRequestStep(ports, owner, token, step({ step: 'submitted' }))).rejects.toThrow(
      'ID document',
    );
    const { ports: complete } = fakePorts({
      business_name: 'Okafor Pay',
      phone: '+2348012345678',
      bvn_encrypted: 'sealed',
      bank_details_encrypted: 'sealed',
      id_document_key: `id-documents/${token}/doc`,
    });
    await expect(
      saveLaunchRequestStep(complete, owner, token, step({ step: 'submitted' })),
    ).resolves.toMatchObject({
      last_step: 'submitted',
    });
    await expect(
      saveLaunchRequestStep(complete, owner, token, step({ step: 'bvn', bvn: '22123456789' })),
    ).rejects.toStrictEqual(
      AppError.conflict('This launch request has been submitted. Contact us to change it.'),
    );
  });
});

describe('launch request step contract', () => {
  it('names the field and never echoes the value', () => {
    const bvn = launchRequestStepSchema.safeParse({ step: 'bvn', bvn: '1234' });
    const account = launchRequestStepSchema.safeParse({
      step: 'bank_details',
      bank_name: 'X',
      account_number: 'abc',
    });

    expect(bvn.success).toBe(false);
    expect(bvn.error?.issues[0]).toMatchObject({ path: ['bvn'], message: 'must be 11 digits' });
    expect(JSON.stringify(bvn.error?.issues)).not.toContain('1234');
    expect(account.error?.issues[0]).toMatchObject({
      path: ['account_number'],
      message: 'must be 10 digits',
    });
  });
});
