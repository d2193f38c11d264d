import { describe, expect, inject, it } from 'vitest';
import { getLaunchRequest } from '../../../functions/adapters/db/launch-requests.ts';
import { fillLaunchRequest } from '../admin/filled-launch-request.ts';

/**
 * Issue #14: the local S3 stand-in must refuse what S3 refuses, or tests could pass against it what
 * AWS would never allow. A header "signature" that names a credential but signs nothing read an ID
 * document; malformed object paths answered 500.
 */
const baseUrl = inject('baseUrl');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const bucketUrl = `${baseUrl}/_local/s3/quarter-local-uploads`;

describe('the local upload stand-in', () => {
  it('refuses a GET whose Authorization header carries no valid signature', async () => {
    // Prepare: a real ID document, uploaded the way a customer uploads it (and HEAD-checked by the product)
    const { token } = await fillLaunchRequest('Upload Check', {
      idDocument: { bytes: PNG, contentType: 'image/png' },
    });
    const key = (await getLaunchRequest(token))?.id_document_key ?? '';
    expect(key).not.toBe('');
    const objectUrl = `${bucketUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;
    const amzDate = new Date().toISOString().replace(/[-:]|\.\d{3}/g, '');
    const scope = `local/${amzDate.slice(0, 8)}/eu-west-1/s3/aws4_request`;

    // Act
    const bare = await fetch(objectUrl, { headers: { authorization: 'AWS4-HMAC-SHA256 Credential=anyone' } });
    const forged = await fetch(objectUrl, {
      headers: {
        authorization: `AWS4-HMAC-SHA256 Credential=${scope}, SignedHeaders=host;x-amz-date, Signature=${'0'.repeat(64)}`,
        'x-amz-date': amzDate,
      },
    });
    const anonymous = await fetch(objectUrl);

    // Assess: refused as S3 refuses, and never the document
    expect(bare.status).toBe(400);
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('SignatureDoesNotMatch');
    expect(anonymous.status).toBe(403);
  });

  it.each([['%'], ['%E0%A4%A'], ['a%ZZ']])(
    'answers 400, not 500, for the malformed path %s',
    async (path) => {
      const response = await fetch(`${bucketUrl}/${path}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('InvalidURI');
    },
  );
});
