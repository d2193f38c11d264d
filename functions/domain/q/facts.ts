import {
  APPLICATION_REVIEW_HOURS,
  CUSTOM_BUILD_TIME_LABEL,
  COST_SAVING_PERCENT,
  DEVELOPMENT_START_DAYS,
  LAUNCH_TIME_LABEL,
  SETUP_CALL_MINUTES,
  SPEED_MULTIPLIER,
} from '../launch-promises.ts';
import {
  BANKING_PLATFORM_SETUP_FEE_NGN,
  PREMIUM_SUPPORT_MONTHLY_NGN,
  SETUP_FEE_PRICE_LABEL,
} from '../plans-and-prices.ts';
import { REFERRAL_COMMISSION_LABEL, REFERRAL_PAYOUT_DAYS_AFTER_GO_LIVE } from '../referral-rules.ts';
import { formatNaira } from '../money.ts';
import { BASIC_SUPPORT, PREMIUM_SUPPORT } from '../plans.ts';

/**
 * Everything Q may state as fact, phrased once from the business constants. Both the built-in
 * guide and the model's system prompt read these, so a price or a timeline cannot drift between
 * what the site shows, what the guide says and what the model is told.
 */
export const SETUP_FEE = `${SETUP_FEE_PRICE_LABEL} ${formatNaira(BANKING_PLATFORM_SETUP_FEE_NGN)}`;
export const SETUP_FEE_AMOUNT = formatNaira(BANKING_PLATFORM_SETUP_FEE_NGN);
export const PREMIUM_SUPPORT_PRICE = `${formatNaira(PREMIUM_SUPPORT_MONTHLY_NGN)}/month`;
export const LAUNCH_TIME = LAUNCH_TIME_LABEL;
export const CUSTOM_BUILD_TIME = CUSTOM_BUILD_TIME_LABEL;
export const COST_SAVING = `up to ${COST_SAVING_PERCENT}% cheaper`;
export const SPEED = `${SPEED_MULTIPLIER}x faster`;
export const REVIEW_TIME = `${APPLICATION_REVIEW_HOURS} hours`;
export const DEVELOPMENT_START = `${DEVELOPMENT_START_DAYS.min}-${DEVELOPMENT_START_DAYS.max} days`;
export const SETUP_CALL = `free ${SETUP_CALL_MINUTES}-minute setup call`;
export const REFERRAL_COMMISSION = `${REFERRAL_COMMISSION_LABEL} of the setup fee`;
export const REFERRAL_PAYOUT = `within ${REFERRAL_PAYOUT_DAYS_AFTER_GO_LIVE} days of go-live`;

export const BASIC_SUPPORT_SUMMARY = `**${BASIC_SUPPORT.name}** is free: ${inlineList(BASIC_SUPPORT.features)}`;
export const PREMIUM_SUPPORT_SUMMARY = `**${PREMIUM_SUPPORT.name}** is ${PREMIUM_SUPPORT_PRICE}: ${inlineList(PREMIUM_SUPPORT.features)}`;

/** The ready-made platforms the site sells (spec section 1 of the site). */
export const OFFERS: readonly { readonly name: string; readonly summary: string }[] = [
  {
    name: 'FinTech',
    summary: 'digital banking (wallets, savings, transfers, bill payments) and crypto exchange platforms',
  },
  { name: 'eCommerce', summary: 'online stores and multi-vendor marketplaces' },
  { name: 'Restaurant', summary: 'online ordering and food delivery' },
  { name: 'Taxi & ride-hailing', summary: 'rider app, driver app and dispatch dashboard' },
  { name: 'Real estate', summary: 'property listings, rentals and tenant management' },
  { name: 'CTO-as-a-Service', summary: 'a senior tech team to plan, build and run a custom product' },
];

/** The claims the site makes (spec section 1), in the words the guide repeats. */
export const CLAIMS = [
  `Go live in ${LAUNCH_TIME} instead of the ${CUSTOM_BUILD_TIME} a custom build takes`,
  `${SPEED} and ${COST_SAVING} than building from scratch`,
  'Nigeria-ready: payments, BVN/KYC, logistics and compliance',
  'No revenue sharing: you keep all your markup and transaction revenue',
  'Your brand, your domain, your customers (white-label)',
] as const;

/** Where every conversation is steered: the guided launch chat. */
export const LAUNCH_PATH = '/launch';
export const REFER_PATH = '/refer';

/** Feature labels inside a sentence: 'Documentation' becomes 'documentation', 'SLA guarantees' stays. */
function inlineList(items: readonly string[]): string {
  const inline = items.map((item) =>
    /^[A-Z][a-z]/.test(item) ? item.charAt(0).toLowerCase() + item.slice(1) : item,
  );
  return `${inline.slice(0, -1).join(', ')} and ${inline[inline.length - 1] ?? ''}`;
}
