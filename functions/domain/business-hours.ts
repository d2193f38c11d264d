/**
 * When the team answers: the contact page and Q say the same hours.
 */

export interface BusinessHours {
  readonly days: string;
  /** null when closed */
  readonly hours: string | null;
}

export const BUSINESS_TIME_ZONE = 'WAT';
export const BUSINESS_HOURS: readonly BusinessHours[] = [
  { days: 'Mon-Fri', hours: '9:00-18:00 WAT' },
  { days: 'Sat', hours: '10:00-16:00 WAT' },
  { days: 'Sun', hours: null },
];
