import { bestKeywordMatch, countKeywordMatches } from './keywords.ts';

/** What the chat helper saves as a conversation's business type, guessed from the user's words. */
export type GuessedBusinessType = 'restaurant' | 'fintech' | 'ecommerce' | 'none';

const BUSINESS_TYPE_KEYWORDS: readonly { id: Exclude<GuessedBusinessType, 'none'>; keywords: string[] }[] = [
  {
    id: 'restaurant',
    keywords: ['restaurant', 'food', 'kitchen', 'menu', 'eatery', 'cafe', 'catering', 'chef', 'meal', 'buka'],
  },
  {
    id: 'fintech',
    keywords: [
      'fintech',
      'bank',
      'banking',
      'payment',
      'loan',
      'wallet',
      'crypto',
      'savings',
      'pos',
      'money',
    ],
  },
  {
    id: 'ecommerce',
    keywords: ['ecommerce', 'e-commerce', 'online store', 'store', 'shop', 'marketplace', 'sell', 'products'],
  },
];

/** Most keyword matches wins; ties go in the order restaurant, fintech, ecommerce. */
export function guessBusinessType(text: string): GuessedBusinessType {
  return bestKeywordMatch(text, BUSINESS_TYPE_KEYWORDS) ?? 'none';
}

/** The identified_needs values the admin dashboard knows how to show. */
export const KNOWN_IDENTIFIED_NEEDS = [
  'fintech',
  'ecommerce',
  'restaurant',
  'taxi',
  'real_estate',
  'custom_development',
] as const;
export type IdentifiedNeed = (typeof KNOWN_IDENTIFIED_NEEDS)[number];

const NEED_KEYWORDS: readonly { id: IdentifiedNeed; keywords: string[] }[] = [
  {
    id: 'fintech',
    keywords: ['fintech', 'bank', 'banking', 'payment', 'loan', 'wallet', 'crypto', 'savings', 'pos'],
  },
  {
    id: 'ecommerce',
    keywords: ['ecommerce', 'e-commerce', 'online store', 'store', 'shop', 'marketplace', 'sell'],
  },
  {
    id: 'restaurant',
    keywords: ['restaurant', 'food', 'kitchen', 'menu', 'eatery', 'cafe', 'catering', 'delivery'],
  },
  { id: 'taxi', keywords: ['taxi', 'ride', 'ride-hailing', 'cab', 'driver', 'okada', 'keke', 'transport'] },
  {
    id: 'real_estate',
    keywords: ['real estate', 'property', 'rent', 'landlord', 'tenant', 'apartment', 'shortlet'],
  },
  {
    id: 'custom_development',
    keywords: ['custom', 'cto', 'bespoke', 'developer', 'development', 'software', 'mvp', 'tech team'],
  },
];

export const MAX_IDENTIFIED_NEEDS = 3;

/** Up to 3 needs named in the text, most matches first (ties in the known order). */
export function identifyNeeds(text: string): IdentifiedNeed[] {
  return NEED_KEYWORDS.map((need) => ({ id: need.id, count: countKeywordMatches(text, need.keywords) }))
    .filter((need) => need.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, MAX_IDENTIFIED_NEEDS)
    .map((need) => need.id);
}

/** 'real_estate' -> 'real estate', as the admin list shows needs. */
export function formatNeed(need: string): string {
  return need.replaceAll('_', ' ');
}
