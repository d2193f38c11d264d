import { homeHead } from './head/home.ts';
import { aboutHead } from './head/about.ts';
import { contactHead } from './head/contact.ts';
import { pricingHead } from './head/pricing.ts';
import { privacyHead } from './head/privacy.ts';
import { termsHead } from './head/terms.ts';
import { bankingPlatformHead } from './head/banking-platform.ts';
import { cryptoExchangeHead } from './head/crypto-exchange.ts';
import { completeFintechHead } from './head/complete-fintech.ts';
import type { SitePageMeta } from '../../components/seo/site-page-meta.ts';

export type { SitePageMeta };

/**
 * The site's own public pages (all pre-rendered, see shell/prerendered-pages.ts), for the tests.
 * Pages import their own head/<page>.ts, never this module, so no page carries the others' text.
 */
export const siteMeta = {
  home: homeHead,
  about: aboutHead,
  contact: contactHead,
  pricing: pricingHead,
  privacy: privacyHead,
  terms: termsHead,
  bankingPlatform: bankingPlatformHead,
  cryptoExchange: cryptoExchangeHead,
  completeFintech: completeFintechHead,
} as const satisfies Record<string, SitePageMeta>;

export type SitePageId = keyof typeof siteMeta;
