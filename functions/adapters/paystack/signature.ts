import { createHmac, timingSafeEqual } from 'node:crypto';

/** x-paystack-signature: HMAC-SHA512 of the raw request body with the secret key, in hex. */
export function paystackSignature(secretKey: string, rawBody: Buffer | string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/**
 * Compares in constant time, so the time taken tells an attacker nothing about how much of a
 * forged signature was right. Anything that is not 128 hex characters is refused outright.
 */
export function isPaystackSignatureValid(
  secretKey: string,
  rawBody: Buffer | string,
  signature: string | undefined,
): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(paystackSignature(secretKey, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
