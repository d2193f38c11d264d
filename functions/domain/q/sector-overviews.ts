import type { LaunchSectorId } from '../sectors.ts';
import { LAUNCH_TIME } from './facts.ts';

/**
 * The built-in guide's answer to the launch chat's overview prompt: under 70 words, exactly three
 * bullets and a bold Tip line (AI_OVERVIEW_RULES), written for the Nigerian market of each sector.
 */
export const SECTOR_OVERVIEWS: Readonly<Record<LaunchSectorId, string>> = {
  fintech: [
    '**FinTech in Nigeria** serves mobile-first customers who want fast, trusted money tools.',
    '- Onboard customers with BVN/KYC checks from day one.',
    '- Offer wallets, savings, transfers and bill payments in naira.',
    '- Plan CBN licensing early, or launch with a licensed partner bank.',
    '**Tip:** Start with one service people use daily, like bill payments, then add savings and loans.',
  ].join('\n'),
  ecommerce: [
    '**eCommerce in Nigeria** runs on trust, fast delivery and easy payment.',
    '- Accept cards, bank transfers and USSD, with pay on delivery where it helps.',
    '- Show delivery fees and timelines clearly for Lagos, Abuja and beyond.',
    '- Build trust with reviews, WhatsApp order updates and easy returns.',
    '**Tip:** Launch with a focused catalogue and one reliable delivery partner before adding vendors.',
  ].join('\n'),
  restaurants: [
    '**Restaurants in Nigeria** win on quick ordering and reliable delivery.',
    '- Take dine-in, pickup and delivery orders from one menu.',
    '- Accept transfers and cards, and send order updates by SMS or WhatsApp.',
    '- Track peak hours and best sellers to plan your kitchen and stock.',
    '**Tip:** Start with your top 15 dishes and a tight delivery radius so every order arrives hot.',
  ].join('\n'),
  edutech: [
    '**EduTech in Nigeria** serves exam prep, digital skills and professional training.',
    '- Offer self-paced courses, live classes or cohorts in one place.',
    '- Keep lessons light on mobile data, with downloadable notes.',
    '- Take payments in naira, with instalments for longer programmes.',
    '**Tip:** Pick one clear outcome, like WAEC/JAMB prep or a tech skill, and build your first course around it.',
  ].join('\n'),
  proptech: [
    '**PropTech in Nigeria** is built on trust between landlords, agents and tenants.',
    '- List verified properties with real photos, prices and locations.',
    '- Collect rent, service charge and shortlet bookings online.',
    '- Manage tenants, maintenance requests and receipts in one dashboard.',
    '**Tip:** Verify every listing before it goes live; trust is your biggest selling point.',
  ].join('\n'),
  healthtech: [
    '**HealthTech in Nigeria** closes gaps in access to doctors, medicines and records.',
    '- Let patients book consultations, telemedicine or lab tests from a phone.',
    '- Keep patient records private and secure, shared only with consent.',
    '- Accept payments in naira and work with HMOs where you can.',
    '**Tip:** Start with one service, like teleconsultations or pharmacy delivery, run by licensed professionals.',
  ].join('\n'),
  taxi: [
    '**Taxi Tech in Nigeria** depends on safe rides and well-paid drivers.',
    '- Give riders a booking app with upfront fares and live tracking.',
    '- Onboard drivers with ID and vehicle checks, and pay them fast.',
    '- Accept cash, card and transfer, since many riders still pay cash.',
    '**Tip:** Launch in one city, such as Lagos or Abuja, and sign up enough drivers before you advertise.',
  ].join('\n'),
  fashion: [
    '**Fashion & Lifestyle in Nigeria** sells through Instagram, WhatsApp and word of mouth.',
    '- Showcase collections with great photos, sizes and prices.',
    '- Take custom orders and measurements for tailored pieces.',
    '- Accept transfers and cards, with delivery across Nigeria.',
    '**Tip:** Turn your social media followers into buyers with one store link and an easy checkout.',
  ].join('\n'),
  agriculture: [
    '**Agriculture Tech in Nigeria** links farmers, buyers and farm inputs.',
    '- Connect farmers directly to buyers, processors and markets.',
    '- Track produce, orders and payments, even for farmers on basic phones.',
    '- Work with storage and logistics partners to cut post-harvest losses.',
    '**Tip:** Start with one value chain, like poultry or cassava, in one region.',
  ].join('\n'),
  events: [
    '**Event & Ticketing in Nigeria** thrives on concerts, conferences and owambes.',
    '- Sell tickets online with QR codes for fast check-in at the gate.',
    '- Accept cards and transfers, with instant e-tickets by email.',
    '- Give organisers a dashboard for sales, guest lists and payouts.',
    '**Tip:** Partner with a few popular organisers first; their audiences become your next buyers.',
  ].join('\n'),
  logistics: [
    '**Transport & Logistics in Nigeria** needs reliable tracking and proof of delivery.',
    '- Book pickups and deliveries with clear prices per route.',
    '- Track riders, trucks and parcels in real time.',
    '- Capture proof of delivery and reconcile pay-on-delivery cash.',
    '**Tip:** Start with one busy corridor, like deliveries within Lagos, and build a name for speed.',
  ].join('\n'),
  other: [
    '**Launching in Nigeria** starts with a clear customer and a simple offer.',
    '- Define who pays you and which problem you solve for them.',
    '- Accept naira payments by card, transfer and USSD from day one.',
    `- Go live with a focused first version in ${LAUNCH_TIME}, then grow.`,
    "**Tip:** Share your idea on the setup call and we'll match it to the right ready-made platform.",
  ].join('\n'),
};
