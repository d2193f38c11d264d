import {
  BANKING_PRICE,
  DATA_PROTECTION_HIJACK,
  DEVELOPERS_TEMPLATE,
  FEE_INSTALMENTS,
  INSTALMENTS_OFFERED,
  LENDING_HIJACK,
  MARKETING_HIJACK,
  NO_REVENUE_SHARE,
  QUOTED,
  REASK_LICENCE,
  START_HERE,
  TIMELINE,
} from '../blind/checks.ts';
import {
  DIASPORA,
  IBADAN_TRADER,
  KEKE_FLEET,
  LAGOS_FINTECH,
  RESTAURANT_3,
  SCHOOL,
  TECH_FOUNDER,
} from '../blind/personas.ts';
import type { BlindCase } from '../blind/types.ts';
import { priceGivenFor } from './checks.ts';

/** Kind 1, second batch: a word from another topic must not pick the answer. */
export const wholeMessageHeldOut2: readonly BlindCase[] = [
  {
    id: 'ho2-wm-market-days-provisions',
    kind: 'whole-message',
    persona: IBADAN_TRADER,
    turns: [
      'I sell provisions in Bodija market and I want my customers to order from me online. How long will it take to set up?',
    ],
    mustIncludeAny: [TIMELINE],
    mustNotInclude: [MARKETING_HIJACK],
    note: '"market" is where she sells, not marketing; the question is the timeline (10-14 days).',
  },
  {
    id: 'ho2-wm-school-fees-monthly-banking-price',
    kind: 'whole-message',
    persona: SCHOOL,
    turns: [
      'Parents at my school pay fees monthly. Separate question: how much does your Banking Platform cost?',
    ],
    mustIncludeAny: [BANKING_PRICE],
    mustNotInclude: [FEE_INSTALMENTS, INSTALMENTS_OFFERED],
    note: '"pay fees monthly" is about the school, not paying our fee in instalments; the site publishes ₦5,000,000.',
  },
  {
    id: 'ho2-wm-bank-loan-restaurant-price',
    kind: 'whole-message',
    persona: RESTAURANT_3,
    turns: [
      'I am taking a bank loan to fund this, so I need the figure: what does the restaurant ordering platform cost?',
    ],
    mustIncludeAny: [QUOTED],
    mustNotInclude: [...LENDING_HIJACK, priceGivenFor('restaurant|ordering')],
    note: 'His own bank loan is not a lending-licence question; restaurant is quoted on the setup call.',
  },
  {
    id: 'ho2-wm-keke-market-route-start',
    kind: 'whole-message',
    persona: KEKE_FLEET,
    turns: ['I have 30 keke running the market route in Oyo town. What do I do to get started with you?'],
    mustIncludeAny: [START_HERE],
    mustNotInclude: [MARKETING_HIJACK],
    note: 'The way in is /launch ("Start in 60s") and the free setup call; "market route" is not marketing.',
  },
  {
    id: 'ho2-wm-ndpa-aside-price',
    kind: 'whole-message',
    persona: DIASPORA,
    turns: [
      'I have read up on the Data Protection Act already, no need to explain it. My only question: what is the price of the banking platform?',
    ],
    mustIncludeAny: [BANKING_PRICE],
    mustNotInclude: [...DATA_PROTECTION_HIJACK],
    note: 'The founder puts data protection aside; the answer is the published price.',
  },
  {
    id: 'ho2-wm-licence-sorted-timeline',
    kind: 'whole-message',
    persona: LAGOS_FINTECH,
    turns: [
      'We already hold our MFB licence, that part is sorted. From the day we pay, how long until our banking app is live?',
    ],
    mustIncludeAny: [TIMELINE],
    mustNotInclude: [...REASK_LICENCE, ...LENDING_HIJACK],
    note: 'The licence is stated as done; the question is the timeline.',
  },
  {
    id: 'ho2-wm-fired-developers-revenue-cut',
    kind: 'whole-message',
    persona: TECH_FOUNDER,
    turns: [
      'I let my developers go last month after they missed every deadline. Simple question: do you take a cut of my revenue?',
    ],
    mustIncludeAny: [NO_REVENUE_SHARE],
    mustNotInclude: [...DEVELOPERS_TEMPLATE],
    note: 'Developers are background; the question is revenue share (none, per home FAQ).',
  },
];
