import type { LaunchSectorId } from '../sectors.ts';
import { LAUNCH_TIME, SETUP_CALL } from './facts.ts';
import { launchSectorFrom } from './launch-chat-prompts.ts';

/**
 * What the /launch chat shows when Q fails after all attempts (spec: specific text for FinTech,
 * eCommerce, Restaurants, Taxi Tech and EduTech, a generic one for the rest). Written in the same
 * shape as an overview so the chat reads the same either way, and true without knowing the idea.
 */
export type FallbackTextId = 'fintech' | 'ecommerce' | 'restaurants' | 'taxi' | 'edutech' | 'generic';

export const LAUNCH_FALLBACK_TEXTS: Readonly<Record<FallbackTextId, string>> = {
  fintech: [
    `**Your FinTech platform** can go live in ${LAUNCH_TIME} under your own brand.`,
    '- Customer onboarding with BVN/KYC verification.',
    '- Wallets, savings, transfers, bill payments and airtime in naira.',
    '- Compliance support, including planning for CBN licensing.',
    `**Tip:** Bring your licensing questions to the ${SETUP_CALL}.`,
  ].join('\n'),
  ecommerce: [
    `**Your eCommerce platform** can go live in ${LAUNCH_TIME} under your own brand.`,
    '- A single-brand store or a multi-vendor marketplace.',
    '- Card, bank transfer and USSD payments in naira.',
    '- Order tracking with your own riders or a logistics partner.',
    '**Tip:** Start with your best-selling products and add more once orders flow.',
  ].join('\n'),
  restaurants: [
    `**Your restaurant platform** can go live in ${LAUNCH_TIME} under your own brand.`,
    '- Online ordering for dine-in, pickup and delivery.',
    '- Transfer and card payments, with order updates for customers.',
    '- Kitchen and POS tools so orders reach your team fast.',
    '**Tip:** Launch with your most popular dishes and a small delivery radius.',
  ].join('\n'),
  taxi: [
    `**Your ride-hailing platform** can go live in ${LAUNCH_TIME} under your own brand.`,
    '- A rider app with upfront fares and live tracking.',
    '- A driver app with onboarding checks and earnings.',
    '- A dispatch dashboard, with cash, card and transfer payments.',
    '**Tip:** Launch in one city first and sign up drivers before riders.',
  ].join('\n'),
  edutech: [
    `**Your EduTech platform** can go live in ${LAUNCH_TIME} under your own brand.`,
    '- Self-paced courses, live classes or cohorts.',
    '- Quizzes, certificates and student management.',
    '- Naira payments, including instalments for longer programmes.',
    '**Tip:** Build your first course around one clear outcome students will pay for.',
  ].join('\n'),
  generic: [
    `**Your platform** can go live in ${LAUNCH_TIME} under your own brand, with no revenue sharing.`,
    '- A ready-made web and mobile experience for your customers.',
    '- Naira payments by card, transfer and USSD.',
    '- An admin dashboard to run orders, customers and reports.',
    `**Tip:** Share what makes your idea unique on the ${SETUP_CALL} so we can tailor it.`,
  ].join('\n'),
};

const FALLBACK_OF_SECTOR: Partial<Record<LaunchSectorId, FallbackTextId>> = {
  fintech: 'fintech',
  ecommerce: 'ecommerce',
  restaurants: 'restaurants',
  taxi: 'taxi',
  edutech: 'edutech',
};

/** The fallback for a sector, given by its display name ('Taxi Tech') or id ('taxi'). */
export function launchFallbackText(sectorNameOrId: string): string {
  return LAUNCH_FALLBACK_TEXTS[FALLBACK_OF_SECTOR[launchSectorFrom(sectorNameOrId)] ?? 'generic'];
}
