import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../functions/domain/app-error.ts';
import { decryptField, encryptField } from '../../../functions/adapters/field-crypto.ts';
import { sensitiveFieldsQuerySchema } from '../../../functions/domain/contracts/launch-request-sensitive.ts';
import {
  revealLaunchRequestSensitive,
  type SealedLaunchRequest,
  type SensitiveRevealAudit,
  type SensitiveRevealPorts,
} from '../../../functions/services/admin/launch-request-sensitive.ts';

const token = '0b3e9a52-6d1f-4a8e-b7c4-5e2d1f0a9c8b';
const admin = { sub: 'admin-sub-1', email: 'ops@quarter.example' };
const BVN = '22123456789';
const BANK = { bank_name: 'GTBank', account_number: '0123456789' };
const saved = { ...process.env };

beforeAll(() => {
  // The real local field encryption: the service must open what the launch request service sealed.
  delete process.env.FIELD_KEY_ID;
  process.env.LOCAL_FIELD_KEY = randomBytes(32).toString('base64');
});
afterAll(() => {
  process.env = { ...saved };
});

const seal = (value: string, field: string) => encryptField(value, { launch_request: token, field });

async function portsFor(stored: Partial<SealedLaunchRequest>) {
  const request: SealedLaunchRequest = {
    resume_token: token,
    bvn_encrypted: null,
    bank_details_encrypted: null,
    id_document_key: null,
    ...stored,
  };
  const audits: SensitiveRevealAudit[] = [];
  const presigned: Array<{ key: string; seconds: number }> = [];
  const ports: SensitiveRevealPorts = {
    getLaunchRequest: async (id) => (id === token ? request : undefined),
    decrypt: decryptField,
    presignDownload: async (key, seconds) => {
      presigned.push({ key, seconds });
      return `https://uploads.example/${key}?X-Amz-Expires=${seconds}&X-Amz-Signature=abc`;
    },
    audit: (line) => audits.push(line),
    now: () => new Date('2026-03-01T10:00:00.000Z'),
  };
  return { ports, audits, presigned };
}

describe('revealing a launch request to an admin', () => {
  it('decrypts BVN and bank details and signs a 5-minute link to the ID document', async () => {
    // Prepare
    const key = `id-documents/${token}/5f0c`;
    const { ports, presigned } = await portsFor({
      bvn_encrypted: await seal(BVN, 'bvn'),
      bank_details_encrypted: await seal(JSON.stringify(BANK), 'bank_details'),
      id_document_key: key,
    });

    // Act
    const details = await revealLaunchRequestSensitive(ports, admin, { id: token });

    // Assess
    expect(details).toEqual({
      id: token,
      bvn: BVN,
      bank_details: BANK,
      id_document: {
        url: `https://uploads.example/${key}?X-Amz-Expires=300&X-Amz-Signature=abc`,
        expires_at: '2026-03-01T10:05:00.000Z',
      },
    });
    expect(presigned).toEqual([{ key, seconds: 300 }]);
  });

  it('will not open a value sealed for another launch request', async () => {
    const foreign = await encryptField(BVN, { launch_request: 'another', field: 'bvn' });
    const { ports, audits } = await portsFor({ bvn_encrypted: foreign });

    await expect(revealLaunchRequestSensitive(ports, admin, { id: token })).rejects.toThrow();
    expect(audits).toEqual([]);
  });

  it('leaves out fields the customer never provided, and fields not asked for', async () => {
    const { ports, presigned } = await portsFor({
      bvn_encrypted: await seal(BVN, 'bvn'),
      id_document_key: `id-documents/${token}/5f0c`,
    });

    const all = await revealLaunchRequestSensitive(ports, admin, { id: token });
    const bvnOnly = await revealLaunchRequestSensitive(ports, admin, { id: token, fields: ['bvn'] });
    const bankOnly = await revealLaunchRequestSensitive(ports, admin, {
      id: token,
      fields: ['bank_details'],
    });

    expect(Object.keys(all).sort()).toEqual(['bvn', 'id', 'id_document']);
    expect(bvnOnly).toEqual({ id: token, bvn: BVN });
    expect(bankOnly).toEqual({ id: token });
    expect(presigned).toHaveLength(1);
  });

  it('writes one audit line naming the admin, the request and the fields, without the values', async () => {
    const { ports, audits } = await portsFor({
      bvn_encrypted: await seal(BVN, 'bvn'),
      bank_details_encrypted: await seal(JSON.stringify(BANK), 'bank_details'),
      id_document_key: `id-documents/${token}/5f0c`,
    });

    await revealLaunchRequestSensitive(ports, admin, { id: token, fields: ['bvn', 'bank_details'] });

    expect(audits).toEqual([
      {
        event: 'launch_request.sensitive_revealed',
        admin_sub: 'admin-sub-1',
        admin_email: 'ops@quarter.example',
        launch_request_id: token,
        fields: ['bvn', 'bank_details'],
        at: '2026-03-01T10:00:00.000Z',
      },
    ]);
    const line = JSON.stringify(audits);
    for (const value of [BVN, BANK.account_number, BANK.bank_name, 'id-documents/'])
      expect(line).not.toContain(value);
  });

  it('refuses an unknown id without auditing a reveal', async () => {
    const { ports, audits } = await portsFor({ bvn_encrypted: await seal(BVN, 'bvn') });

    await expect(
      revealLaunchRequestSensitive(ports, admin, { id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a' }),
    ).rejects.toStrictEqual(AppError.notFound('No launch request has this id.'));
    expect(audits).toEqual([]);
  });

  it('does not quote undecodable bank details in the error it raises', async () => {
    const { ports } = await portsFor({
      bank_details_encrypted: await seal('GTBank 0123456789', 'bank_details'),
    });

    const failure = revealLaunchRequestSensitive(ports, admin, { id: token });

    await expect(failure).rejects.toThrow('Stored bank details have an unexpected shape');
    await expect(failure).rejects.not.toThrow(/0123456789/);
  });
});

describe('the fields query', () => {
  it('reads a comma list, treats empty as all, and names the field on a bad value', () => {
    expect(sensitiveFieldsQuerySchema.parse({ fields: 'bvn, id_document' })).toEqual({
      fields: ['bvn', 'id_document'],
    });
    expect(sensitiveFieldsQuerySchema.parse({ fields: '' })).toEqual({ fields: undefined });
    expect(sensitiveFieldsQuerySchema.parse({})).toEqual({ fields: undefined });
    expect(sensitiveFieldsQuerySchema.safeParse({ fields: 'bvn,password' }).success).toBe(false);
  });
});
