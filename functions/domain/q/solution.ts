import { SHARED_CAPABILITIES, platformCapabilities } from '../platform-capabilities/index.ts';
import { questionSetForSector, questionsForSector } from '../questions.ts';
import { type LaunchSectorId, sectorById } from '../sectors.ts';
import {
  DEVELOPMENT_START,
  LAUNCH_TIME,
  PREMIUM_SUPPORT_PRICE,
  REVIEW_TIME,
  SETUP_CALL,
  SETUP_FEE,
} from './facts.ts';
import { type LaunchAnswer, oneLine } from './launch-chat-prompts.ts';
import { PLATFORMS_OF_PITCH } from './guide/capabilities.ts';
import { featuresFor, SOLUTION_RULES } from './solution-rules.ts';
import { BOOKING_PROMPT_START } from '../launch-recap.ts';

/** The home page card's sentence for a sector the site sells a platform for (the capability table). */
function publishedCore(sectorId: LaunchSectorId): string | null {
  const id = PLATFORMS_OF_PITCH[sectorId][0];
  return id ? platformCapabilities(id).summary.replace(/\.$/, '') : null;
}

/** How customers pay on every platform, as the site says it. */
const PUBLISHED_PAYMENTS = (
  SHARED_CAPABILITIES.find((capability) => capability.key === 'payments')?.body ?? ''
).replace(/\.$/, '');

/** What every platform of a sector starts with, before the founder's answers add to it. */
const CORE_FEATURES: Readonly<Record<LaunchSectorId, string>> = {
  fintech:
    'a branded web and mobile banking app with BVN/KYC onboarding, wallets, transfers and an admin console',
  ecommerce: 'a branded online store with product catalogue, cart, checkout and an orders dashboard',
  restaurants: 'a branded ordering app and website with your menu, order tracking and a restaurant dashboard',
  edutech: 'a branded learning platform with course pages, enrolment, payments and a tutor dashboard',
  proptech:
    'a branded property platform with verified listings, enquiries, bookings and a landlord dashboard',
  healthtech: 'a branded health platform with appointment booking, patient profiles and a provider dashboard',
  taxi: 'a rider app, a driver app and a dispatch dashboard with live tracking',
  fashion: 'a branded fashion store with collections, sizes, custom orders and an orders dashboard',
  agriculture: 'a platform connecting farmers and buyers, with produce listings, orders and payments',
  events: 'a branded ticketing platform with event pages, QR e-tickets, check-in and an organiser dashboard',
  logistics: 'a booking app for customers, a rider or driver app, and a dispatch dashboard with tracking',
  other: 'a ready-made web and mobile platform under your brand, with payments and an admin dashboard',
};

const PAYMENTS: Readonly<Record<LaunchSectorId, string>> = {
  fintech: 'naira transfers, bill payments and card rails through licensed partners, with BVN/KYC checks',
  ecommerce: 'card, bank transfer and USSD payments, with pay on delivery if you want it',
  restaurants: 'card and bank transfer payments, plus cash for dine-in',
  edutech: 'card and bank transfer payments, with instalments for longer programmes',
  proptech: 'rent, service charge and booking payments by card and bank transfer',
  healthtech: 'card and bank transfer payments, with room for HMO partners',
  taxi: 'cash, card and bank transfer fares, with driver earnings reports',
  fashion: 'card and bank transfer payments, with delivery fees by location',
  agriculture: 'bank transfer and card payments, with records farmers can see on their phones',
  events: 'card and bank transfer ticket sales, with organiser payouts',
  logistics: 'card and transfer payments, plus reconciliation of pay-on-delivery cash',
  other: 'card, bank transfer and USSD payments in naira',
};

const ANSWER_QUOTE_CHARS = 200;

export interface SolutionRequest {
  readonly sectorId: LaunchSectorId;
  readonly idea: string;
  readonly answers: readonly LaunchAnswer[];
}

/** The built-in guide's tailored solution: the sector's core, each answer turned into features, costs and the next step. */
export function tailoredSolution({ sectorId, idea, answers }: SolutionRequest): string {
  const sector = sectorById(sectorId);
  const title = sectorId === 'other' ? 'Your tailored platform' : `Your tailored ${sector.name} platform`;
  const ideaLine = idea.trim() === '' ? '' : ` for "${oneLine(idea, ANSWER_QUOTE_CHARS)}"`;

  const lines = [
    `**${title}**`,
    '',
    `Here is what we would launch${ideaLine}, live in **${LAUNCH_TIME}**:`,
    `- **Core:** ${publishedCore(sectorId) ?? CORE_FEATURES[sectorId]}`,
    ...answers
      .filter((entry) => entry.answer.trim() !== '')
      .map((entry, index) => answerLine(sectorId, entry, index)),
    `- **Payments:** ${publishedCore(sectorId) ? PUBLISHED_PAYMENTS : PAYMENTS[sectorId]}`,
    `- **Timeline:** after payment, ${REVIEW_TIME} application review and ${DEVELOPMENT_START} until development starts`,
    `- **Cost:** ${costLine(sectorId)}`,
    '',
    answers.length === 0
      ? 'Answering the quick questions sharpens this further, and we can also go through it together on the call.'
      : 'Everything above comes from your answers, and nothing is locked in until we agree the scope together.',
    '',
    `${BOOKING_PROMPT_START} ${SETUP_CALL}, where we confirm the scope and show you a preview of your platform. Tap **Start in 60s** to pick a time.`,
  ];
  return lines.join('\n');
}

function answerLine(sectorId: LaunchSectorId, entry: LaunchAnswer, position: number): string {
  const questions = questionsForSector(sectorId);
  const matchedIndex = questions.findIndex((question) => sameText(question, entry.question));
  const index = matchedIndex >= 0 ? matchedIndex : position;
  const rules =
    index === 0 || index === 1 ? SOLUTION_RULES[questionSetForSector(sectorId)][index] : undefined;
  const answer = oneLine(entry.answer, ANSWER_QUOTE_CHARS);
  if (!rules)
    return `- **${oneLine(entry.question, 80)}** "${answer}": how the platform covers this is confirmed on the ${SETUP_CALL}`;

  const features = joinFeatures(featuresFor(rules, answer));
  return features.includes(answer)
    ? `- **${rules.label}:** ${features}`
    : `- **${rules.label}** ("${answer}"): ${features}`;
}

function costLine(sectorId: LaunchSectorId): string {
  if (sectorId === 'fintech') {
    return `the Banking Platform setup is ${SETUP_FEE} (one-time), with no revenue sharing; Basic Support is free and Premium Support is ${PREMIUM_SUPPORT_PRICE}`;
  }
  return `your quote is confirmed on the ${SETUP_CALL}; there is no revenue sharing, Basic Support is free and Premium Support is ${PREMIUM_SUPPORT_PRICE}`;
}

const sameText = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

function joinFeatures(features: readonly string[]): string {
  if (features.length <= 1) return features[0] ?? '';
  return `${features.slice(0, -1).join('; ')}; and ${features[features.length - 1]}`;
}
