import {
  BANKING_PRICE,
  FLAT_DEFLECTION,
  INVENTED_NAIRA,
  QUOTED,
  REASK_CITY,
  REASK_SECTOR,
  SETUP_CALL,
  START_HERE,
  TIMELINE,
  UNFOUNDED_YES,
  WRITTEN_AGREEMENT_FIRST,
  affirmed,
  reaskCount,
} from './checks.ts';
import {
  CRYPTO_FOUNDER,
  DIASPORA,
  IBADAN_TRADER,
  KEKE_FLEET,
  LAGOS_FINTECH,
  RESTAURANT_3,
  RIDE_FOUNDER,
  SCHOOL,
} from './personas.ts';
import type { BlindCase } from './types.ts';

/** A second batch, written by the same blind route (issue + public site only). One array per kind. */

export const moreWholeMessageCases: readonly BlindCase[] = [
  {
    id: 'bank-on-you-crypto-two-weeks',
    kind: 'whole-message',
    persona: CRYPTO_FOUNDER,
    turns: ['Can I really bank on you to launch my crypto exchange in two weeks?'],
    mustIncludeAny: [TIMELINE],
    mustNotInclude: [...BANKING_PRICE],
    note: '"bank on you" is an idiom: answer the crypto timeline, not the Banking Platform',
  },
  {
    id: 'school-owner-market-day-ordering',
    kind: 'whole-message',
    persona: SCHOOL,
    turns: [
      'Apart from my school, my wife runs a food canteen near Oja Oba market. Could she take orders online for delivery?',
    ],
    mustIncludeAny: [[/order/i], [/kitchen/i, /rider/i, /dispatch/i, /deliver/i]],
    mustNotInclude: [/\bmarketing\b/i],
    note: 'Mixed topics: the question is the canteen, answered with the restaurant platform; "market" is a place',
  },
];

export const moreCanYouCases: readonly BlindCase[] = [
  {
    id: 'cooperative-member-loans',
    kind: 'can-you',
    persona: IBADAN_TRADER,
    turns: ['Can you do an app for our traders cooperative where members save and take small loans?'],
    mustIncludeAny: [[/loan/i, /savings/i, /group savings/i], SETUP_CALL],
    mustNotInclude: [...UNFOUNDED_YES, ...FLAT_DEFLECTION],
    note: 'Savings and a loan module are listed; the cooperative rules are confirmed on the setup call',
  },
  {
    id: 'church-offerings',
    kind: 'can-you',
    persona: DIASPORA,
    turns: ['Can you white-label an app for my church in Lagos to collect offerings and tithes?'],
    mustIncludeAny: [
      [/payment/i, /Paystack/i, /transfer/i, /card/i, /CTO/i, /custom/i, /store/i],
      SETUP_CALL,
    ],
    mustNotInclude: [...UNFOUNDED_YES, ...FLAT_DEFLECTION],
    note: 'No giving platform is published: what exists, and the specific need confirmed on the call',
  },
  {
    id: 'interstate-trips-lagos-ibadan',
    kind: 'can-you',
    persona: RIDE_FOUNDER,
    turns: ['Can the ride-hailing app book interstate trips from Lagos to Ibadan with shared seats?'],
    mustIncludeAny: [
      [/driver app/i, /live tracking/i, /dispatch/i, /upfront fare/i, /rider (and|&) driver/i],
      SETUP_CALL,
    ],
    mustNotInclude: [...UNFOUNDED_YES, ...FLAT_DEFLECTION],
    note: 'Interstate shared trips are not listed',
  },
  {
    id: 'yoruba-hausa-app-language',
    kind: 'can-you',
    persona: KEKE_FLEET,
    turns: ['Can the driver app be in Hausa for my riders in Kano?'],
    mustIncludeAny: [[/driver app/i, /rider (and|&) driver/i, /dispatch/i, /live tracking/i], SETUP_CALL],
    mustNotInclude: [...UNFOUNDED_YES, ...FLAT_DEFLECTION],
    note: 'App languages are not published',
  },
];

export const moreOpenerCases: readonly BlindCase[] = [
  {
    id: 'opener-savings-app',
    kind: 'opener',
    persona: LAGOS_FINTECH,
    turns: ['savings app'],
    mustIncludeAny: [[/\?/], [/savings/i, /ajo/i, /customer/i, /licen[cs]e/i, /partner bank/i, /who/i]],
    mustNotInclude: [/within 24 (hours|hrs)/i, /after (you )?pay/i],
    note: 'One phrase: discovery questions, no price block or post-payment steps',
  },
  {
    id: 'opener-pidgin-okada',
    kind: 'opener',
    persona: KEKE_FLEET,
    turns: ['okada app'],
    mustIncludeAny: [[/\?/]],
    mustNotInclude: [/within 24 (hours|hrs)/i, /after (you )?pay/i],
    note: 'Short opener about bikes: ask city and fleet first',
  },
];

export const moreFollowUpCases: readonly BlindCase[] = [
  {
    id: 'atlanta-brother-ibadan-shortlets-what-needed',
    kind: 'follow-up',
    persona: DIASPORA,
    turns: [
      "I'm in Atlanta and will run this remotely; my brother in Ibadan manages things day to day.",
      'We want a shortlet booking platform for our 5 flats.',
      'What do you need from us to start?',
    ],
    mustIncludeAny: [[/brand/i, /logo/i, /domain/i, /app store/i, ...START_HERE]],
    mustNotInclude: [
      ...REASK_CITY,
      ...REASK_SECTOR,
      reaskCount('units|apartments|flats|shortlets|properties'),
    ],
    note: 'Three turns: city, sector and size known; what is needed to start, no re-ask',
  },
  {
    id: 'warri-15-keke-price-pidgin',
    kind: 'follow-up',
    persona: KEKE_FLEET,
    turns: ['I get 15 keke for Warri.', 'How much una go charge me for the app?'],
    mustIncludeAny: [QUOTED],
    mustNotInclude: [INVENTED_NAIRA, ...REASK_CITY, reaskCount('keke|kekes|vehicles|tricycles')],
    language: 'pcm',
    note: 'Pidgin: the taxi platform is quoted on the setup call; fleet and city not asked again',
  },
  {
    id: 'three-branches-then-how-start',
    kind: 'follow-up',
    persona: RESTAURANT_3,
    turns: ['I have three branches of my restaurant in Ibadan.', 'How do I get started?'],
    mustIncludeAny: [START_HERE],
    mustNotInclude: [...REASK_CITY, ...REASK_SECTOR, reaskCount('branches|outlets|locations')],
    note: 'How to start, using what was said; no re-ask',
  },
];

export const moreNoInventionCases: readonly BlindCase[] = [
  {
    id: 'supply-pos-terminals',
    kind: 'no-invention',
    persona: LAGOS_FINTECH,
    turns: ['Do you supply the physical POS terminals for my agents?'],
    mustNotInclude: [
      affirmed(/\bwe('ll| will)? (supply|provide|deliver|ship) (the |your |physical )*(POS )?terminals/),
      ...UNFOUNDED_YES,
    ],
    note: 'The site lists POS integrations, not supplying terminals',
  },
  {
    id: 'money-safe-before-build',
    kind: 'no-invention',
    persona: DIASPORA,
    turns: ['How do I know my setup fee is safe before you build anything?'],
    mustNotInclude: [...WRITTEN_AGREEMENT_FIRST, affirmed(/held in escrow/), /money-back guarantee/i],
    note: 'Paystack, review in 24h, refund if declined at review; no invented escrow or signed contract step',
  },
];

export const moreTypoCases: readonly BlindCase[] = [
  {
    id: 'wats-included-in-d-5m',
    kind: 'typos',
    persona: LAGOS_FINTECH,
    turns: ['wats included in d 5m'],
    mustIncludeAny: [[/BVN/i, /wallet/i, /transfer/i, /savings/i, /bills/i, /brand/i, /domain/i]],
    note: '"d 5m" is the Banking Platform fee: what it covers',
  },
  {
    id: 'premium-cancel-anytym',
    kind: 'typos',
    persona: RESTAURANT_3,
    turns: ['premium suport cancel anytym?'],
    mustIncludeAny: [[/any ?time/i, /cancel/i]],
    mustNotInclude: [/(can't|cannot|not able to) cancel/i],
    note: 'Premium support can be cancelled at any time',
  },
];
