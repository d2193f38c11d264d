import { bestKeywordMatch } from './keywords.ts';
import {
  type LaunchSectorId,
  LAUNCH_SECTOR_IDS,
  type ReferralSectorId,
  SECTOR_NAMES,
} from './sector-names.ts';

export {
  type LaunchSectorId,
  LAUNCH_SECTOR_IDS,
  REFERRAL_SECTOR_IDS,
  type ReferralSectorId,
  SECTOR_NAMES,
} from './sector-names.ts';

export interface Sector<Id extends LaunchSectorId = LaunchSectorId> {
  readonly id: Id;
  readonly name: string;
  /** Lower-case words of the Nigerian market that point at this sector in an idea text. */
  readonly keywords: readonly string[];
}

/** Comma-separated keyword lists keep each sector readable at a glance. */
const words = (list: string): string[] => list.split(',').map((word) => word.trim());

const fintech: Sector<'fintech'> = {
  id: 'fintech',
  name: SECTOR_NAMES.fintech,
  keywords: words(
    'fintech, bank, banking, loan, lending, microfinance, wallet, payment, pos, crypto, bitcoin, savings, ajo, esusu, thrift, bvn, kyc, remittance, transfer, money, invest, investment, insurance, credit, bill payment, airtime, forex, agent banking, cooperative',
  ),
};

const ecommerce: Sector<'ecommerce'> = {
  id: 'ecommerce',
  name: SECTOR_NAMES.ecommerce,
  keywords: words(
    'ecommerce, e-commerce, online store, store, shop, shopping, marketplace, sell online, seller, vendor, retail, wholesale, dropshipping, cart, checkout, products, merchandise, gadgets, supermarket',
  ),
};

const restaurants: Sector<'restaurants'> = {
  id: 'restaurants',
  name: SECTOR_NAMES.restaurants,
  keywords: words(
    'restaurant, food, kitchen, cloud kitchen, chef, menu, eatery, buka, cafe, café, canteen, catering, dine-in, takeaway, takeout, jollof, suya, bakery, meal, small chops, food delivery, lounge',
  ),
};

const edutech: Sector<'edutech'> = {
  id: 'edutech',
  name: SECTOR_NAMES.edutech,
  keywords: words(
    'edtech, edutech, education, school, learning, e-learning, course, tutor, tutoring, lesson, student, teacher, class, training, exam, jamb, waec, academy, bootcamp, lms, university',
  ),
};

const proptech: Sector<'proptech'> = {
  id: 'proptech',
  name: SECTOR_NAMES.proptech,
  keywords: words(
    'proptech, property, real estate, estate, rent, rental, landlord, tenant, apartment, housing, shortlet, short-let, realtor, land, mortgage, facility management',
  ),
};

const healthtech: Sector<'healthtech'> = {
  id: 'healthtech',
  name: SECTOR_NAMES.healthtech,
  keywords: words(
    'healthtech, health, healthcare, hospital, clinic, doctor, pharmacy, medicine, drug, telemedicine, patient, nurse, lab, diagnostic, medical, hmo, wellness, maternity',
  ),
};

const taxi: Sector<'taxi'> = {
  id: 'taxi',
  name: SECTOR_NAMES.taxi,
  keywords: words(
    'taxi, ride, ride-hailing, ride hailing, rideshare, cab, driver, okada, keke, uber, bolt, car hire, chauffeur, tricycle',
  ),
};

const fashion: Sector<'fashion'> = {
  id: 'fashion',
  name: SECTOR_NAMES.fashion,
  keywords: words(
    'fashion, clothing, clothes, apparel, tailor, ankara, aso ebi, aso-oke, shoe, bag, beauty, salon, cosmetics, makeup, skincare, hair, wig, jewelry, jewellery, lifestyle, boutique, designer, spa',
  ),
};

const agriculture: Sector<'agriculture'> = {
  id: 'agriculture',
  name: SECTOR_NAMES.agriculture,
  keywords: words(
    'agriculture, agritech, agric, agro, farm, farmer, farming, crop, poultry, fish farm, livestock, cassava, rice, maize, harvest, fertilizer, aquaculture, cattle, greenhouse, produce',
  ),
};

const events: Sector<'events'> = {
  id: 'events',
  name: SECTOR_NAMES.events,
  keywords: words(
    'event, ticket, ticketing, concert, wedding, party, festival, conference, venue, rsvp, owambe, show tickets, event planning',
  ),
};

const logistics: Sector<'logistics'> = {
  id: 'logistics',
  name: SECTOR_NAMES.logistics,
  keywords: words(
    'logistics, delivery, dispatch, courier, haulage, shipping, freight, truck, trucking, parcel, package, warehouse, last-mile, rider, bus, transport, fleet, interstate, cargo, waybill',
  ),
};

const other: Sector<'other'> = { id: 'other', name: SECTOR_NAMES.other, keywords: [] };

/** The 12 launch chat sectors in the order the grid shows them. */
export const LAUNCH_SECTORS: readonly Sector[] = [
  fintech,
  ecommerce,
  restaurants,
  edutech,
  proptech,
  healthtech,
  taxi,
  fashion,
  agriculture,
  events,
  logistics,
  other,
];

/** The 11 sectors of the referral form: the launch sectors without Other. */
export const REFERRAL_SECTORS: readonly Sector<ReferralSectorId>[] = LAUNCH_SECTORS.filter(
  (sector): sector is Sector<ReferralSectorId> => sector.id !== 'other',
);

/** Ties in the suggestion go to the first sector of this order (spec section 4). */
const SUGGESTION_ORDER: readonly Sector[] = [
  fintech,
  ecommerce,
  restaurants,
  taxi,
  edutech,
  proptech,
  healthtech,
  fashion,
  agriculture,
  events,
  logistics,
];

/** The sector whose keywords occur most in the idea, or null (the assistant then recommends Other). */
export function suggestSector(idea: string): LaunchSectorId | null {
  return bestKeywordMatch(idea, SUGGESTION_ORDER);
}

export function sectorById(id: LaunchSectorId): Sector {
  const sector = LAUNCH_SECTORS.find((candidate) => candidate.id === id);
  if (!sector) throw new RangeError(`Unknown sector: ${id}`);
  return sector;
}

export function isLaunchSectorId(value: unknown): value is LaunchSectorId {
  return typeof value === 'string' && (LAUNCH_SECTOR_IDS as readonly string[]).includes(value);
}
