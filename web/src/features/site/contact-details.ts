import type { BUSINESS_HOURS } from '@domain/business-hours.ts';
import { CONTACT_DETAILS } from '@domain/contact-details.ts';

/**
 * How people reach the team, as functions/domain/contact-details.ts says it (Q answers from the
 * same facts, so the contact page and the chat cannot disagree).
 */
export const contactDetails = CONTACT_DETAILS;

/** 'Mon-Fri 9:00-18:00 WAT' or 'Sun closed', as the contact page and Q phrase the hours. */
export function formatBusinessHours(entry: (typeof BUSINESS_HOURS)[number]): string {
  return entry.hours === null ? `${entry.days} closed` : `${entry.days} ${entry.hours}`;
}
