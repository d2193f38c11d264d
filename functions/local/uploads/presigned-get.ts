import { PostPolicyError, type PostCredentials } from './s3-errors.ts';
import { canonicalQuery, checkSignature, credentialScope, stringToSign } from './sigv4.ts';

/**
 * S3's check of a presigned GET (SigV4 in the query string), as the stand-in bucket enforces it: the
 * signature over the canonical request (path as sent, sorted query, the host header, unsigned
 * payload), the access key, and X-Amz-Date + X-Amz-Expires not passed. Failures carry S3's codes.
 */

const denied = (message: string) => new PostPolicyError(403, 'AccessDenied', message);

/** True when the URL carries a query signature (and so must pass `enforcePresignedGet`). */
export const isPresignedGet = (url: URL) => url.searchParams.has('X-Amz-Signature');

/** `20260301T100000Z` -> epoch milliseconds. */
function amzDateMs(value: string): number {
  const iso = value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z');
  return iso === value ? Number.NaN : Date.parse(iso);
}

export function enforcePresignedGet(
  method: string,
  url: URL,
  host: string,
  credentials: PostCredentials,
  now: Date = new Date(),
): void {
  const params = url.searchParams;
  const credential = params.get('X-Amz-Credential') ?? '';
  const amzDate = params.get('X-Amz-Date') ?? '';
  const signature = params.get('X-Amz-Signature') ?? '';
  const expires = Number(params.get('X-Amz-Expires'));
  if (params.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || params.get('X-Amz-SignedHeaders') !== 'host')
    throw new PostPolicyError(400, 'AuthorizationQueryParametersError', 'Only host-signed SigV4 URLs');
  const scope = credentialScope(credential, credentials, 'AuthorizationQueryParametersError');
  if (!amzDate.startsWith(scope.date))
    throw new PostPolicyError(400, 'AuthorizationQueryParametersError', 'X-Amz-Credential is malformed');
  const signedAt = amzDateMs(amzDate);
  if (!Number.isFinite(signedAt) || !Number.isInteger(expires) || expires < 1 || expires > 604_800)
    throw new PostPolicyError(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires is malformed');
  if (now.getTime() > signedAt + expires * 1000) throw denied('Request has expired');

  const query = canonicalQuery(params, 'X-Amz-Signature');
  const canonical = [method, url.pathname, query, `host:${host}`, '', 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  checkSignature(stringToSign(amzDate, scope, canonical), signature, scope, credentials);
}
