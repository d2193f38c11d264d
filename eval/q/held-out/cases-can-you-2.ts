import { FLAT_DEFLECTION, INVENTED_NAIRA, SETUP_CALL, UNFOUNDED_YES } from '../blind/checks.ts';
import {
  DIASPORA,
  ESTATE_AGENT,
  IBADAN_TRADER,
  KEKE_FLEET,
  LAGOS_FINTECH,
  RESTAURANT_3,
  SCHOOL,
} from '../blind/personas.ts';
import type { BlindCase } from '../blind/types.ts';
import { CTO_WORDS, RESTAURANT_WORDS, RIDE_WORDS } from './checks.ts';

/**
 * Kind 2, second batch: "can you do X?". A need the site publishes may get a grounded yes; one it does not
 * publish gets what the platform does and "confirmed on the setup call", never an unfounded yes.
 */
export const canYouHeldOut2: readonly BlindCase[] = [
  {
    id: 'ho2-cy-keke-goods-delivery',
    kind: 'can-you',
    persona: KEKE_FLEET,
    turns: ['Can your taxi app handle my keke carrying goods for shops, not passengers?'],
    mustIncludeAny: [SETUP_CALL, RIDE_WORDS],
    mustNotInclude: [...UNFOUNDED_YES],
    note: 'Keke is published (cars, keke and bikes); goods delivery on the taxi platform is not: confirm on the call.',
  },
  {
    id: 'ho2-cy-school-fees-and-results',
    kind: 'can-you',
    persona: SCHOOL,
    turns: ['Can you build an app where parents pay school fees and also see their children’s term results?'],
    mustIncludeAny: [[...SETUP_CALL, ...CTO_WORDS, /custom/i]],
    mustNotInclude: [...UNFOUNDED_YES, INVENTED_NAIRA],
    note: 'No school platform is published; custom work is CTO as a Service, scoped on the setup call.',
  },
  {
    id: 'ho2-cy-ajo-market-women',
    kind: 'can-you',
    persona: IBADAN_TRADER,
    turns: ['Una app fit run ajo for my market women? Everybody go contribute every week.'],
    mustIncludeAny: [[/\bajo\b/i, /group savings/i, /\bsavings?\b/i, /contribut/i]],
    mustNotInclude: [...FLAT_DEFLECTION],
    language: 'pcm',
    note: 'The Banking Platform page publishes "ajo-style group savings": a grounded yes is fine, a deflection is not.',
  },
  {
    id: 'ho2-cy-branch-menus-kitchen-screens',
    kind: 'can-you',
    persona: RESTAURANT_3,
    turns: ['Can each of my three branches have its own menu and its own kitchen screen?'],
    mustIncludeAny: [SETUP_CALL, RESTAURANT_WORDS],
    mustNotInclude: [...UNFOUNDED_YES],
    note: 'Ordering and kitchen display are published; per-branch menus are not, so they are confirmed on the call.',
  },
  {
    id: 'ho2-cy-dollar-dom-accounts',
    kind: 'can-you',
    persona: DIASPORA,
    turns: ['Can the banking platform give my customers US dollar domiciliary accounts, not just naira?'],
    mustIncludeAny: [SETUP_CALL],
    mustNotInclude: [
      ...UNFOUNDED_YES,
      /\b(dollar|USD|domiciliary) accounts? (are|is) (included|supported|available|built in)/i,
    ],
    note: 'The page publishes naira wallets and NUBAN accounts; dollar accounts are not published.',
  },
  {
    id: 'ho2-cy-virtual-cards',
    kind: 'can-you',
    persona: LAGOS_FINTECH,
    turns: ['Can we issue virtual cards to our customers from the app?'],
    mustIncludeAny: [[/\bcards?\b/i]],
    mustNotInclude: [...FLAT_DEFLECTION, INVENTED_NAIRA],
    note: 'Banking plus crypto publishes virtual and physical cards through an issuing partner; a card issuer is an extra integration on the Banking Platform.',
  },
  {
    id: 'ho2-cy-rent-and-shortlets',
    kind: 'can-you',
    persona: ESTATE_AGENT,
    turns: ['Can tenants pay rent in the app, and can I manage my shortlets from the same place?'],
    mustIncludeAny: [[/\brent/i], [/shortlet/i]],
    mustNotInclude: [...FLAT_DEFLECTION],
    note: 'The Real Estate card publishes rent collection and shortlets: a grounded yes.',
  },
];
