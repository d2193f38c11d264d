import { BANKING_PRICE, INVENTED_NAIRA } from '../blind/checks.ts';
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
import { ASKS_BACK, POST_PAYMENT_STEPS } from './checks.ts';

/** What an opener's reply must not carry: an unasked price block or post-payment steps. */
const NO_PRICE_BLOCK = [...BANKING_PRICE, ...POST_PAYMENT_STEPS, INVENTED_NAIRA];

/** Kind 3, second batch: a short opener gets a question or two back, not a price block. */
export const openerHeldOut2: readonly BlindCase[] = [
  {
    id: 'ho2-op-keke-business',
    kind: 'opener',
    persona: KEKE_FLEET,
    turns: ['keke business'],
    mustIncludeAny: [ASKS_BACK],
    mustNotInclude: NO_PRICE_BLOCK,
    note: 'Ask about the fleet (how many, where, bookings or payments) before any figure.',
  },
  {
    id: 'ho2-op-school-app',
    kind: 'opener',
    persona: SCHOOL,
    turns: ['school app'],
    mustIncludeAny: [ASKS_BACK],
    mustNotInclude: NO_PRICE_BLOCK,
    note: 'Ask what the school needs first.',
  },
  {
    id: 'ho2-op-pidgin-online-business',
    kind: 'opener',
    persona: IBADAN_TRADER,
    turns: ['I wan start online business'],
    mustIncludeAny: [ASKS_BACK],
    mustNotInclude: NO_PRICE_BLOCK,
    note: 'Ask what she sells and to whom.',
  },
  {
    id: 'ho2-op-shortlets',
    kind: 'opener',
    persona: ESTATE_AGENT,
    turns: ['shortlets'],
    mustIncludeAny: [ASKS_BACK],
    mustNotInclude: NO_PRICE_BLOCK,
    note: 'Ask how many units, where, and what they want to run online.',
  },
  {
    id: 'ho2-op-invest-back-home',
    kind: 'opener',
    persona: DIASPORA,
    turns: ['looking to invest back home'],
    mustIncludeAny: [ASKS_BACK],
    mustNotInclude: NO_PRICE_BLOCK,
    note: 'Ask what kind of business, where, and how involved they will be.',
  },
  {
    id: 'ho2-op-online-orders-restaurants',
    kind: 'opener',
    persona: RESTAURANT_3,
    turns: ['online orders for my restaurants'],
    mustIncludeAny: [ASKS_BACK],
    mustNotInclude: NO_PRICE_BLOCK,
    note: 'Ask how many branches, where, and whether they deliver with their own riders.',
  },
  {
    id: 'ho2-op-lending-app',
    kind: 'opener',
    persona: LAGOS_FINTECH,
    turns: ['lending app'],
    mustIncludeAny: [ASKS_BACK],
    mustNotInclude: NO_PRICE_BLOCK,
    note: 'Ask who they lend to and about their licence before any price.',
  },
];
