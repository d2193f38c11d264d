import { EMAIL_MAX_CHARS, isSimpleEmail } from '@domain/email.ts';
import { SESSION_STORAGE_KEYS } from '@domain/storage-keys.ts';

/**
 * The payment link carries the payer's e-mail in its fragment (#email=), which the browser never
 * sends to a server: the checkout shows it filled in, and the launch request's code sign-in starts
 * from it (issue #26). It is only a convenience: the server pays as the record's e-mail whatever the
 * fragment says, and the launch request opens only for whoever proves that address with a code.
 */
export function emailInFragment(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('email')?.trim() ?? '';
  return value.length <= EMAIL_MAX_CHARS && isSimpleEmail(value) ? value : null;
}

export interface LinkCheckout {
  readonly reference: string;
  readonly resumeToken: string;
  readonly email: string | null;
}

/** Kept for the tab's return from Paystack, so the success page can open the launch request. */
export function rememberLinkCheckout(checkout: LinkCheckout): void {
  try {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.linkCheckout, JSON.stringify(checkout));
  } catch {
    // Storage blocked: the receipt e-mail still links to the launch request.
  }
}

/** The link checkout this tab started for `reference`, if any. */
export function linkCheckoutOf(reference: string | null): LinkCheckout | null {
  if (!reference) return null;
  try {
    const stored = JSON.parse(
      sessionStorage.getItem(SESSION_STORAGE_KEYS.linkCheckout) ?? 'null',
    ) as Partial<LinkCheckout> | null;
    if (stored?.reference !== reference || typeof stored.resumeToken !== 'string') return null;
    return {
      reference,
      resumeToken: stored.resumeToken,
      email: typeof stored.email === 'string' ? stored.email : null,
    };
  } catch {
    return null;
  }
}

/** The launch request's link with the payer's e-mail in the fragment, for the code sign-in. */
export const withEmailFragment = (href: string, email: string | null): string =>
  email ? `${href}#email=${encodeURIComponent(email)}` : href;
