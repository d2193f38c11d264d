import { INVENTED_NAIRA, NO_REVENUE_SHARE, QUOTED, REFERRAL_SHARE, TIMELINE } from '../blind/checks.ts';
import {
  IBADAN_TRADER,
  KEKE_FLEET,
  LAGOS_FINTECH,
  ONLINE_SELLER,
  REFERRER,
  RESTAURANT_3,
  SCHOOL,
} from '../blind/personas.ts';
import type { BlindCase } from '../blind/types.ts';
import { GUARANTEE, LICENCE_ANSWER, priceGivenFor } from './checks.ts';

/** Kind 6, second batch: typos and shorthand of common questions are understood. */
export const typosHeldOut2: readonly BlindCase[] = [
  {
    id: 'ho2-ty-hw-lng-keke-app',
    kind: 'typos',
    persona: KEKE_FLEET,
    turns: ['hw lng 4 keke app 2 b ready'],
    mustIncludeAny: [TIMELINE],
    note: '"how long for a keke app to be ready".',
  },
  {
    id: 'ho2-ty-wat-percent-refral',
    kind: 'typos',
    persona: REFERRER,
    turns: ['wat % una dey pay 4 refral'],
    mustIncludeAny: [REFERRAL_SHARE],
    note: '"what percent do you pay for a referral".',
  },
  {
    id: 'ho2-ty-basic-suport-free',
    kind: 'typos',
    persona: SCHOOL,
    turns: ['is d basic suport fre or i go pay 4 it'],
    mustIncludeAny: [[/\bfree\b/i, /\bincluded\b/i]],
    mustNotInclude: [/basic support (costs|is (₦|NGN))/i],
    note: '"is basic support free": yes, included with every platform.',
  },
  {
    id: 'ho2-ty-hw-mch-restrnt-3-branchs',
    kind: 'typos',
    persona: RESTAURANT_3,
    turns: ['hw mch 4 restrnt app, 3 branchs'],
    mustIncludeAny: [QUOTED],
    mustNotInclude: [priceGivenFor('restaurant|restrnt|ordering'), INVENTED_NAIRA],
    note: '"how much for a restaurant app, three branches": quoted on the setup call.',
  },
  {
    id: 'ho2-ty-nt-licnsd-stil-launch',
    kind: 'typos',
    persona: LAGOS_FINTECH,
    turns: ['we nt yet licnsd, cn we stil lauch?'],
    mustIncludeAny: [LICENCE_ANSWER],
    mustNotInclude: [...GUARANTEE],
    note: '"we are not yet licensed, can we still launch": a licensed partner bank meanwhile.',
  },
  {
    id: 'ho2-ty-paymnt-methds-customers',
    kind: 'typos',
    persona: ONLINE_SELLER,
    turns: ['wich paymnt methds my customers fit use 2 pay me'],
    mustIncludeAny: [[/\bcards?\b/i, /transfer/i, /USSD/i]],
    note: '"which payment methods can my customers use": cards, bank transfer and USSD.',
  },
  {
    id: 'ho2-ty-una-collect-percent-sales',
    kind: 'typos',
    persona: IBADAN_TRADER,
    turns: ['una go dey collect % frm my sales?'],
    mustIncludeAny: [NO_REVENUE_SHARE],
    language: 'pcm',
    note: 'Pidgin shorthand: "will you take a percentage of my sales" (no revenue sharing).',
  },
];
