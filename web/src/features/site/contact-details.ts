import { BUSINESS_HOURS } from '../../../../functions/domain/constants.ts';
import { brand } from '../../components/layout/brand.ts';

/**
 * How people reach the team. The phone line and office are placeholders until the business
 * confirms them, like the social handles in brand.ts; change them here only.
 */
export const contactDetails = {
  email: brand.contactEmail,
  phoneDisplay: '+234 201 330 4500',
  phoneHref: 'tel:+2342013304500',
  office: 'Lekki Phase 1, Lagos, Nigeria',
  hours: BUSINESS_HOURS,
} as const;

/** 'Mon-Fri 9:00-18:00 WAT' or 'Sun closed', as the contact page and Q phrase the hours. */
export function formatBusinessHours(entry: (typeof BUSINESS_HOURS)[number]): string {
  return entry.hours === null ? `${entry.days} closed` : `${entry.days} ${entry.hours}`;
}
