import { AppError } from '../../domain/app-error.ts';
import {
  DUPLICATE_EMAIL_MESSAGE,
  MAGIC_LINK_FAILED_MESSAGE,
  NO_ACCOUNT_MESSAGE,
  NO_DASHBOARD_ACCESS_MESSAGE,
} from '../../domain/referral.ts';

/**
 * The referral refusals a caller hears about, with the messages the specification quotes
 * (functions/domain/referral.ts); they reach the browser verbatim.
 */
export {
  DUPLICATE_EMAIL_MESSAGE,
  MAGIC_LINK_FAILED_MESSAGE,
  NO_ACCOUNT_MESSAGE,
  NO_DASHBOARD_ACCESS_MESSAGE,
} from '../../domain/referral.ts';
export const DASHBOARD_NOT_FOUND_MESSAGE = 'This dashboard link is not valid. Please request a new link.';

export const duplicateEmail = () => AppError.conflict(DUPLICATE_EMAIL_MESSAGE);
export const noAccount = () => AppError.notFound(NO_ACCOUNT_MESSAGE);
/** The applicant exists but cannot be let in yet: a state conflict, not a missing record. */
export const noDashboardAccess = () => AppError.conflict(NO_DASHBOARD_ACCESS_MESSAGE);
export const magicLinkFailed = () => AppError.providerDown(MAGIC_LINK_FAILED_MESSAGE);
export const dashboardNotFound = () => AppError.notFound(DASHBOARD_NOT_FOUND_MESSAGE);
