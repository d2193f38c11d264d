import type { LaunchSectorId } from '../sectors.ts';
import { LAUNCH_TIME } from './facts.ts';

/**
 * The launch chat's overviews in Nigerian Pidgin, for a founder who wrote the idea in Pidgin: the
 * same shape as SECTOR_OVERVIEWS (one opening line, exactly three bullets, a bold Tip line, under
 * 70 words) and the same advice, so the two never say different things.
 */
export const SECTOR_OVERVIEWS_PIDGIN: Readonly<Record<LaunchSectorId, string>> = {
  fintech: [
    '**FinTech for Naija** na for people wey dey use phone do everything, wey want money app wey dem fit trust.',
    '- Check customers BVN/KYC from day one.',
    '- Give dem wallet, savings, transfer and bill payment for naira.',
    '- Plan your CBN licence early, or start with licensed partner bank.',
    '**Tip:** Start with one service wey people dey use everyday, like bill payment, then add savings and loans.',
  ].join('\n'),
  ecommerce: [
    '**eCommerce for Naija** dey run on trust, quick delivery and easy payment.',
    '- Collect card, bank transfer and USSD, plus pay on delivery where e make sense.',
    '- Show delivery fee and time for Lagos, Abuja and other places.',
    '- Build trust with reviews, WhatsApp order update and easy returns.',
    '**Tip:** Start with small catalogue and one delivery partner wey no dey fail, before you add vendors.',
  ].join('\n'),
  restaurants: [
    '**Restaurant for Naija** dey win when ordering quick and delivery reach on time.',
    '- Collect dine-in, pickup and delivery orders from one menu.',
    '- Collect transfer and card, and send order update by SMS or WhatsApp.',
    '- Check your busy hours and wetin dey sell pass, so you fit plan kitchen and stock.',
    '**Tip:** Start with your top 15 dishes and short delivery distance so every order reach hot.',
  ].join('\n'),
  edutech: [
    '**EduTech for Naija** dey serve exam prep, digital skills and professional training.',
    '- Run self-paced courses, live classes or cohorts for one place.',
    '- Make lessons light for data, with notes wey people fit download.',
    '- Collect payment for naira, with instalment for long programmes.',
    '**Tip:** Pick one clear result, like WAEC/JAMB prep or one tech skill, and build your first course on top am.',
  ].join('\n'),
  proptech: [
    '**PropTech for Naija** stand on trust between landlords, agents and tenants.',
    '- List properties wey you don verify, with real photos, prices and location.',
    '- Collect rent, service charge and shortlet booking online.',
    '- Manage tenants, repairs and receipts for one dashboard.',
    '**Tip:** Verify every listing before e go live; trust na your biggest selling point.',
  ].join('\n'),
  healthtech: [
    '**HealthTech for Naija** dey close the gap for doctors, medicine and records.',
    '- Make patients book consultation, telemedicine or lab test from phone.',
    '- Keep patient records private and secure, share only when dem agree.',
    '- Collect payment for naira and work with HMOs where you fit.',
    '**Tip:** Start with one service, like teleconsultation or pharmacy delivery, wey licensed professionals dey run.',
  ].join('\n'),
  taxi: [
    '**Taxi Tech for Naija** depend on safe rides and drivers wey dem dey pay well.',
    '- Give riders booking app with fare upfront and live tracking.',
    '- Onboard drivers with ID and vehicle checks, and pay dem quick.',
    '- Collect cash, card and transfer, because plenty riders still dey pay cash.',
    '**Tip:** Start for one city, like Lagos or Abuja, and sign up enough drivers before you advertise.',
  ].join('\n'),
  fashion: [
    '**Fashion & Lifestyle for Naija** dey sell through Instagram, WhatsApp and mouth-to-mouth.',
    '- Show your collections with fine photos, sizes and prices.',
    '- Collect custom orders and measurements for tailored pieces.',
    '- Collect transfer and card, with delivery go everywhere for Naija.',
    '**Tip:** Turn your social media followers to buyers with one store link and easy checkout.',
  ].join('\n'),
  agriculture: [
    '**Agriculture Tech for Naija** dey connect farmers, buyers and farm inputs.',
    '- Connect farmers straight to buyers, processors and markets.',
    '- Track produce, orders and payments, even for farmers wey get small phone.',
    '- Work with storage and logistics partners to reduce wetin dey spoil after harvest.',
    '**Tip:** Start with one value chain, like poultry or cassava, for one region.',
  ].join('\n'),
  events: [
    '**Event & Ticketing for Naija** dey boom with concerts, conferences and owambes.',
    '- Sell tickets online with QR code so check-in for gate go quick.',
    '- Collect card and transfer, and send e-ticket by email sharp sharp.',
    '- Give organisers dashboard for sales, guest list and payouts.',
    '**Tip:** Partner with small popular organisers first; their people go become your next buyers.',
  ].join('\n'),
  logistics: [
    '**Transport & Logistics for Naija** need tracking wey work and proof say delivery reach.',
    '- Book pickup and delivery with clear price for each route.',
    '- Track riders, trucks and parcels live.',
    '- Collect proof of delivery and balance pay-on-delivery cash.',
    '**Tip:** Start with one busy route, like deliveries inside Lagos, and build name for speed.',
  ].join('\n'),
  other: [
    '**To launch for Naija** start with clear customer and simple offer.',
    '- Know who go pay you and which problem you dey solve for dem.',
    '- Collect naira by card, transfer and USSD from day one.',
    `- Go live with focused first version in ${LAUNCH_TIME}, then grow am.`,
    '**Tip:** Tell us your idea for the setup call and we go match am with the correct ready-made platform.',
  ].join('\n'),
};
