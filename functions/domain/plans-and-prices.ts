/**
 * The plans and what they cost, as the site, the checkout and Q state them (spec section 9).
 */

/**
 * Business constants and limits of both specifications (section 9), written once for the web app
 * and the functions. Durations are in milliseconds unless the name says otherwise.
 */

export const CURRENCY = 'NGN';
export const NAIRA_LOCALE = 'en-NG';

/** One-time setup fee of the Banking Platform plan, shown with the 'Starting from' label. */
export const BANKING_PLATFORM_SETUP_FEE_NGN = 5_000_000;
export const SETUP_FEE_PRICE_LABEL = 'Starting from';

export const PREMIUM_SUPPORT_MONTHLY_NGN = 150_000;
export const BASIC_SUPPORT_MONTHLY_NGN = 0;

export const PREMIUM_SUPPORT_FEATURES = [
  '24/7 priority support',
  'Dedicated account manager',
  'Live chat & phone support',
  'Custom integration support',
  'Weekly strategy calls',
  'Priority feature requests',
  'SLA guarantees',
] as const;

export const BASIC_SUPPORT_FEATURES = [
  'Email support (reply within 48 hours)',
  'Documentation',
  'Community forum',
  'Troubleshooting guides',
] as const;
