import { LAUNCH_TIME, OFFERS, SETUP_CALL, SETUP_FEE } from '../facts.ts';
import {
  CTO_SERVICE_CAPABILITIES,
  ECOMMERCE_CAPABILITIES,
  REAL_ESTATE_CAPABILITIES,
  RESTAURANT_CAPABILITIES,
  TAXI_CAPABILITIES,
} from '../../platform-capabilities/ready-made.ts';
import { FINTECH_BULLETS, capabilityBullets } from '../sector-pitches.ts';
import { pitchEntry } from './pitch-entry.ts';
import type { KnowledgeEntry } from './types.ts';

const livePcm = `live under your own brand for **${LAUNCH_TIME}**`;

/** The six platforms the site sells (and "not sure yet"), with Pidgin beside the English pitch. */
export const PLATFORMS: readonly KnowledgeEntry[] = [
  pitchEntry(
    'fintech',
    ['I want to start a fintech', 'fintech platform', 'I wan start fintech', 'payments app for Nigerians'],
    {
      answer: [
        `Fintech dey grow well for Nigeria, and our ready-made **FinTech platforms** go put you ${livePcm}:`,
        ...FINTECH_BULLETS,
        '- **Your money:** no revenue sharing, all your markup and transaction fees na your own',
        '',
        `Banking Platform setup na **${SETUP_FEE}** (one time).`,
      ].join('\n'),
      followUp:
        'Na banking, crypto, or both you dey think? And you don get CBN approval or licensed partner?',
    },
    {
      en: `It sits on our FinTech platform; the Banking Platform setup is ${SETUP_FEE} (one-time), live in ${LAUNCH_TIME}.`,
      pcm: `E dey run on our FinTech platform; Banking Platform setup na ${SETUP_FEE} (one time), e go live for ${LAUNCH_TIME}.`,
    },
    { facts: [SETUP_FEE] },
  ),
  pitchEntry(
    'ecommerce',
    [
      'I want to open an online store',
      'ecommerce website',
      'I wan sell my goods online',
      'marketplace app like Jumia',
    ],
    {
      answer: [
        `Nigerians dey buy online more every year, and our **eCommerce platform** go put you ${livePcm}:`,
        ...capabilityBullets(ECOMMERCE_CAPABILITIES),
        '- **Your money:** no revenue sharing for your sales',
      ].join('\n'),
      followUp: 'Wetin you go sell, and na your own products or marketplace for other vendors?',
    },
    {
      en: `Our eCommerce platform covers stores and marketplaces, live in ${LAUNCH_TIME}; its quote is confirmed on the ${SETUP_CALL}.`,
      pcm: `Our eCommerce platform cover store and marketplace, e go live for ${LAUNCH_TIME}; we go confirm the quote for the ${SETUP_CALL}.`,
    },
    { keywords: ['jumia', 'konga', 'jiji'], facts: [] },
  ),
  pitchEntry(
    'restaurants',
    ['I want a restaurant ordering app', 'food delivery app', 'I get restaurant', 'app for my buka'],
    {
      answer: [
        `Our **restaurant ordering and food delivery platform** go put you ${livePcm}, and we no dey share the money wey your orders bring:`,
        ...capabilityBullets(RESTAURANT_CAPABILITIES),
      ].join('\n'),
      followUp:
        'Na restaurant wey don dey before or new food brand, and you want dine-in, pickup, delivery, or all three?',
    },
    {
      en: `Our restaurant platform handles ordering, payments and delivery, live in ${LAUNCH_TIME}; its quote is confirmed on the ${SETUP_CALL}.`,
      pcm: `Our restaurant platform dey handle ordering, payment and delivery, e go live for ${LAUNCH_TIME}; we go confirm the quote for the ${SETUP_CALL}.`,
    },
    { keywords: ['chowdeck', 'glovo'] },
  ),
  pitchEntry(
    'taxi',
    [
      'I want to start a taxi app',
      'ride-hailing app like Uber or Bolt',
      'keke app',
      'okada booking app',
      'I wan do keke business with app',
    ],
    {
      answer: [
        `Our **taxi and ride-hailing platform** go put you ${livePcm}, wey go fit your city:`,
        ...capabilityBullets(TAXI_CAPABILITIES),
      ].join('\n'),
      followUp: 'Which city you wan start first, and your drivers go be staff or partner drivers?',
    },
    {
      en: `Our ride-hailing platform works for cars, keke and okada (rider app, driver app, dispatch), live in ${LAUNCH_TIME}; its quote is confirmed on the ${SETUP_CALL}.`,
      pcm: `Our ride-hailing platform fit work for car, keke and okada (rider app, driver app, dispatch), e go live for ${LAUNCH_TIME}; we go confirm the quote for the ${SETUP_CALL}.`,
    },
  ),
  pitchEntry(
    'proptech',
    [
      'real estate platform',
      'property listing website',
      'shortlet booking app',
      'app to manage my tenants',
      'house rent app',
    ],
    {
      answer: [
        `Our **real estate platform** go put you ${livePcm}, for agents and landlords wey dey:`,
        ...capabilityBullets(REAL_ESTATE_CAPABILITIES),
      ].join('\n'),
      followUp: 'Na rentals, shortlets, sales, or to manage properties for landlords you dey focus on?',
    },
    {
      en: `Our real estate platform covers listings, rent and shortlets, live in ${LAUNCH_TIME}; its quote is confirmed on the ${SETUP_CALL}.`,
      pcm: `Our real estate platform cover listings, rent and shortlet, e go live for ${LAUNCH_TIME}; we go confirm the quote for the ${SETUP_CALL}.`,
    },
  ),
  pitchEntry(
    'cto',
    [
      'CTO as a service',
      'I need a technical co-founder',
      'I need a tech team to build my idea',
      'custom software development',
      'build my MVP',
    ],
    {
      answer: [
        'Our **CTO-as-a-Service** offer na for founders wey their idea need pass ready-made platform:',
        ...capabilityBullets(CTO_SERVICE_CAPABILITIES),
      ].join('\n'),
      followUp: 'Wetin you dey build, and where you dey now: idea, prototype, or e don already dey live?',
    },
    {
      en: `Our CTO-as-a-Service team can plan and build the custom parts; scope and quote are confirmed on the ${SETUP_CALL}.`,
      pcm: `Our CTO-as-a-Service team fit plan and build the custom parts; we go confirm scope and quote for the ${SETUP_CALL}.`,
    },
    { keywords: ['cto', 'cofounder', 'co-founder', 'mvp', 'bespoke', 'developer', 'team'] },
  ),
  pitchEntry(
    'not-sure',
    [
      'I am not sure what to build',
      'What platforms do you offer?',
      'What do you sell?',
      'I never decide',
      'what can you build for me',
    ],
    {
      answer: [
        'No wahala, na why I dey here. These na our ready-made platforms:',
        ...OFFERS.map((offer) => `- **${offer.name}:** ${offer.summary}`),
        '',
        `The ready-made platforms fit dey ${livePcm}, no revenue sharing.`,
      ].join('\n'),
      followUp:
        'Tell me about the business wey dey your mind: wetin you go sell, and who you go sell am give?',
    },
    {
      en: `We have ready-made platforms for FinTech, eCommerce, restaurants, taxi, real estate and a CTO service, live in ${LAUNCH_TIME}.`,
      pcm: `We get ready-made platforms for FinTech, eCommerce, restaurant, taxi, real estate and CTO service, e go live for ${LAUNCH_TIME}.`,
    },
    { keywords: ['unsure', 'offer', 'sell', 'platforms', 'options', 'undecided'], facts: [LAUNCH_TIME] },
  ),
];
