import { isSimpleEmail } from '@domain/email.ts';
import { LOGIN_MESSAGES } from './referral-messages.ts';

export type LoginEmailCheck =
  { readonly ok: true; readonly email: string } | { readonly ok: false; readonly message: string };

/** The address to send the magic link to, trimmed, or the spec's message when it does not look like one. */
export function checkLoginEmail(text: string): LoginEmailCheck {
  const email = text.trim();
  return isSimpleEmail(email) ? { ok: true, email } : { ok: false, message: LOGIN_MESSAGES.invalidEmail };
}
