import type { LaunchSectorId } from '../sectors.ts';
import { LAUNCH_TIME, OFFERS, SETUP_FEE } from './facts.ts';

/** One answer of the built-in guide: what it says, then the question it asks back. */
export interface GuideAnswer {
  readonly body: string;
  readonly followUp: string;
}

export type PitchId = LaunchSectorId | 'cto' | 'not-sure';

const live = `live under your own brand in **${LAUNCH_TIME}**`;

/** What Q says about each kind of business a visitor names, and the question that moves them on. */
export const SECTOR_PITCHES: Readonly<Record<PitchId, GuideAnswer>> = {
  fintech: {
    body: [
      `Fintech is one of the fastest-growing spaces in Nigeria, and our ready-made **FinTech platforms** get you ${live}:`,
      '- **Digital banking:** wallets, savings, transfers, bill payments and airtime',
      '- **Crypto exchange:** buy, sell and hold crypto, or combine banking and crypto in one app',
      '- **Nigeria-ready:** BVN/KYC onboarding, naira payments and compliance support',
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
      '- **Your store or a marketplace:** one brand, or many vendors with commissions and payouts',
      '- **Payments:** card, bank transfer and USSD, with pay on delivery if you want it',
      '- **Delivery:** your own riders or a logistics partner, with order tracking for customers',
      '- **Your revenue:** no revenue sharing on your sales',
    ].join('\n'),
    followUp: 'What will you sell, and will it be your own products or a marketplace for other vendors?',
  },
  restaurants: {
    body: [
      `Our **restaurant ordering and food delivery platform** gets you ${live}, with no revenue sharing on your orders:`,
      '- **Ordering:** dine-in (QR menus), pickup and delivery from one menu',
      '- **Payments:** card and bank transfer, with order updates for your customers',
      '- **Kitchen tools:** POS and kitchen display options, plus a dashboard for best sellers and peak hours',
      '- **Delivery:** your own riders or a delivery partner',
    ].join('\n'),
    followUp:
      'Is this for an existing restaurant or a new food brand, and do you want dine-in, pickup, delivery, or all three?',
  },
  taxi: {
    body: [
      `Our **taxi and ride-hailing platform** has everything you need to compete in your city, ${live}:`,
      '- **Rider app:** booking, upfront fares and live tracking',
      '- **Driver app:** onboarding with ID and vehicle checks, trips and earnings',
      '- **Dispatch dashboard:** fleet, pricing per zone and reports',
      '- **Payments:** cash, card and bank transfer, since many Nigerian riders still pay cash',
    ].join('\n'),
    followUp:
      'Which city do you want to launch in first, and will your drivers be employed or partner drivers?',
  },
  proptech: {
    body: [
      `Our **real estate platform** gets you ${live}:`,
      '- **Listings:** verified properties with photos, prices and locations',
      '- **Payments:** rent, service charge and shortlet bookings online',
      '- **Management:** tenants, maintenance requests and receipts in one dashboard',
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
      '- **Technical leadership:** a senior tech lead who turns your idea into a clear product plan and roadmap',
      '- **Build:** custom features and integrations on top of our proven platforms, so you still move fast',
      '- **Run:** ongoing technical direction, without hiring a full in-house team on day one',
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
