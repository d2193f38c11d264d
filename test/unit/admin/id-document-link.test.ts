import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presignDownload } from '../../../functions/adapters/uploads.ts';
import { enforcePresignedGet } from '../../../functions/local/uploads/presigned-get.ts';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const key = 'id-documents/0b3e9a52-6d1f-4a8e-b7c4-5e2d1f0a9c8b/7a1f0c2e-1111-4222-8333-944445555666';
const saved = { ...process.env };

beforeAll(() => {
  Object.assign(process.env, {
    S3_ENDPOINT: 'http://127.0.0.1:4321/_local/s3',
    UPLOAD_BUCKET: 'quarter-local-uploads',
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  });
});
afterAll(() => {
  process.env = { ...saved };
});

describe('the ID document link staff open', () => {
  it('is a path-style SigV4 GET of the key that the stand-in bucket accepts until it expires', async () => {
    // Act
    const url = new URL(await presignDownload(key, 300));

    // Assess
    expect(`${url.origin}${url.pathname}`).toBe(
      `http://127.0.0.1:4321/_local/s3/quarter-local-uploads/${key}`,
    );
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(() => enforcePresignedGet('GET', url, url.host, credentials)).not.toThrow();
    const later = new Date(Date.now() + 301_000);
    expect(() => enforcePresignedGet('GET', url, url.host, credentials, later)).toThrow(
      'Request has expired',
    );
  });

  it('opens nothing else: another key, another method, another host or another secret is refused', async () => {
    const url = new URL(await presignDownload(key, 300));
    const otherKey = new URL(url);
    otherKey.pathname = url.pathname.replace(/[^/]+$/, 'someone-else');

    for (const attempt of [
      () => enforcePresignedGet('GET', otherKey, url.host, credentials),
      () => enforcePresignedGet('DELETE', url, url.host, credentials),
      () => enforcePresignedGet('GET', url, 'evil.example', credentials),
      () => enforcePresignedGet('GET', url, url.host, { ...credentials, secretAccessKey: 'other' }),
    ])
      expect(attempt).toThrow('signature we calculated does not match');
  });
});
