import { createHmac, timingSafeEqual } from 'node:crypto';

/** Calendly's own advice: a delivery signed more than three minutes ago may be a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 180;

/** v1 of Calendly-Webhook-Signature: hex HMAC-SHA256 of "<t>.<raw body>" with the signing key. */
export function calendlySignature(signingKey: string, timestamp: number, rawBody: Buffer | string): string {
  return createHmac('sha256', signingKey).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The header as Calendly sends it: `t=<unix seconds>,v1=<hex>`. */
export function calendlySignatureHeader(
  signingKey: string,
  timestamp: number,
  rawBody: Buffer | string,
): string {
  return `t=${timestamp},v1=${calendlySignature(signingKey, timestamp, rawBody)}`;
}

export type SignatureCheck =
  | { readonly valid: true; readonly timestamp: number; readonly signature: string }
  | { readonly valid: false; readonly reason: 'missing' | 'malformed' | 'forged' | 'stale' };

function parts(header: string): { timestamp: number; signature: string } | undefined {
  const fields = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = fields.get('t') ?? '';
  const v1 = fields.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/i.test(v1)) return undefined;
  return { timestamp: Number(t), signature: v1.toLowerCase() };
}

/**
 * Checks the signature over the raw bytes before anything is parsed. The comparison takes constant
 * time, so timing tells a forger nothing; a signature that is right but older (or further in the
 * future) than the tolerance is refused, since anyone who saw the delivery could send it again.
 */
export function checkCalendlySignature(
  signingKey: string,
  rawBody: Buffer | string,
  header: string | undefined,
  nowMs: number,
  toleranceSeconds: number = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!header) return { valid: false, reason: 'missing' };
  const signed = parts(header);
  if (!signed) return { valid: false, reason: 'malformed' };
  const expected = Buffer.from(calendlySignature(signingKey, signed.timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signed.signature, 'hex')))
    return { valid: false, reason: 'forged' };
  if (Math.abs(nowMs / 1000 - signed.timestamp) > toleranceSeconds) return { valid: false, reason: 'stale' };
  return { valid: true, ...signed };
}
