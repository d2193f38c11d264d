/** The referral-login rule: no spaces, exactly one at sign, and a dot in the domain. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
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

/** The first address inside free text (the launch chat saves it when the idea contains an at sign). */
export function extractEmail(text: string): string | null {
  const found = /[^\s@<>()[\],;:"']+@[^\s@<>()[\],;:"']+\.[^\s@<>()[\],;:"'.]+/.exec(text);
  return found ? normalizeEmail(found[0]) : null;
}
