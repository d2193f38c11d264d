import {
  BANKING_PRICE,
  MARKETING_HIJACK,
  QUOTED,
  REASK_BUDGET,
  REASK_CITY,
  REASK_DEADLINE,
  REASK_LICENCE,
  REASK_SECTOR,
  REFERRAL_SHARE,
  SETUP_CALL,
  TIMELINE,
  reaskCount,
} from '../blind/checks.ts';
import {
  DIASPORA,
  IBADAN_TRADER,
  KEKE_FLEET,
  LAGOS_FINTECH,
  RESTAURANT_3,
  RIDE_FOUNDER,
  SCHOOL,
} from '../blind/personas.ts';
import type { BlindCase } from '../blind/types.ts';
import { CARD_OR_TRANSFER, GUARANTEE, LICENCE_ANSWER, priceGivenFor } from './checks.ts';

/** Kind 4, second batch: a follow-up uses what was said and does not repeat itself. */
export const followUpHeldOut2: readonly BlindCase[] = [
  {
    id: 'ho2-fu-keke-count-then-cost',
    kind: 'follow-up',
    persona: KEKE_FLEET,
    turns: [
      'I get 45 keke for Ibadan, I wan make passengers fit book dem for phone',
      'how much e go cost me?',
    ],
    mustIncludeAny: [QUOTED],
    mustNotInclude: [
      reaskCount('keke|vehicles|tricycles|drivers'),
      ...REASK_CITY,
      priceGivenFor('ride|taxi|keke'),
    ],
    note: 'Fleet size and city were given; taxi is quoted on the setup call.',
  },
  {
    id: 'ho2-fu-school-resumption-deadline',
    kind: 'follow-up',
    persona: SCHOOL,
    turns: [
      'I run a secondary school in Abeokuta with 600 students and I want parents to pay fees online.',
      'We resume in January. Can it be ready before then?',
    ],
    mustIncludeAny: [[...TIMELINE, ...SETUP_CALL]],
    mustNotInclude: [reaskCount('students|learners|pupils'), ...REASK_CITY, ...REASK_DEADLINE],
    note: 'Students, city and deadline were all given; answer with the published timeline or the scoping call.',
  },
  {
    id: 'ho2-fu-restaurants-then-refer-brother',
    kind: 'follow-up',
    persona: RESTAURANT_3,
    turns: [
      'I own three restaurants in Port Harcourt and I want our own ordering site.',
      'My brother has a bakery. If I bring him to you, do I earn anything?',
    ],
    mustIncludeAny: [REFERRAL_SHARE],
    mustNotInclude: [reaskCount('branches|restaurants|locations|outlets'), ...REASK_SECTOR],
    note: 'Bringing the brother is a referral: 10% of his setup fee when he goes live.',
  },
  {
    id: 'ho2-fu-licence-pending-then-launch-and-price',
    kind: 'follow-up',
    persona: LAGOS_FINTECH,
    turns: [
      'We are a Lagos savings startup. Our CBN licence application is still pending.',
      'So can we launch meanwhile, and how much is the banking platform?',
    ],
    mustIncludeAny: [LICENCE_ANSWER, BANKING_PRICE],
    mustNotInclude: [...REASK_LICENCE, ...GUARANTEE],
    note: 'Home FAQ: launch with a licensed partner bank while the licence is in progress; ₦5,000,000.',
  },
  {
    id: 'ho2-fu-toronto-budget-which-faster',
    kind: 'follow-up',
    persona: DIASPORA,
    turns: [
      'I live in Toronto and I have about 20 million naira to put into a business in Lagos.',
      'I am torn between food delivery and an online store.',
      'Which one is faster to launch?',
    ],
    mustIncludeAny: [TIMELINE],
    mustNotInclude: [...REASK_CITY, ...REASK_BUDGET],
    note: 'Both platforms publish 10-14 days; city and budget were given.',
  },
  {
    id: 'ho2-fu-dugbe-shoes-then-pay',
    kind: 'follow-up',
    persona: IBADAN_TRADER,
    turns: ['I dey sell shoe for Dugbe market, I wan sell online', 'how I go take pay una?'],
    mustIncludeAny: [CARD_OR_TRANSFER],
    mustNotInclude: [...REASK_SECTOR, MARKETING_HIJACK],
    everyReply: true,
    note: 'She sells shoes in Dugbe; the setup fee is paid by card or bank transfer (Paystack).',
  },
  {
    id: 'ho2-fu-ride-timeline-then-prepare',
    kind: 'follow-up',
    persona: RIDE_FOUNDER,
    turns: [
      'How long does a ride-hailing app take to go live?',
      'OK. What do I need to get ready on my side?',
    ],
    mustIncludeAny: [[/brand/i, /logo/i, /domain/i, /app store/i, /play store/i]],
    mustNotInclude: [/10\s?(-|–|to)\s?14 days[\s\S]*10\s?(-|–|to)\s?14 days/i],
    note: 'Terms: brand assets, domain access, app store accounts, partner approvals; the timeline is not repeated twice in one reply.',
  },
];
