import { REFERRAL_ATTRIBUTION_WINDOW_DAYS, REFERRAL_COMMISSION_RATE } from './constants.ts';

/** The referral form's refusals (spec section 8), shown by the /refer page and sent by the API. */
export const NAME_AND_EMAIL_REQUIRED = 'Please provide your name and email';
export const CONSENT_REQUIRED = 'You must agree to be contacted and accept the terms';

const DAY_MS = 24 * 60 * 60 * 1_000;

/** The referral link: the site root with ?ref={applicant id}. */
export function referralLinkFor(siteUrl: string, applicantId: string): string {
  const url = new URL('/', siteUrl);
  url.searchParams.set('ref', applicantId);
  return url.toString();
}

/** Whole naira earned when a referred business goes live: 10% of its setup fee. */
export const commissionFor = (setupFeeNaira: number): number =>
  Math.round(setupFeeNaira * REFERRAL_COMMISSION_RATE);

/** Applicant ids arrive from a ?ref= parameter; anything else is ignored rather than stored. */
export const APPLICANT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** What the browser keeps after a visit with ?ref=, under LOCAL_STORAGE_KEYS.referralAttribution. */
export interface ReferralAttribution {
  readonly referrerId: string;
  /** epoch milliseconds of the visit */
  readonly capturedAt: number;
}

/** A referral counts for launches within 60 days of the visit. */
export function isAttributionFresh(attribution: ReferralAttribution, now: number = Date.now()): boolean {
  const age = now - attribution.capturedAt;
  return age >= 0 && age <= REFERRAL_ATTRIBUTION_WINDOW_DAYS * DAY_MS;
}
