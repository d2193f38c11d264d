/**
 * The referral outcomes a caller must hear about. Each kind maps to one status code in the
 * handlers; the messages are the ones the specification quotes and reach the browser verbatim.
 */
export const DUPLICATE_EMAIL_MESSAGE =
  'This email has already been registered for our referral program. Please check your email for your dashboard link or contact support.';
export const NO_ACCOUNT_MESSAGE = 'No referral account found with this email address';
export const NO_DASHBOARD_ACCESS_MESSAGE = 'Dashboard access not yet available for your account';
export const MAGIC_LINK_FAILED_MESSAGE = 'Failed to send magic link. Please try again.';
export const DASHBOARD_NOT_FOUND_MESSAGE = 'This dashboard link is not valid. Please request a new link.';

export type ReferralErrorKind =
  | 'validation'
  | 'duplicate_email'
  | 'no_account'
  | 'no_dashboard_access'
  | 'mail_failed'
  | 'dashboard_not_found';

export class ReferralError extends Error {
  constructor(
    readonly kind: ReferralErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'ReferralError';
  }
}
