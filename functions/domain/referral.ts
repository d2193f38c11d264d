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

/** The referral link: the site root with ?ref={applicant id}. */
export function referralLinkFor(siteUrl: string, applicantId: string): string {
  const url = new URL('/', siteUrl);
  url.searchParams.set('ref', applicantId);
  return url.toString();
}

/** Whole naira earned when a referred business goes live: 10% of its setup fee. */
export const commissionFor = (setupFeeNaira: number): number =>
  Math.round(setupFeeNaira * REFERRAL_COMMISSION_RATE);
