import { randomUUID } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import { endpoints, region, requiredEnv } from './env.ts';

/**
 * The private upload bucket (UPLOAD_BUCKET). Browsers upload straight to it with a presigned POST
 * whose policy fixes the key, the content type and the size range, so no file passes through a
 * Lambda. Locally S3_ENDPOINT points at the stand-in bucket, which enforces the same policy.
 */
type S3 = typeof import('@aws-sdk/client-s3');
let s3Client: Promise<{ sdk: S3; client: S3Client }> | undefined;
/*
 * The S3 SDK is loaded on the first upload, check or download link, not at module load (issue #31):
 * the handlers that carry this module answer most requests without touching the bucket.
 */
function s3(): Promise<{ sdk: S3; client: S3Client }> {
  s3Client ??= import('@aws-sdk/client-s3').then((sdk) => {
    const endpoint = endpoints.s3();
    return {
      sdk,
      client: new sdk.S3Client({
        region: region(),
        maxAttempts: 3,
        ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
      }),
    };
  });
  return s3Client;
}

export interface PresignUpload {
  /** Folder of the object; a random name is added under it. */
  readonly prefix: string;
  readonly contentType: string;
  readonly maxBytes: number;
  readonly expiresSeconds: number;
}

export interface PresignedUpload {
  readonly url: string;
  readonly fields: Record<string, string>;
  readonly key: string;
  readonly expiresAt: string;
}

export async function presignUpload(upload: PresignUpload): Promise<PresignedUpload> {
  const key = `${upload.prefix.replace(/\/+$/, '')}/${randomUUID()}`;
  const [{ client }, { createPresignedPost }] = await Promise.all([
    s3(),
    import('@aws-sdk/s3-presigned-post'),
  ]);
  const { url, fields } = await createPresignedPost(client, {
    Bucket: requiredEnv('UPLOAD_BUCKET'),
    Key: key,
    Conditions: [
      ['content-length-range', 1, upload.maxBytes],
      ['eq', '$Content-Type', upload.contentType],
    ],
    Fields: { 'Content-Type': upload.contentType },
    Expires: upload.expiresSeconds,
  });
  return { url, fields, key, expiresAt: new Date(Date.now() + upload.expiresSeconds * 1000).toISOString() };
}

export interface StoredUpload {
  readonly size: number;
  readonly contentType: string | undefined;
}

/** What the bucket holds under `key`; undefined when nothing was uploaded there. */
export async function findUpload(key: string): Promise<StoredUpload | undefined> {
  const { sdk, client } = await s3();
  try {
    const head = await client.send(
      new sdk.HeadObjectCommand({ Bucket: requiredEnv('UPLOAD_BUCKET'), Key: key }),
    );
    return { size: head.ContentLength ?? 0, contentType: head.ContentType };
  } catch (error: unknown) {
    if (error instanceof sdk.NotFound) return undefined;
    if (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined;
    throw error;
  }
}

/** RFC 3986 encoding, as SigV4 canonicalises the query: encodeURIComponent leaves !'()* alone. */
const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A presigned GET of the object under `key`, valid for `expiresSeconds` (SigV4 query signature, the
 * way @aws-sdk/s3-request-presigner signs, with the client's own credentials and hash). On AWS the
 * bucket's virtual-hosted URL; locally the stand-in's path-style URL under S3_ENDPOINT. The signer
 * also needs kms:Decrypt, since the bucket encrypts with the sensitive-data key.
 */
export async function presignDownload(key: string, expiresSeconds: number): Promise<string> {
  const [{ client }, { SignatureV4 }] = await Promise.all([s3(), import('@smithy/signature-v4')]);
  const bucket = requiredEnv('UPLOAD_BUCKET');
  const endpoint = endpoints.s3();
  const base = endpoint
    ? new URL(`${endpoint.replace(/\/+$/, '')}/${bucket}/`)
    : new URL(`https://${bucket}.s3.${region()}.amazonaws.com/`);
  const path = `${base.pathname}${key.split('/').map(rfc3986).join('/')}`;
  const signer = new SignatureV4({
    credentials: client.config.credentials,
    region: region(),
    service: 's3',
    sha256: client.config.sha256,
    // S3 signs the path as sent, without the second encoding other services expect.
    uriEscapePath: false,
  });
  const signed = await signer.presign(
    {
      method: 'GET',
      protocol: base.protocol,
      hostname: base.hostname,
      ...(base.port ? { port: Number(base.port) } : {}),
      path,
      query: {},
      // As the S3 presigner does: the payload is not signed (it ends up as X-Amz-Content-Sha256 in the query).
      headers: { host: base.host, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
    },
    { expiresIn: expiresSeconds },
  );
  const query = Object.entries(signed.query ?? {})
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((one) => [name, one]))
    .filter((pair): pair is [string, string] => typeof pair[1] === 'string')
    .map(([name, value]) => `${rfc3986(name)}=${rfc3986(value)}`)
    .join('&');
  return `${base.origin}${path}?${query}`;
}
