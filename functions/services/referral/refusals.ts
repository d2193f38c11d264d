import { AppError } from '../../domain/app-error.ts';

/**
 * The referral refusals a caller hears about, with the messages the specification quotes; they
 * reach the browser verbatim.
 */
export const DUPLICATE_EMAIL_MESSAGE =
  'This email has already been registered for our referral program. Please check your email for your dashboard link or contact support.';
export const NO_ACCOUNT_MESSAGE = 'No referral account found with this email address';
export const NO_DASHBOARD_ACCESS_MESSAGE = 'Dashboard access not yet available for your account';
export const MAGIC_LINK_FAILED_MESSAGE = 'Failed to send magic link. Please try again.';
export const DASHBOARD_NOT_FOUND_MESSAGE = 'This dashboard link is not valid. Please request a new link.';

export const duplicateEmail = () => AppError.conflict(DUPLICATE_EMAIL_MESSAGE);
export const noAccount = () => AppError.notFound(NO_ACCOUNT_MESSAGE);
/** The applicant exists but cannot be let in yet: a state conflict, not a missing record. */
export const noDashboardAccess = () => AppError.conflict(NO_DASHBOARD_ACCESS_MESSAGE);
export const magicLinkFailed = () => AppError.providerDown(MAGIC_LINK_FAILED_MESSAGE);
export const dashboardNotFound = () => AppError.notFound(DASHBOARD_NOT_FOUND_MESSAGE);
