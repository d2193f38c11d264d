/**
 * The referral-login e-mail rule (spec section 5): no spaces, exactly one at sign, a dot in the
 * domain. functions/domain/email.ts holds the same pattern beside its zod schema; importing it
 * would pull zod into these public pages, so the pattern is repeated here and a test pins the two
 * together.
 */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Surrounding spaces from a paste are forgiven; spaces inside the address are not. */
export function isSimpleEmail(text: string): boolean {
  return SIMPLE_EMAIL_PATTERN.test(text.trim());
}
