import { randomBytes } from 'node:crypto';
import { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decryptField, encryptField } from '../../../functions/adapters/field-crypto.ts';

const context = { launch_request: '0b3e9a52-6d1f-4a8e-b7c4-5e2d1f0a9c8b', field: 'bvn' };
const saved = { ...process.env };

afterEach(() => {
  process.env = { ...saved };
});

describe('field encryption with the local key', () => {
  beforeEach(() => {
    delete process.env.FIELD_KEY_ID;
    process.env.LOCAL_FIELD_KEY = randomBytes(32).toString('base64');
  });

  it('round-trips, never stores the plaintext, and differs every time', async () => {
    const first = await encryptField('22123456789', context);
    const second = await encryptField('22123456789', context);

    expect(first).not.toContain('22123456789');
    expect(first).not.toBe(second);
    await expect(decryptField(first, context)).resolves.toBe('22123456789');
  });

  it('will not decrypt under another record, another field or another key', async () => {
    const sealed = await encryptField('22123456789', context);

    await expect(decryptField(sealed, { ...context, launch_request: 'other' })).rejects.toThrow();
    await expect(decryptField(sealed, { ...context, field: 'bank_details' })).rejects.toThrow();
    process.env.LOCAL_FIELD_KEY = randomBytes(32).toString('base64');
    await expect(decryptField(sealed, context)).rejects.toThrow();
  });

  it('refuses a key of the wrong size', async () => {
    process.env.LOCAL_FIELD_KEY = randomBytes(16).toString('base64');
    await expect(encryptField('x', context)).rejects.toThrow('LOCAL_FIELD_KEY must be 32 bytes');
  });
});

describe('field encryption with KMS', () => {
  const kms = mockClient(KMSClient);

  beforeEach(() => {
    kms.reset();
    process.env.FIELD_KEY_ID = 'alias/quarter-fields';
  });

  it('encrypts under FIELD_KEY_ID with the record and field as encryption context', async () => {
    // Prepare
    kms.on(EncryptCommand).resolves({ CiphertextBlob: Buffer.from('sealed-by-kms') });
    kms.on(DecryptCommand).resolves({ Plaintext: Buffer.from('22123456789') });

    // Act
    const sealed = await encryptField('22123456789', context);
    const opened = await decryptField(sealed, context);

    // Assess
    expect(sealed).toBe(`kms1:${Buffer.from('sealed-by-kms').toString('base64')}`);
    expect(kms).toHaveReceivedCommandWith(EncryptCommand, {
      KeyId: 'alias/quarter-fields',
      EncryptionContext: context,
    });
    expect(kms).toHaveReceivedCommandWith(DecryptCommand, { EncryptionContext: context });
    expect(opened).toBe('22123456789');
  });
});
