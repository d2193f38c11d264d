import { REFERRAL_ATTRIBUTION_WINDOW_DAYS } from './referral-rules.ts';

/*
 * Referral attribution, split from referral.ts because the web app captures ?ref= on every public
 * page: importing just this keeps the rest of the referral domain out of the main bundle.
 * Its zod schema lives in contracts/referral-attribution.ts.
 */

const DAY_MS = 24 * 60 * 60 * 1_000;

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
