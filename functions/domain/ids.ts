/**
 * Identifiers and tokens from the platform CSPRNG (globalThis.crypto exists in Node 20 and in every
 * browser), never Math.random: dashboard tokens are the only credential of a referral dashboard.
 */
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LOWER_ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * `length` characters drawn uniformly from `alphabet`. Bytes at or above the largest multiple of
 * the alphabet size are thrown away (rejection sampling), so no character is more likely than another.
 */
export function randomString(length: number, alphabet: string = ALPHANUMERIC): string {
  if (alphabet.length < 2 || alphabet.length > 256)
    throw new RangeError('alphabet must have 2-256 characters');
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  // getRandomValues fills at most 65,536 bytes per call; small batches are plenty for ids.
  const bytes = new Uint8Array(Math.min(256, Math.max(16, length * 2)));
  while (out.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= limit) continue;
      out += alphabet[byte % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}

export const REFERRAL_LINK_ID_PATTERN = /^ref_[A-Za-z0-9]{9}$/;
export const DASHBOARD_TOKEN_PATTERN = /^dash_[A-Za-z0-9]{16}$/;
export const RESUME_TOKEN_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const LAUNCH_SESSION_ID_PATTERN = /^launch-\d{13,}-[a-z0-9]{9}$/;
export const CHAT_SESSION_ID_PATTERN = /^chat-\d{13,}-[a-z0-9]{9}$/;
/**
 * What a link Q sends outside the site (its WhatsApp /launch link, issue #30) carries to join that
 * conversation to the launch it starts: 'qlink_' + 20 alphanumerics, about 119 bits, so it cannot be
 * guessed the way a WhatsApp session id (the founder's number) can.
 */
export const Q_CHAT_LINK_PATTERN = /^qlink_[A-Za-z0-9]{20}$/;
/** Any session id the server accepts from a browser: the formats above, 'launch_{resume token}', or legacy ids. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** 'ref_' + 9 alphanumerics. */
export const newReferralLinkId = (): string => `ref_${randomString(9)}`;

/** 'dash_' + 16 alphanumerics: about 95 bits, enough for a bearer credential in a link. */
export const newDashboardToken = (): string => `dash_${randomString(16)}`;

/** A version 4 UUID built from getRandomValues (crypto.randomUUID needs a secure context in browsers). */
export function newResumeToken(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A fresh Q chat link token ('qlink_' + 20 alphanumerics). */
export const newQChatLink = (): string => `qlink_${randomString(20)}`;

/** 'launch-{timestamp}-{random}', the launch chat's session id. */
export const newLaunchSessionId = (now: number = Date.now()): string =>
  `launch-${now}-${randomString(9, LOWER_ALPHANUMERIC)}`;

/** The chat widget's session id: the time plus random characters. */
export const newChatSessionId = (now: number = Date.now()): string =>
  `chat-${now}-${randomString(9, LOWER_ALPHANUMERIC)}`;

/** x-session-id the launch chat sends to the chat call: 'launch_' + its resume token. */
export const launchChatSessionHeader = (resumeToken: string): string => `launch_${resumeToken}`;

export const isReferralLinkId = (value: unknown): value is string =>
  typeof value === 'string' && REFERRAL_LINK_ID_PATTERN.test(value);
export const isDashboardToken = (value: unknown): value is string =>
  typeof value === 'string' && DASHBOARD_TOKEN_PATTERN.test(value);
export const isResumeToken = (value: unknown): value is string =>
  typeof value === 'string' && RESUME_TOKEN_PATTERN.test(value);
export const isLaunchSessionId = (value: unknown): value is string =>
  typeof value === 'string' && LAUNCH_SESSION_ID_PATTERN.test(value);
export const isQChatLink = (value: unknown): value is string =>
  typeof value === 'string' && Q_CHAT_LINK_PATTERN.test(value);
export const isChatSessionId = (value: unknown): value is string =>
  typeof value === 'string' && CHAT_SESSION_ID_PATTERN.test(value);
