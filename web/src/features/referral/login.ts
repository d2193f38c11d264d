import { isSimpleEmail } from '@domain/email.ts';
import { LOGIN_MESSAGES } from './referral-messages.ts';

export type LoginEmailCheck =
  { readonly ok: true; readonly email: string } | { readonly ok: false; readonly message: string };

/** The address to send the magic link to, trimmed, or the spec's message when it does not look like one. */
export function checkLoginEmail(text: string): LoginEmailCheck {
  const email = text.trim();
  return isSimpleEmail(email) ? { ok: true, email } : { ok: false, message: LOGIN_MESSAGES.invalidEmail };
}

/**
 * The message for a refused magic-link request (`status` null when no answer came). The server
 * answers 404 for an unknown address, 409 when the account has no dashboard yet and 502 when the
 * e-mail could not be sent; a 400 means the address itself was refused.
 */
export function dashboardLinkFailureMessage(status: number | null): string {
  switch (status) {
    case 400:
      return LOGIN_MESSAGES.invalidEmail;
    case 404:
      return LOGIN_MESSAGES.noAccount;
    case 409:
      return LOGIN_MESSAGES.noDashboardAccess;
    case 502:
      return LOGIN_MESSAGES.sendFailed;
    default:
      return LOGIN_MESSAGES.failed;
  }
}
