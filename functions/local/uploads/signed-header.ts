import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { PostPolicyError, type PostCredentials } from './s3-errors.ts';
import { canonicalQuery, checkSignature, credentialScope, stringToSign } from './sigv4.ts';

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;
const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');

/**
 * S3's check of a header-signed request (the product's own HEAD/GET of an ID document): the
 * Authorization header must carry a SigV4 signature over the method, path, query and the headers it
 * names, made with the bucket's credentials. A bare `Credential=anyone` is refused as S3 refuses it.
 */
export function enforceSignedHeaders(req: IncomingMessage, url: URL, credentials: PostCredentials): void {
  const match = AUTHORIZATION.exec(String(req.headers.authorization ?? '').trim());
  if (!match)
    throw new PostPolicyError(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed');
  const [, credential = '', signedHeaderList = '', signature = ''] = match;
  const scope = credentialScope(credential, credentials, 'AuthorizationHeaderMalformed');
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(scope.date))
    throw new PostPolicyError(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed');
  const signedHeaders = signedHeaderList.split(';');
  if (!signedHeaders.includes('host'))
    throw new PostPolicyError(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed');

  const headerLines = signedHeaders.map((name) => {
    const value = req.headers[name];
    const text = Array.isArray(value) ? value.join(',') : (value ?? '');
    return `${name}:${text.trim().replace(/\s+/g, ' ')}`;
  });
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? EMPTY_SHA256);
  const canonical = [
    req.method ?? 'GET',
    url.pathname,
    canonicalQuery(url.searchParams),
    ...headerLines,
    '',
    signedHeaderList,
    payloadHash,
  ].join('\n');
  checkSignature(stringToSign(amzDate, scope, canonical), signature, scope, credentials);
}
