/**
 * The sectors' ids and names without their keyword lists. sectors.ts builds the full sectors from
 * these; pages that only show names (the /refer form) import this module, because the keywords weigh
 * about 2 KB gzipped and tree-shaking cannot drop one field of an object.
 */

/** Stable ids of the 12 launch chat sectors; stored in records and sent by the web app. */
export const LAUNCH_SECTOR_IDS = [
  'fintech',
  'ecommerce',
  'restaurants',
  'edutech',
  'proptech',
  'healthtech',
  'taxi',
  'fashion',
  'agriculture',
  'events',
  'logistics',
  'other',
] as const;

export type LaunchSectorId = (typeof LAUNCH_SECTOR_IDS)[number];
export type ReferralSectorId = Exclude<LaunchSectorId, 'other'>;

export const SECTOR_NAMES: Readonly<Record<LaunchSectorId, string>> = {
  fintech: 'FinTech',
  ecommerce: 'eCommerce',
  restaurants: 'Restaurants',
  edutech: 'EduTech',
  proptech: 'PropTech',
  healthtech: 'HealthTech',
  taxi: 'Taxi Tech',
  fashion: 'Fashion & Lifestyle',
  agriculture: 'Agriculture Tech',
  events: 'Event & Ticketing',
  logistics: 'Transport & Logistics',
  other: 'Other / Not sure',
};

/** The 11 sectors of the referral form, in the launch order: every launch sector but Other. */
export const REFERRAL_SECTOR_IDS: readonly ReferralSectorId[] = LAUNCH_SECTOR_IDS.filter(
  (id): id is ReferralSectorId => id !== 'other',
);
