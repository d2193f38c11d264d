import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { enforcePostPolicy } from '../../../functions/local/uploads/post-policy.ts';
import { PostPolicyError } from '../../../functions/local/uploads/s3-errors.ts';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

function signedForm(conditions: unknown[], expiration = new Date(Date.now() + 60_000).toISOString()) {
  const policy = Buffer.from(JSON.stringify({ expiration, conditions })).toString('base64');
  let key = createHmac('sha256', 'AWS4local').update('20260106').digest();
  for (const part of ['eu-west-1', 's3', 'aws4_request'])
    key = createHmac('sha256', key).update(part).digest();
  return new Map<string, string>([
    ['bucket', 'uploads'],
    ['key', 'id-documents/t/doc'],
    ['content-type', 'image/png'],
    ['x-amz-algorithm', 'AWS4-HMAC-SHA256'],
    ['x-amz-credential', 'local/20260106/eu-west-1/s3/aws4_request'],
    ['x-amz-date', '20260106T100000Z'],
    ['policy', policy],
    ['x-amz-signature', createHmac('sha256', key).update(policy).digest('hex')],
  ]);
}

const conditions = [
  { bucket: 'uploads' },
  { key: 'id-documents/t/doc' },
  ['content-length-range', 1, 5 * 1024 * 1024],
  ['eq', '$Content-Type', 'image/png'],
  { 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' },
  { 'X-Amz-Credential': 'local/20260106/eu-west-1/s3/aws4_request' },
  { 'X-Amz-Date': '20260106T100000Z' },
];

function failure(run: () => void): string {
  try {
    run();
  } catch (error: unknown) {
    if (error instanceof PostPolicyError) return error.code;
    throw error;
  }
  return 'accepted';
}

describe('the stand-in bucket POST policy', () => {
  it('accepts a signed form within its conditions', () => {
    expect(failure(() => enforcePostPolicy(signedForm(conditions), 2048, credentials))).toBe('accepted');
  });

  it('enforces the size range, the type, the key, expiry, the signature and stray fields as S3 does', () => {
    const changed = (name: string, value: string) => {
      const form = signedForm(conditions);
      form.set(name, value);
      return form;
    };

    expect(failure(() => enforcePostPolicy(signedForm(conditions), 5 * 1024 * 1024 + 1, credentials))).toBe(
      'EntityTooLarge',
    );
    expect(failure(() => enforcePostPolicy(signedForm(conditions), 0, credentials))).toBe('EntityTooSmall');
    expect(failure(() => enforcePostPolicy(changed('content-type', 'text/html'), 10, credentials))).toBe(
      'AccessDenied',
    );
    expect(failure(() => enforcePostPolicy(changed('key', 'id-documents/other/doc'), 10, credentials))).toBe(
      'AccessDenied',
    );
    expect(failure(() => enforcePostPolicy(changed('x-extra', 'x'), 10, credentials))).toBe('AccessDenied');
    expect(
      failure(() => enforcePostPolicy(changed('x-amz-signature', '0'.repeat(64)), 10, credentials)),
    ).toBe('SignatureDoesNotMatch');
    expect(
      failure(() =>
        enforcePostPolicy(signedForm(conditions, new Date(Date.now() - 1000).toISOString()), 10, credentials),
      ),
    ).toBe('AccessDenied');
    expect(
      failure(() =>
        enforcePostPolicy(signedForm(conditions), 10, { accessKeyId: 'local', secretAccessKey: 'other' }),
      ),
    ).toBe('SignatureDoesNotMatch');
  });
});
