import { BUSINESS_HOURS } from './business-hours.ts';

/**
 * How people reach the team, said once for the site's contact page, its structured data, the
 * footer and Q. The phone line and office are placeholders until the business confirms them; change
 * them here only. No WhatsApp number is published: Q says so rather than invent one.
 */
export const CONTACT_DETAILS = {
  email: 'hello@quarter.ng',
  phoneDisplay: '+234 201 330 4500',
  phoneHref: 'tel:+2342013304500',
  office: 'Lekki Phase 1, Lagos, Nigeria',
  hours: BUSINESS_HOURS,
} as const;
