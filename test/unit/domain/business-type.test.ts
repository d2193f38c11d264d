import { describe, expect, it } from 'vitest';
import {
  KNOWN_IDENTIFIED_NEEDS,
  formatNeed,
  guessBusinessType,
  identifyNeeds,
} from '../../../functions/domain/business-type.ts';

describe('guessBusinessType', () => {
  it.each([
    ['I want to open a restaurant with a food menu', 'restaurant'],
    ['A mobile bank with wallets and loans', 'fintech'],
    ['An online store to sell my products', 'ecommerce'],
    ['Hello there', 'none'],
    ['', 'none'],
  ] as const)('guesses "%s" as %s', (text, expected) => {
    expect(guessBusinessType(text)).toBe(expected);
  });

  it('weighs the number of matching keywords, not the first one found', () => {
    expect(guessBusinessType('A food marketplace store to sell products')).toBe('ecommerce');
  });

  it('breaks ties in the order restaurant, fintech, ecommerce', () => {
    expect(guessBusinessType('food wallet')).toBe('restaurant');
    expect(guessBusinessType('wallet shop')).toBe('fintech');
  });

  it('ignores keywords inside longer words', () => {
    expect(guessBusinessType('I will post daily on my blog')).toBe('none');
  });
});

describe('identifyNeeds', () => {
  it('returns known needs, most mentioned first, at most three', () => {
    const needs = identifyNeeds(
      'Taxi app with driver payments via wallet and bank loans, plus a shop, a restaurant and custom software',
    );
    expect(needs).toHaveLength(3);
    expect(needs[0]).toBe('fintech');
    for (const need of needs) expect(KNOWN_IDENTIFIED_NEEDS).toContain(need);
  });

  it('finds real estate and custom development', () => {
    expect(identifyNeeds('I need a CTO to build property rental software')).toEqual([
      'custom_development',
      'real_estate',
    ]);
  });

  it('returns nothing for small talk', () => {
    expect(identifyNeeds('good morning')).toEqual([]);
  });
});

describe('formatNeed', () => {
  it('shows underscores as spaces', () => {
    expect(formatNeed('real_estate')).toBe('real estate');
    expect(formatNeed('custom_development')).toBe('custom development');
    expect(formatNeed('fintech')).toBe('fintech');
  });
});
