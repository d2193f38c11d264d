import { BUSINESS_HOURS } from '../../business-hours.ts';
import {
  MINIMUM_USER_AGE,
  PRIVACY_RESPONSE_BUSINESS_DAYS,
  TERMS_CHANGE_NOTICE_DAYS,
  WHATSAPP_RETENTION_MONTHS,
  ANALYTICS_ANONYMISED_AFTER_MONTHS,
} from '../../legal-terms.ts';
import { REFERRAL_ATTRIBUTION_WINDOW_DAYS } from '../../referral-rules.ts';
import { CONTACT_DETAILS } from '../../contact-details.ts';
import { BANKING_PLATFORM_PLAN, isFeatureSeparator } from '../../plans.ts';
import type { Bilingual } from './types.ts';

/**
 * Facts the knowledge base states beyond the ones Q has always used (../facts.ts), each phrased
 * once from functions/domain so an answer and the site cannot disagree.
 */
export const BUSINESS_HOURS_LINE = BUSINESS_HOURS.map(
  (slot) => `${slot.days} ${slot.hours ?? 'closed'}`,
).join(', ');
export const MINIMUM_AGE = `${MINIMUM_USER_AGE} or older`;
export const TERMS_NOTICE = `${TERMS_CHANGE_NOTICE_DAYS} days`;
export const PRIVACY_RESPONSE = `${PRIVACY_RESPONSE_BUSINESS_DAYS.min}-${PRIVACY_RESPONSE_BUSINESS_DAYS.max} business days`;
export const WHATSAPP_RETENTION = `${WHATSAPP_RETENTION_MONTHS} months`;
export const ANALYTICS_ANONYMISED = `${ANALYTICS_ANONYMISED_AFTER_MONTHS} months`;
export const REFERRAL_WINDOW = `${REFERRAL_ATTRIBUTION_WINDOW_DAYS} days`;
export const BANKING_PLAN_NAME = BANKING_PLATFORM_PLAN.name;

/**
 * Q's question about a founder's CBN licence, asked after a licensing answer: one sentence, whose
 * last words say what help is offered (with the licence itself, or with planning for one).
 */
export const askLicence = (help: Bilingual): Bilingual => ({
  en: `Do you already have a CBN licence or a licensed partner, or would you like help ${help.en}?`,
  pcm: `You don get CBN licence or licensed partner, or you want make we help you ${help.pcm}?`,
});

/** The Banking Platform plan's features as one bullet list (the separator is a divider on the card). */
export const BANKING_PLAN_FEATURES = BANKING_PLATFORM_PLAN.features
  .filter((feature) => !isFeatureSeparator(feature))
  .map((feature) => `- ${feature}`)
  .join('\n');

/** The contact facts the site's /contact page shows, as Q states them. */
export const CONTACT_EMAIL = CONTACT_DETAILS.email;
export const CONTACT_PHONE = CONTACT_DETAILS.phoneDisplay;
export const OFFICE = CONTACT_DETAILS.office;
