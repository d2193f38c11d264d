import {
  BASIC_SUPPORT_SUMMARY,
  COST_SAVING,
  CUSTOM_BUILD_TIME,
  LAUNCH_TIME,
  PREMIUM_SUPPORT_PRICE,
  PREMIUM_SUPPORT_SUMMARY,
  SETUP_CALL,
  SETUP_FEE,
  SPEED,
} from '../facts.ts';
import { BANKING_PLAN_FEATURES, BANKING_PLAN_NAME } from './kb-facts.ts';
import { ASK_ON_CALL } from './next-steps.ts';
import type { KnowledgeEntry } from './types.ts';

const PRICE_LIST_EN = [
  `- **Banking Platform setup:** ${SETUP_FEE}, one-time`,
  `- ${BASIC_SUPPORT_SUMMARY}`,
  `- ${PREMIUM_SUPPORT_SUMMARY}`,
  '- **No revenue sharing:** you keep all your markup and transaction revenue',
].join('\n');

const PRICE_LIST_PCM = [
  `- **Banking Platform setup:** ${SETUP_FEE}, you go pay am one time`,
  `- ${BASIC_SUPPORT_SUMMARY}`,
  `- ${PREMIUM_SUPPORT_SUMMARY}`,
  '- **No revenue sharing:** all your markup and transaction money na your own',
].join('\n');

/** Prices and what they buy. Only the Banking Platform and the support tiers have published prices. */
export const PRICING: readonly KnowledgeEntry[] = [
  {
    id: 'price-overview',
    topic: 'pricing',
    questions: [
      'How much does it cost?',
      'What is your price?',
      'How much is the platform?',
      'abeg how much e go cost me?',
      'wetin be the price',
      'How much do you charge to build an app?',
      'pricing',
      'What are your fees?',
      'how much to build my platform',
      'is VAT extra on top of the fee',
      'what about tax',
    ],
    answer: {
      en: [
        `Our pricing is simple, and it's ${COST_SAVING} than building from scratch:`,
        PRICE_LIST_EN,
        '',
        `The exact quote for {yourPlatform} depends on your features and is confirmed on the ${SETUP_CALL}. Prices are in naira and exclude VAT, which is added where the law requires.`,
      ].join('\n'),
      pcm: [
        `Our price dey simple, and e dey ${COST_SAVING} than to build from scratch:`,
        PRICE_LIST_PCM,
        '',
        `The exact quote for {yourPlatform} depend on the features wey you want, and we go confirm am for the ${SETUP_CALL}.`,
      ].join('\n'),
    },
    facts: [SETUP_FEE, PREMIUM_SUPPORT_PRICE, COST_SAVING, SETUP_CALL],
    followUp: {
      en: 'Which features matter most to you at launch?',
      pcm: 'Which features you need pass for launch day?',
    },
  },
  {
    id: 'banking-plan-includes',
    topic: 'pricing',
    questions: [
      'What does the setup fee include?',
      'What do I get for the price?',
      'What is included in the Banking Platform plan?',
      'wetin I go get for the money',
      'What features come with the 5 million?',
      'what is included in the package',
    ],
    keywords: ['include', 'included', 'package', 'plan', 'features'],
    answer: {
      en: [
        `The **${BANKING_PLAN_NAME}** plan (${SETUP_FEE}, one-time) includes:`,
        BANKING_PLAN_FEATURES,
        '',
        `Basic Support is included free; Premium Support is ${PREMIUM_SUPPORT_PRICE}. Prices are in naira and exclude VAT, which is added where the law requires.`,
      ].join('\n'),
      pcm: [
        `The **${BANKING_PLAN_NAME}** plan (${SETUP_FEE}, one time) carry all these ones:`,
        BANKING_PLAN_FEATURES,
        '',
        `Basic Support dey free; Premium Support na ${PREMIUM_SUPPORT_PRICE}. Price dey for naira and e no include VAT, wey dem go add where law talk say make dem add am.`,
      ].join('\n'),
    },
    facts: [SETUP_FEE, PREMIUM_SUPPORT_PRICE, BANKING_PLAN_NAME],
    followUp: {
      en: 'Which of these matters most for your customers?',
      pcm: 'Which one for these your customers need pass?',
    },
  },
  {
    id: 'other-platform-prices',
    topic: 'pricing',
    questions: [
      'Why is only the banking price shown?',
      'Is the price fixed?',
      'What does starting from mean?',
      'Do the other platforms have a price list?',
      'price for ecommerce restaurant taxi real estate platform',
      'na fixed price?',
    ],
    keywords: ['starting', 'fixed', 'list', 'other', 'platforms'],
    answer: {
      en: `Only the Banking Platform has a published price: ${SETUP_FEE} (one-time). "Starting from" means the final figure depends on the features you choose. Quotes for {yourPlatform} and our other platforms are not published: we work out your scope and confirm your quote on the ${SETUP_CALL}, before you pay anything.`,
      pcm: `Na only Banking Platform get price wey we publish: ${SETUP_FEE} (one time). "Starting from" mean say the final amount go depend on the features wey you choose. We never publish quote for {yourPlatform} and the other platforms: we go arrange your scope and confirm your quote for the ${SETUP_CALL}, before you pay anything.`,
    },
    facts: [SETUP_FEE, SETUP_CALL],
    followUp: ASK_ON_CALL,
  },
  {
    id: 'hidden-fees',
    topic: 'pricing',
    questions: [
      'Are there hidden fees?',
      'Do you take a percentage of my transactions?',
      'Do you share my revenue?',
      'Is there a monthly fee?',
      'Do I keep all the profit?',
      'una go collect percentage for my money?',
      'How do I make money with this?',
      'How will my business make money from the platform?',
      'any other charges after setup',
    ],
    keywords: ['hidden', 'percentage', 'revenue', 'profit', 'monthly', 'share', 'sharing'],
    answer: {
      en: [
        'There is **no revenue sharing**: you keep all your markup and transaction revenue.',
        `- The setup fee is one-time (the Banking Platform is ${SETUP_FEE}).`,
        `- Support is monthly only if you choose Premium Support (${PREMIUM_SUPPORT_PRICE}); Basic Support is free.`,
        '- Third-party costs such as Paystack fees or SMS charges are paid by you directly to those providers.',
      ].join('\n'),
      pcm: [
        'We no dey do **revenue sharing**: all your markup and transaction money na your own.',
        `- Setup fee na one time (Banking Platform na ${SETUP_FEE}).`,
        `- You go pay every month only if you choose Premium Support (${PREMIUM_SUPPORT_PRICE}); Basic Support dey free.`,
        '- Other people charges like Paystack fee or SMS charge, na you go pay them direct.',
      ].join('\n'),
    },
    facts: [SETUP_FEE, PREMIUM_SUPPORT_PRICE],
    followUp: {
      en: 'How do you plan to make money from the platform: fees, markup or subscriptions?',
      pcm: 'How you wan take make money from the platform: fees, markup or subscription?',
    },
  },
  {
    // The pricing FAQ (web/src/features/site/content/pricing.ts): providers' charges are the founder's own.
    id: 'third-party-costs',
    topic: 'pricing',
    questions: [
      'Who pays the Paystack fees?',
      'Who pays the SMS charges?',
      'Are Paystack transaction charges included in the setup fee?',
      'Who covers the payment gateway and provider fees?',
      'who go pay Paystack charges?',
    ],
    keywords: ['sms', 'gateway', 'third-party'],
    answer: {
      en: "Those are third-party costs, and they are not part of our fee: Paystack's own fees, SMS charges and other providers' bills are yours to pay, directly to each provider, as the pricing page says.",
      pcm: 'Those ones na third-party costs, and dem no dey inside our fee: Paystack own fee, SMS charge and other providers bill na you go pay am, direct to each provider, as the pricing page talk.',
    },
    facts: [],
    followUp: {
      en: 'Which payment and SMS providers do you already use?',
      pcm: 'Which payment and SMS providers you dey use already?',
    },
  },
  {
    id: 'why-cheaper',
    topic: 'pricing',
    questions: [
      'Why is it cheaper than hiring developers?',
      'How can it be 70% cheaper?',
      'Why not build it myself instead of buying?',
      'Why not hire a developer?',
      'Is it cheaper than a custom build?',
    ],
    keywords: ['cheaper', 'developer', 'developers', 'hire', 'scratch'],
    answer: {
      en: `You start from a ready-made platform that already works, so nobody builds the basics again. That is why it's ${SPEED} and ${COST_SAVING} than a custom build, and live in ${LAUNCH_TIME} instead of ${CUSTOM_BUILD_TIME}.`,
      pcm: `You dey start from ready-made platform wey don already work, so nobody go build the basic things again. Na why e dey ${SPEED} and ${COST_SAVING} than custom build, and e go live for ${LAUNCH_TIME} instead of ${CUSTOM_BUILD_TIME}.`,
    },
    facts: [SPEED, COST_SAVING, LAUNCH_TIME, CUSTOM_BUILD_TIME],
    followUp: {
      en: 'What would you build first if you started today?',
      pcm: 'Wetin you go build first if you start today?',
    },
  },
  {
    id: 'discount',
    topic: 'pricing',
    questions: [
      'Can I get a discount?',
      'Is the price negotiable?',
      'Abeg reduce the price',
      'Do you have promo or discount?',
      'can you do it cheaper for me',
      'my budget is small',
      'I cannot afford 5 million',
    ],
    keywords: ['discount', 'negotiable', 'negotiate', 'promo', 'reduce', 'lower', 'small'],
    answer: {
      en: `We don't publish any discounts. The Banking Platform is ${SETUP_FEE}, and other quotes depend on scope. If your budget is tight, share it on the ${SETUP_CALL}: we can look at which features to launch with first, but we can't promise a lower figure here.`,
      pcm: `We no get any discount wey we publish. Banking Platform na ${SETUP_FEE}, and other quote depend on wetin you want. If your budget dey tight, tell us for the ${SETUP_CALL}: we fit look which features you go launch with first, but I no fit promise you lower price here.`,
    },
    facts: [SETUP_FEE, SETUP_CALL],
    followUp: ASK_ON_CALL,
  },
  {
    id: 'first-payment',
    topic: 'pricing',
    questions: [
      'What do I pay at checkout?',
      'How much is the first payment?',
      'What is the total I pay today?',
      'Do I pay for support at checkout?',
    ],
    keywords: ['checkout', 'total', 'first', 'today'],
    answer: {
      en: `The checkout we send after your ${SETUP_CALL} shows the setup fee plus the first month of the support you choose. Basic Support is free; with Premium Support (${PREMIUM_SUPPORT_PRICE}) its first month is paid with the setup fee. For the Banking Platform the setup fee is ${SETUP_FEE}.`,
      pcm: `The checkout wey we go send you after your ${SETUP_CALL} go show the setup fee plus first month of the support wey you choose. Basic Support dey free; if na Premium Support (${PREMIUM_SUPPORT_PRICE}), you go pay the first month with the setup fee. For Banking Platform, setup fee na ${SETUP_FEE}.`,
    },
    facts: [SETUP_CALL, PREMIUM_SUPPORT_PRICE, SETUP_FEE],
    followUp: {
      en: 'Would Basic or Premium Support suit your team better?',
      pcm: 'Na Basic or Premium Support go fit your team?',
    },
  },
];
