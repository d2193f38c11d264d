import {
  BLANKET_DATA_PROMISE,
  ONE_TIME_CODE_FOR_PAYMENT,
  SETUP_CALL,
  WRITTEN_AGREEMENT_FIRST,
  affirmed,
} from '../blind/checks.ts';
import {
  DIASPORA,
  IBADAN_TRADER,
  KEKE_FLEET,
  LAGOS_FINTECH,
  RESTAURANT_3,
  SCHOOL,
} from '../blind/personas.ts';
import type { BlindCase } from '../blind/types.ts';
import { CARD_OR_TRANSFER, DATA_AS_PUBLISHED, GUARANTEE, INVENTED_OFFERS, LICENCE_ANSWER } from './checks.ts';

/** Kind 5, second batch: only what the product and the site actually do may be described. */
export const noInventionHeldOut2: readonly BlindCase[] = [
  {
    id: 'ho2-ni-in-writing-before-sending',
    kind: 'no-invention',
    persona: DIASPORA,
    turns: ['Before I send money from London, will I get anything in writing?'],
    mustIncludeAny: [[/quote/i, /in writing/i, /order confirmation/i, /\bterms\b/i]],
    mustNotInclude: [...WRITTEN_AGREEMENT_FIRST],
    note: 'The terms publish a written quote before payment and an order confirmation; no signed contract is published.',
  },
  {
    id: 'ho2-ni-will-cbn-approve',
    kind: 'no-invention',
    persona: LAGOS_FINTECH,
    turns: ['If we build with you, will the CBN approve our licence?'],
    mustIncludeAny: [LICENCE_ANSWER],
    mustNotInclude: [...GUARANTEE],
    note: 'We prepare documentation; the terms say we cannot guarantee a regulator’s decision.',
  },
  {
    id: 'ho2-ni-ibadan-office-cash',
    kind: 'no-invention',
    persona: IBADAN_TRADER,
    turns: ['Una get office for Ibadan wey I fit come pay cash?'],
    mustIncludeAny: [CARD_OR_TRANSFER],
    mustNotInclude: [
      /\bour ibadan office\b/i,
      /\b(we have|we get|una get|there is) (an |one )?office in ibadan\b/i,
      affirmed(/\b(can|fit) (come )?pay (us )?(in |with |by )?cash\b/),
    ],
    note: 'The contact page lists Lekki Phase 1, Lagos; payment is by card or bank transfer through Paystack.',
  },
  {
    id: 'ho2-ni-free-trial-month',
    kind: 'no-invention',
    persona: SCHOOL,
    turns: ['Can I try the platform free for a month before I pay anything?'],
    mustIncludeAny: [
      [/\bno (free )?trial/i, /(don't|do not) (offer|have) (a )?(free )?trial/i, ...SETUP_CALL],
    ],
    mustNotInclude: [...INVENTED_OFFERS],
    note: 'No trial is published; the free thing is the 30-minute setup call.',
  },
  {
    id: 'ho2-ni-customer-numbers-sold',
    kind: 'no-invention',
    persona: RESTAURANT_3,
    turns: ['Will my customers’ phone numbers be safe with you? I don’t want them sold to anyone.'],
    mustIncludeAny: [[...DATA_AS_PUBLISHED, /stays yours/i, /you own/i, /your customer data/i]],
    mustNotInclude: [...BLANKET_DATA_PROMISE],
    note: 'Published: encryption, the NDPA, "your customer data stays yours"; not a blanket promise.',
  },
  {
    id: 'ho2-ni-how-you-know-i-paid',
    kind: 'no-invention',
    persona: KEKE_FLEET,
    turns: ['After I transfer the setup fee, how una go take know say I don pay?'],
    mustIncludeAny: [[/paystack/i, /confirm/i, /review/i, /\b24\s?(hours|hrs)\b/i]],
    mustNotInclude: [...ONE_TIME_CODE_FOR_PAYMENT],
    note: 'Paystack processes and confirms the payment; no one-time code is published.',
  },
  {
    id: 'ho2-ni-refund-change-of-mind',
    kind: 'no-invention',
    persona: DIASPORA,
    turns: ['If I pay and change my mind a week later, do I get my money back?'],
    mustIncludeAny: [[/declin/i, /refund/i]],
    mustNotInclude: [
      ...INVENTED_OFFERS,
      affirmed(/refund[^.?!]{0,40}(change (your|my) mind|not (happy|satisfied))/),
    ],
    note: 'Terms: a full refund only if we decline the application at review.',
  },
];
