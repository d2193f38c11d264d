import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { PostPolicyError, type PostCredentials } from './s3-errors.ts';

/**
 * The SigV4 steps S3's browser POST and presigned GET share: the credential scope, the signing key
 * and the signature comparison. Failures carry S3's codes; `malformed` is the code each caller's
 * S3 answers a bad X-Amz-Credential with.
 */
/** SigV4's URI encoding of a query name or value: RFC 3986 unreserved characters only. */
export const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

export interface CredentialScope {
  readonly date: string;
  readonly region: string;
}

/** X-Amz-Credential is `<access key>/<yyyymmdd>/<region>/s3/aws4_request`. */
export function credentialScope(
  credential: string,
  credentials: PostCredentials,
  malformed: string,
): CredentialScope {
  const [accessKeyId, date, region, service, terminator] = credential.split('/');
  if (accessKeyId !== credentials.accessKeyId)
    throw new PostPolicyError(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    );
  if (!date || !region || service !== 's3' || terminator !== 'aws4_request')
    throw new PostPolicyError(400, malformed, 'X-Amz-Credential is malformed');
  return { date, region };
}

/** The canonical query string: names and values RFC 3986-encoded, sorted by name then value. */
export function canonicalQuery(params: URLSearchParams, leaveOut?: string): string {
  return [...params.entries()]
    .filter(([name]) => name !== leaveOut)
    .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** What SigV4 signs: the algorithm, the request time, the scope and the canonical request's hash. */
export function stringToSign(amzDate: string, scope: CredentialScope, canonicalRequest: string): string {
  return [
    'AWS4-HMAC-SHA256',
    amzDate,
    `${scope.date}/${scope.region}/s3/aws4_request`,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
}

/** Refuses `signature` unless it is the SigV4 signature of `stringToSign` in `scope`. */
export function checkSignature(
  stringToSign: string,
  signature: string,
  scope: CredentialScope,
  credentials: PostCredentials,
): void {
  let key = hmac(`AWS4${credentials.secretAccessKey}`, scope.date);
  for (const part of [scope.region, 's3', 'aws4_request']) key = hmac(key, part);
  const expected = Buffer.from(hmac(key, stringToSign).toString('hex'));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new PostPolicyError(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
}
