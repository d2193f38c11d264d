import type { ReferralSectorId } from '../../../../functions/domain/sectors.ts';

/**
 * The 11 referral sectors (the launch sectors without Other), ids and names only. The domain's
 * REFERRAL_SECTORS carries every sector's keyword list too (~2 KB gzipped) and tree-shaking cannot
 * drop object fields, which the /refer page's first load cannot afford; a test pins this list to it.
 */
export const REFERRAL_SECTOR_OPTIONS = [
  { id: 'fintech', name: 'FinTech' },
  { id: 'ecommerce', name: 'eCommerce' },
  { id: 'restaurants', name: 'Restaurants' },
  { id: 'edutech', name: 'EduTech' },
  { id: 'proptech', name: 'PropTech' },
  { id: 'healthtech', name: 'HealthTech' },
  { id: 'taxi', name: 'Taxi Tech' },
  { id: 'fashion', name: 'Fashion & Lifestyle' },
  { id: 'agriculture', name: 'Agriculture Tech' },
  { id: 'events', name: 'Event & Ticketing' },
  { id: 'logistics', name: 'Transport & Logistics' },
] as const satisfies readonly { readonly id: ReferralSectorId; readonly name: string }[];
