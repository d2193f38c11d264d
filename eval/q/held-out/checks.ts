import type { Check } from '../blind/types.ts';

/*
 * Checks of the held-out set beyond the shared ones in ../blind/checks.ts, written from issue #27 and the
 * public site only (home FAQ, /pricing, the service pages, /contact, /refer).
 */

/** The reply asks the founder something back (a discovery question). */
export const ASKS_BACK: readonly Check[] = [/\?/];

/** Post-payment steps, which an opener has not asked about. */
export const POST_PAYMENT_STEPS: readonly Check[] = [
  /review(ed)? (your application )?within 24/i,
  /development starts/i,
  /after (you )?pay(ment)?,/i,
];

/** Branding under the founder's own name (home FAQ). */
export const OWN_BRAND: readonly Check[] = [
  /your (own )?(brand|name|logo|domain)/i,
  /white-?label/i,
  /under your (own )?name/i,
  /your own (play store|app store)/i,
];

/** The CBN licence answer the home FAQ publishes: documentation, or a licensed partner bank meanwhile. */
export const LICENCE_ANSWER: readonly Check[] = [
  /partner bank/i,
  /licensed (partner|bank)/i,
  /documentation/i,
  /\bdocuments?\b/i,
  /compliance pack/i,
];

/** Payment methods the site names for paying the setup fee or for a platform's customers. */
export const CARD_OR_TRANSFER: readonly Check[] = [/\bcard/i, /bank transfer/i, /\btransfer\b/i, /paystack/i];

/** Encryption and the NDPA, as the home FAQ describes data protection. */
export const DATA_AS_PUBLISHED: readonly Check[] = [/encrypt/i, /Data Protection Act/i, /\bNDPA\b/];

/** A guarantee nobody can give: a licence, customers or revenue. */
export const GUARANTEE: readonly Check[] = [
  /\bwe (can )?guarantee\b(?![^.?!]{0,20}\bnot\b)/i,
  /\bguaranteed (approval|licen[cs]e|customers|revenue|profit|success)/i,
  /\byou will (definitely|surely|certainly) (get|be approved|make)/i,
];

/** Free trial, money-back or discount offers the site never makes (the terms refund only a declined application). */
export const INVENTED_OFFERS: readonly Check[] = [
  /\b(free|\d+-day) trial (is|are)? ?(available|included)/i,
  /\byou (can|get) (a )?free trial/i,
  /\bmoney-?back guarantee/i,
  /\b\d{1,2}\s?% (discount|off)\b/i,
];

/** A physical office or walk-in visit the site does not publish. */
export const WALK_IN_OFFICE: readonly Check[] = [
  /\b(visit|come to|walk into|walk in to) (our|the) office/i,
  /\bour (ibadan|lagos|abuja|kano|port harcourt) office/i,
  /\bwe have an office in\b/i,
];

/** Ride-hailing words, to see the answer is about that platform. */
export const RIDE_WORDS: readonly Check[] = [/\bride/i, /\bdriver/i, /\btaxi/i, /\btrip/i, /\bbooking/i];
export const RESTAURANT_WORDS: readonly Check[] = [
  /\border/i,
  /\bmenu/i,
  /\bdelivery/i,
  /\brestaurant/i,
  /\bkitchen/i,
];
export const SHOP_WORDS: readonly Check[] = [
  /\bstore\b/i,
  /\bshop/i,
  /e-?commerce/i,
  /\bmarketplace/i,
  /\bproducts?\b/i,
  /online/i,
];
export const BANKING_WORDS: readonly Check[] = [
  /\bbank/i,
  /\bwallet/i,
  /\baccounts?\b/i,
  /\btransfers?\b/i,
  /fintech/i,
];
export const PROPERTY_WORDS: readonly Check[] = [
  /real estate/i,
  /propert/i,
  /\blisting/i,
  /shortlet/i,
  /\brent/i,
  /apartment/i,
];
export const CRYPTO_WORDS: readonly Check[] = [/crypto/i, /\bexchange\b/i, /digital asset/i, /\bSEC\b/];
export const CTO_WORDS: readonly Check[] = [/CTO/i, /tech team/i, /technical/i, /engineer/i];

/**
 * A naira figure given as the price of `platform` (a regex alternation). Quoting the Banking Platform's
 * published figure beside "the others are quoted" is what the home FAQ itself does, so it is allowed.
 */
export const priceGivenFor = (platform: string): Check =>
  new RegExp(`(${platform})[^.?!]{0,40}(₦|NGN)\\s?\\d`, 'i');
