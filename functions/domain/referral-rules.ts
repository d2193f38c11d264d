/**
 * The referral programme's rules: the commission, when it is paid, how long a referral link's visit counts.
 */

/** 10% of the setup fee when a referred business goes live. */
export const REFERRAL_COMMISSION_RATE = 0.1;
export const REFERRAL_COMMISSION_LABEL = '10%';
export const REFERRAL_PAYOUT_DAYS_AFTER_GO_LIVE = 30;
/** A visit with ?ref= counts for a launch that finalises within this many days. */
export const REFERRAL_ATTRIBUTION_WINDOW_DAYS = 60;
export const REFERRAL_SOURCE = 'website';
