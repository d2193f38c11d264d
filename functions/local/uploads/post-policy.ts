/**
 * S3's browser-POST rules, as the stand-in bucket enforces them: a SigV4 signature over the base64
 * policy, an unexpired policy, every condition met, and every form field covered by a condition.
 * The failures carry S3's error codes.
 */
import { PostPolicyError, type PostCredentials } from './s3-errors.ts';
import { checkSignature, credentialScope } from './sigv4.ts';

const denied = (message: string) => new PostPolicyError(403, 'AccessDenied', message);
const invalid = (message: string) => denied(`Invalid according to Policy: ${message}`);

/** The signature is over the base64 policy itself. */
function checkPolicySignature(fields: Map<string, string>, credentials: PostCredentials): void {
  const policy = fields.get('policy');
  const credential = fields.get('x-amz-credential');
  const signature = fields.get('x-amz-signature');
  if (!policy || !credential || !signature || fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256')
    throw new PostPolicyError(
      400,
      'InvalidArgument',
      'Bucket POST must contain a policy and a SigV4 signature',
    );
  const scope = credentialScope(credential, credentials, 'InvalidArgument');
  checkSignature(policy, signature, scope, credentials);
}

type Condition = Record<string, unknown> | unknown[];

interface Policy {
  readonly expiration: string;
  readonly conditions: readonly Condition[];
}

function decodePolicy(encoded: string): Policy {
  try {
    const policy = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Partial<Policy>;
    if (typeof policy.expiration === 'string' && Array.isArray(policy.conditions)) return policy as Policy;
  } catch {
    // reported below
  }
  throw new PostPolicyError(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
}

const fieldName = (name: unknown) => String(name).replace(/^\$/, '').toLowerCase();

/**
 * Checks the policy against the form fields (names lower-cased, as S3 compares them) and the file
 * size; answers the policy's size limits for the caller's information.
 */
export function enforcePostPolicy(
  fields: Map<string, string>,
  fileSize: number,
  credentials: PostCredentials,
  now: Date = new Date(),
): void {
  checkPolicySignature(fields, credentials);
  const policy = decodePolicy(fields.get('policy') ?? '');
  if (!(Date.parse(policy.expiration) > now.getTime())) throw invalid('Policy expired.');

  const covered = new Set(['policy', 'x-amz-signature', 'file']);
  for (const condition of policy.conditions) {
    if (Array.isArray(condition)) {
      const [operator, first, second] = condition;
      if (operator === 'content-length-range') {
        const [min, max] = [Number(first), Number(second)];
        if (fileSize > max)
          throw new PostPolicyError(
            400,
            'EntityTooLarge',
            'Your proposed upload exceeds the maximum allowed size',
          );
        if (fileSize < min)
          throw new PostPolicyError(
            400,
            'EntityTooSmall',
            'Your proposed upload is smaller than the minimum allowed size',
          );
        continue;
      }
      const name = fieldName(first);
      covered.add(name);
      const value = fields.get(name) ?? '';
      if (operator === 'eq' && value !== String(second))
        throw invalid(`Policy Condition failed: ["eq", "$${name}", "${String(second)}"]`);
      if (operator === 'starts-with' && !value.startsWith(String(second)))
        throw invalid(`Policy Condition failed: ["starts-with", "$${name}", "${String(second)}"]`);
      if (operator !== 'eq' && operator !== 'starts-with')
        throw invalid(`Unknown condition ${String(operator)}`);
      continue;
    }
    for (const [rawName, expected] of Object.entries(condition)) {
      const name = fieldName(rawName);
      covered.add(name);
      if ((fields.get(name) ?? '') !== String(expected))
        throw invalid(`Policy Condition failed: ["eq", "$${name}", "${String(expected)}"]`);
    }
  }
  for (const name of fields.keys()) {
    if (!covered.has(name) && !name.startsWith('x-ignore-')) throw invalid(`Extra input fields: ${name}`);
  }
}
