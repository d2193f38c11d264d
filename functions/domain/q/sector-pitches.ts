import { BANKING_PLATFORM_CAPABILITIES } from '../platform-capabilities/banking-platform.ts';
import { COMPLETE_FINTECH_CAPABILITIES } from '../platform-capabilities/complete-fintech.ts';
import { CRYPTO_EXCHANGE_CAPABILITIES } from '../platform-capabilities/crypto-exchange.ts';
import {
  CTO_SERVICE_CAPABILITIES,
  ECOMMERCE_CAPABILITIES,
  REAL_ESTATE_CAPABILITIES,
  RESTAURANT_CAPABILITIES,
  TAXI_CAPABILITIES,
} from '../platform-capabilities/ready-made.ts';
import type { PlatformCapabilities } from '../platform-capabilities/types.ts';
import type { LaunchSectorId } from '../sectors.ts';
import { LAUNCH_TIME, OFFERS, SETUP_FEE } from './facts.ts';

/** One answer of the built-in guide: what it says, then the question it asks back. */
export interface GuideAnswer {
  readonly body: string;
  readonly followUp: string;
}

export type PitchId = LaunchSectorId | 'cto' | 'not-sure';

const live = `live under your own brand in **${LAUNCH_TIME}**`;

/**
 * A platform's lines as the capability table states them (functions/domain/platform-capabilities),
 * so the pitch says what the site says and nothing more. Exported for the Pidgin pitches.
 */
export function capabilityBullets(platform: PlatformCapabilities): string[] {
  return platform.capabilities.map((capability) => `- **${capability.title}:** ${capability.body}`);
}

/** The fintech platforms, one line each: the service page's opening without its launch time. */
export const FINTECH_BULLETS: readonly string[] = [
  BANKING_PLATFORM_CAPABILITIES,
  CRYPTO_EXCHANGE_CAPABILITIES,
  COMPLETE_FINTECH_CAPABILITIES,
].map(
  (platform) =>
    `- **${platform.name}:** ${(platform.intro ?? platform.summary).replace(/\s*Live in [^.]*\.$/, '')}`,
);

/** What Q says about each kind of business a visitor names, and the question that moves them on. */
export const SECTOR_PITCHES: Readonly<Record<PitchId, GuideAnswer>> = {
  fintech: {
    body: [
      `Fintech is one of the fastest-growing spaces in Nigeria, and our ready-made **FinTech platforms** get you ${live}:`,
      ...FINTECH_BULLETS,
      '- **Your revenue:** no revenue sharing, so you keep all your markup and transaction fees',
      '',
      `The Banking Platform setup is **${SETUP_FEE}** (one-time).`,
    ].join('\n'),
    followUp:
      'Are you thinking of banking services, crypto, or both? And do you already have CBN approval or a licensed partner?',
  },
  ecommerce: {
    body: [
      `Nigerians are buying online more every year, and our **eCommerce platform** gets you ${live}:`,
      ...capabilityBullets(ECOMMERCE_CAPABILITIES),
      '- **Your revenue:** no revenue sharing on your sales',
    ].join('\n'),
    followUp: 'What will you sell, and will it be your own products or a marketplace for other vendors?',
  },
  restaurants: {
    body: [
      `Our **restaurant ordering and food delivery platform** gets you ${live}, with no revenue sharing on your orders:`,
      ...capabilityBullets(RESTAURANT_CAPABILITIES),
    ].join('\n'),
    followUp:
      'Is this for an existing restaurant or a new food brand, and do you want dine-in, pickup, delivery, or all three?',
  },
  taxi: {
    body: [
      `Our **taxi and ride-hailing platform** gets you ${live}:`,
      ...capabilityBullets(TAXI_CAPABILITIES),
    ].join('\n'),
    followUp:
      'Which city do you want to launch in first, and will your drivers be employed or partner drivers?',
  },
  proptech: {
    body: [
      `Our **real estate platform** gets you ${live}:`,
      ...capabilityBullets(REAL_ESTATE_CAPABILITIES),
    ].join('\n'),
    followUp: 'Are you focused on rentals, shortlets, sales, or managing properties for landlords?',
  },
  edutech: {
    body: [
      `An **EduTech platform** can be ${live}:`,
      '- **Learning:** self-paced courses, live classes or cohorts',
      '- **Student tools:** quizzes, certificates and progress tracking',
      '- **Payments:** naira payments, with instalments for longer programmes',
    ].join('\n'),
    followUp: 'Who are your learners (exam candidates, professionals, children) and how will you teach them?',
  },
  healthtech: {
    body: [
      `A **HealthTech platform** can be ${live}:`,
      '- **Access:** consultation, telemedicine or lab test bookings from a phone',
      '- **Records:** private patient profiles, shared only with consent',
      '- **Payments:** naira payments, with room for HMO partners',
    ].join('\n'),
    followUp:
      'Which service do you want to start with: consultations, pharmacy, lab tests or something else?',
  },
  fashion: {
    body: [
      `A **fashion and lifestyle store** can be ${live}:`,
      '- **Showcase:** collections with photos, sizes and prices',
      '- **Custom orders:** measurements and made-to-order pieces',
      '- **Payments and delivery:** card and bank transfer, with delivery across Nigeria',
    ].join('\n'),
    followUp:
      'Do you sell ready-to-wear, custom pieces, or beauty products, and where do most of your customers find you today?',
  },
  agriculture: {
    body: [
      `An **Agriculture Tech platform** can be ${live}:`,
      '- **Market access:** farmers connected directly to buyers and processors',
      '- **Records:** produce, orders and payments farmers can follow on their phones',
      '- **Partners:** storage and logistics partners to cut post-harvest losses',
    ].join('\n'),
    followUp:
      'Which value chain are you starting with (poultry, cassava, rice, fish...) and in which region?',
  },
  events: {
    body: [
      `An **event and ticketing platform** can be ${live}:`,
      '- **Tickets:** online sales with QR e-tickets and fast check-in',
      '- **Payments:** card and bank transfer, with organiser payouts',
      '- **Organiser dashboard:** sales, guest lists and reports',
    ].join('\n'),
    followUp: 'What kind of events are you targeting: concerts, conferences, weddings or something else?',
  },
  logistics: {
    body: [
      `A **transport and logistics platform** can be ${live}:`,
      '- **Bookings:** pickups and deliveries with clear prices per route',
      '- **Tracking:** riders, trucks and parcels in real time, with proof of delivery',
      '- **Payments:** card and transfer, plus pay-on-delivery cash reconciliation',
    ].join('\n'),
    followUp:
      'Are you moving parcels within a city, goods between states, or running a fleet for other businesses?',
  },
  other: {
    body: [
      `Whatever the idea, we can usually match it to a ready-made platform that is ${live}, or build on one with our CTO-as-a-Service team.`,
    ].join('\n'),
    followUp: 'Tell me a bit more: what will you sell, and who will pay you?',
  },
  cto: {
    body: [
      'Our **CTO-as-a-Service** offer is for founders whose idea needs more than a ready-made platform:',
      ...capabilityBullets(CTO_SERVICE_CAPABILITIES),
    ].join('\n'),
    followUp: 'What are you building, and where are you today: idea, prototype, or already live?',
  },
  'not-sure': {
    body: [
      "No problem, that's what I'm here for. These are our ready-made platforms:",
      ...OFFERS.map((offer) => `- **${offer.name}:** ${offer.summary}`),
      '',
      `The ready-made platforms can be ${live}, with no revenue sharing.`,
    ].join('\n'),
    followUp: 'Tell me about the business you have in mind: what would you sell, and to whom?',
  },
};
