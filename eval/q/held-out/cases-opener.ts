import { BANKING_PRICE, PREMIUM_PRICE } from '../blind/checks.ts';
import {
  DIASPORA,
  IBADAN_TRADER,
  KEKE_FLEET,
  LAGOS_FINTECH,
  RESTAURANT_3,
  SCHOOL,
} from '../blind/personas.ts';
import type { BlindCase, Check } from '../blind/types.ts';
import {
  ASKS_BACK,
  BANKING_WORDS,
  CRYPTO_WORDS,
  CTO_WORDS,
  POST_PAYMENT_STEPS,
  PROPERTY_WORDS,
  RESTAURANT_WORDS,
  RIDE_WORDS,
  SHOP_WORDS,
} from './checks.ts';

/** Builds an opener case: a question back about `about`, no price, no post-payment steps. */
function opener(
  id: string,
  persona: string,
  message: string,
  about: readonly Check[] | undefined,
  note: string,
  language?: 'pcm',
): BlindCase {
  return {
    id,
    kind: 'opener',
    persona,
    turns: [message],
    mustIncludeAny: about ? [ASKS_BACK, about] : [ASKS_BACK],
    mustNotInclude: [...POST_PAYMENT_STEPS, ...BANKING_PRICE, ...PREMIUM_PRICE],
    ...(language ? { language } : {}),
    note,
  };
}

/** Kind 3: short openers get two or three discovery questions, not a price block or the steps after payment. */
export const openerHeldOut: readonly BlindCase[] = [
  opener(
    'ho-op-fintech',
    LAGOS_FINTECH,
    'fintech startup here',
    BANKING_WORDS,
    'One word: ask what kind of fintech, licence, customers.',
  ),
  opener(
    'ho-op-ride-hailing',
    KEKE_FLEET,
    'ride hailing business in PH',
    RIDE_WORDS,
    'Ask vehicles, city, fleet size.',
  ),
  opener(
    'ho-op-real-estate',
    'Estate agent in Lekki',
    'property business',
    PROPERTY_WORDS,
    'Ask sales, rentals or shortlets.',
  ),
  opener(
    'ho-op-restaurant',
    RESTAURANT_3,
    'I own a buka',
    RESTAURANT_WORDS,
    'Ask branches, delivery, current ordering.',
  ),
  opener(
    'ho-op-ecommerce',
    IBADAN_TRADER,
    'online shop for my provisions',
    SHOP_WORDS,
    'Ask what is sold, where, how customers pay.',
  ),
  opener(
    'ho-op-crypto',
    'Crypto exchange founder',
    'bitcoin exchange',
    CRYPTO_WORDS,
    'Ask exchange type, SEC status.',
  ),
  opener(
    'ho-op-school',
    SCHOOL,
    'private school owner here',
    undefined,
    'Not one of the six platforms: ask what the school needs.',
  ),
  opener(
    'ho-op-keke',
    KEKE_FLEET,
    'keke business',
    undefined,
    'Ask about the fleet and what the app should do.',
  ),
  opener(
    'ho-op-hello-business',
    'Visitor on the home page',
    'Hello, I want to start a business',
    undefined,
    'Ask what business.',
  ),
  opener(
    'ho-op-pidgin-business',
    IBADAN_TRADER,
    'Abeg I wan start business online',
    undefined,
    'Pidgin opener: ask back, in Pidgin.',
    'pcm',
  ),
  opener(
    'ho-op-diaspora-invest',
    DIASPORA,
    'investing in Nigeria',
    undefined,
    'Ask which sector and what role.',
  ),
  opener(
    'ho-op-cto',
    'Startup founder with an idea and no tech team',
    'need a tech cofounder',
    CTO_WORDS,
    'Ask about the product and stage.',
  ),
  opener(
    'ho-op-banking-app',
    LAGOS_FINTECH,
    'digital bank',
    BANKING_WORDS,
    'Ask licence, customers, features; no price unasked.',
  ),
  opener(
    'ho-op-food-delivery',
    RESTAURANT_3,
    'food delivery startup',
    RESTAURANT_WORDS,
    'Ask own kitchen or marketplace, riders.',
  ),
  opener(
    'ho-op-shortlets',
    'Shortlet host in Victoria Island',
    'shortlets',
    PROPERTY_WORDS,
    'Ask how many units, bookings.',
  ),
  opener(
    'ho-op-logistics',
    'Dispatch rider company owner in Abuja',
    'dispatch bikes business',
    undefined,
    'Ask what the logistics business does.',
  ),
  opener(
    'ho-op-not-sure',
    'First-time founder',
    "I don't know what to build",
    undefined,
    'Ask about the idea or the business.',
  ),
  opener('ho-op-taxi-typo', KEKE_FLEET, 'taxi bizness', RIDE_WORDS, 'Typo opener: ask back.'),
  opener(
    'ho-op-fashion',
    'Fashion designer in Aba',
    'fashion store',
    SHOP_WORDS,
    'Ask products, delivery, customers.',
  ),
  opener('ho-op-savings', IBADAN_TRADER, 'thrift savings', BANKING_WORDS, 'Ask who saves, licence, how.'),
  opener(
    'ho-op-hi',
    'Visitor on the home page',
    'good evening',
    undefined,
    'A greeting: ask what they are building.',
  ),
];
