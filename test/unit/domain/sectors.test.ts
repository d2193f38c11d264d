import { describe, expect, it } from 'vitest';
import { countKeywordMatches } from '../../../functions/domain/keywords.ts';
import {
  LAUNCH_SECTORS,
  LAUNCH_SECTOR_IDS,
  REFERRAL_SECTOR_IDS,
  REFERRAL_SECTORS,
  sectorById,
  suggestSector,
} from '../../../functions/domain/sectors.ts';

describe('sector lists', () => {
  it('has the 12 launch sectors in the spec order with their names', () => {
    expect(LAUNCH_SECTORS.map((sector) => sector.name)).toEqual([
      'FinTech',
      'eCommerce',
      'Restaurants',
      'EduTech',
      'PropTech',
      'HealthTech',
      'Taxi Tech',
      'Fashion & Lifestyle',
      'Agriculture Tech',
      'Event & Ticketing',
      'Transport & Logistics',
      'Other / Not sure',
    ]);
    expect(LAUNCH_SECTORS.map((sector) => sector.id)).toEqual([...LAUNCH_SECTOR_IDS]);
  });

  it('offers the same sectors without Other to referrers', () => {
    expect(REFERRAL_SECTORS).toHaveLength(11);
    expect(REFERRAL_SECTORS.map((sector) => sector.id)).not.toContain('other');
    expect(REFERRAL_SECTOR_IDS).toEqual(REFERRAL_SECTORS.map((sector) => sector.id));
    expect(REFERRAL_SECTORS.map((sector) => sector.name)).toEqual(
      LAUNCH_SECTORS.slice(0, 11).map((sector) => sector.name),
    );
  });

  it('gives every sector but Other some keywords, with no keyword in two sectors', () => {
    const seen = new Map<string, string>();
    for (const sector of LAUNCH_SECTORS) {
      if (sector.id !== 'other') expect(sector.keywords.length).toBeGreaterThan(5);
      for (const keyword of sector.keywords) {
        expect(keyword).toBe(keyword.toLowerCase());
        expect(seen.get(keyword), `${keyword} in ${sector.id}`).toBeUndefined();
        seen.set(keyword, sector.id);
      }
    }
    expect(sectorById('other').keywords).toEqual([]);
  });
});

describe('suggestSector', () => {
  it.each([
    ['A digital bank with savings wallets and loans for traders', 'fintech'],
    ['An online store selling gadgets across Lagos', 'ecommerce'],
    ['Jollof and suya restaurant with a menu for takeaway', 'restaurants'],
    ['Okada and keke ride-hailing for Abuja', 'taxi'],
    ['Online courses and JAMB exam prep for students', 'edutech'],
    ['Shortlet apartments for landlords and tenants', 'proptech'],
    ['Telemedicine so a patient can see a doctor', 'healthtech'],
    ['Ankara fashion and tailor bookings', 'fashion'],
    ['Connect poultry farmers with buyers of their harvest', 'agriculture'],
    ['Concert tickets and wedding RSVP', 'events'],
    ['Interstate haulage and courier dispatch for parcels', 'logistics'],
  ])('suggests from the idea "%s"', (idea, expected) => {
    expect(suggestSector(idea)).toBe(expected);
  });

  it('counts case-insensitively', () => {
    expect(suggestSector('BANK WALLET')).toBe('fintech');
  });

  it('prefers the sector with the most matching keywords', () => {
    // one fintech word (payment) against three restaurant words
    expect(suggestSector('Restaurant kitchen menu with card payment')).toBe('restaurants');
  });

  it('breaks ties in the spec order', () => {
    // one keyword each: FinTech before eCommerce before Restaurants
    expect(suggestSector('a store with a wallet')).toBe('fintech');
    expect(suggestSector('a store with a kitchen')).toBe('ecommerce');
    // Taxi Tech comes before EduTech in the tie order although it follows it on the grid
    expect(suggestSector('a school bus driver')).toBe('taxi');
    expect(suggestSector('taxi for school')).toBe('taxi');
    // and Event & Ticketing before Transport & Logistics
    expect(suggestSector('wedding delivery')).toBe('events');
  });

  it('returns null when no keyword matches, so the assistant recommends Other', () => {
    expect(suggestSector('Something nobody has thought of')).toBeNull();
    expect(suggestSector('')).toBeNull();
  });

  it('matches whole words only, allowing plurals', () => {
    expect(suggestSector('I want to post updates')).toBeNull();
    expect(suggestSector('POS terminals for agents')).toBe('fintech');
    expect(suggestSector('a business plan')).toBeNull();
    expect(suggestSector('the embankment project')).toBeNull();
    expect(suggestSector('loans')).toBe('fintech');
    expect(countKeywordMatches('e commerce and E-Commerce', ['e-commerce'])).toBe(1);
  });
});
