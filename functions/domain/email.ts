/**
 * The referral-login rule: no spaces, exactly one at sign, and a dot inside the domain. Written so
 * a refusal reads the text once: as `^[^\s@]+@[^\s@]+\.[^\s@]+$` it tried every dot of a long domain
 * against the rest of the text, and a 64 KB body such as "a@b.b.b…b.@.b" took 1.5 s of CPU to
 * refuse on an unauthenticated route (the lookahead is checked once, from the at sign).
 */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@(?=[^\s@]+\.[^\s@])[^\s@]+$/;
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
/** RFC 5321 limit of a forward path. */
export const EMAIL_MAX_CHARS = 254;

export function isSimpleEmail(text: string): boolean {
  return SIMPLE_EMAIL_PATTERN.test(text);
}

/** One spelling per address, so uniqueness and look-ups by email agree. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * An address as typed inside free text: word characters, an at sign, a domain with a dot. The
 * lookbehind starts a try only where a word starts; it finds the same addresses as without it
 * (the first match always starts there), but a long word with no address in it is read once,
 * not once per character: without it a 4,000-character word took 10 ms per search, and the chat
 * searches every message of a conversation on every save and every turn of Q.
 */
export const EMAIL_IN_TEXT =
  /(?<![^\s@<>()[\],;:"'])[^\s@<>()[\],;:"']+@[^\s@<>()[\],;:"']+\.[^\s@<>()[\],;:"'.]+/;

/** The first address inside free text (the launch chat saves it when the idea contains an at sign). */
export function extractEmail(text: string): string | null {
  const found = EMAIL_IN_TEXT.exec(text);
  return found ? normalizeEmail(found[0]) : null;
}
