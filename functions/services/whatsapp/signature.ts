import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header Meta signs every webhook delivery with. */
export const WHATSAPP_SIGNATURE_HEADER = 'x-hub-signature-256';

/** `sha256=` + the hex HMAC-SHA256 of the raw body with the app secret, as Meta computes it. */
export function whatsappSignature(rawBody: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/**
 * Whether a delivery carries Meta's signature of exactly these bytes. Constant-time over the
 * header's bytes, so a forger learns nothing from how long the refusal took.
 */
export function isWhatsappSignatureValid(
  rawBody: string | Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  if (!header || !appSecret) return false;
  const expected = Buffer.from(whatsappSignature(rawBody, appSecret), 'utf8');
  const given = Buffer.from(header.trim(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The subscription handshake: Meta's GET with hub.mode=subscribe and the verify token we gave it. */
export function handshakeChallenge(
  query: Readonly<Record<string, string | undefined>>,
  verifyToken: string,
): string | null {
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (query['hub.mode'] !== 'subscribe' || !verifyToken || token === undefined) return null;
  const a = Buffer.from(token, 'utf8');
  const b = Buffer.from(verifyToken, 'utf8');
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  return challenge ?? '';
}
