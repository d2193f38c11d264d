import { REFERRAL_COMMISSION_RATE } from './referral-rules.ts';

export {
  APPLICANT_ID_PATTERN,
  isAttributionFresh,
  type ReferralAttribution,
} from './referral-attribution.ts';

/** What a referral activity goes through: pending until its business goes live, then completed. */
export const REFERRAL_ACTIVITY_STATUSES = ['pending', 'completed'] as const;
export type ReferralActivityStatus = (typeof REFERRAL_ACTIVITY_STATUSES)[number];

/** The referral form's refusals (spec section 8), shown by the /refer page and sent by the API. */
export const NAME_AND_EMAIL_REQUIRED = 'Please provide your name and email';
export const CONSENT_REQUIRED = 'You must agree to be contacted and accept the terms';

/*
 * The referral refusals the spec quotes (section 8), written once: the API sends them
 * (services/referral/refusals.ts) and the pages show the server's message as it came.
 */
export const DUPLICATE_EMAIL_MESSAGE =
  'This email has already been registered for our referral program. Please check your email for your dashboard link or contact support.';
/** Any field the contract refuses ("Policy or security error"): the form names the fields it checks itself. */
export const APPLICATION_NOT_ACCEPTED_MESSAGE =
  'Unable to process application. Please ensure all fields are valid and try again.';
export const NO_ACCOUNT_MESSAGE = 'No referral account found with this email address';
export const NO_DASHBOARD_ACCESS_MESSAGE = 'Dashboard access not yet available for your account';
export const MAGIC_LINK_FAILED_MESSAGE = 'Failed to send magic link. Please try again.';

/** The referral link: the site root with ?ref={applicant id}. */
export function referralLinkFor(siteUrl: string, applicantId: string): string {
  const url = new URL('/', siteUrl);
  url.searchParams.set('ref', applicantId);
  return url.toString();
}

/** Whole naira earned when a referred business goes live: 10% of its setup fee. */
export const commissionFor = (setupFeeNaira: number): number =>
  Math.round(setupFeeNaira * REFERRAL_COMMISSION_RATE);
