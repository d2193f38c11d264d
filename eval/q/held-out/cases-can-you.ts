import { BANKING_PRICE, FLAT_DEFLECTION, SETUP_CALL, UNFOUNDED_YES } from '../blind/checks.ts';
import {
  CRYPTO_FOUNDER,
  DIASPORA,
  IBADAN_TRADER,
  KEKE_FLEET,
  LAGOS_FINTECH,
  RESTAURANT_3,
  SCHOOL,
} from '../blind/personas.ts';
import type { BlindCase, Check } from '../blind/types.ts';
import {
  BANKING_WORDS,
  CRYPTO_WORDS,
  PROPERTY_WORDS,
  RESTAURANT_WORDS,
  RIDE_WORDS,
  SHOP_WORDS,
} from './checks.ts';

/** The grounded answer: what the platform does, and the specific need confirmed on the setup call. */
const CONFIRMED_ON_CALL: readonly Check[] = [
  ...SETUP_CALL,
  /confirm(ed)? (it |this |that )?(on|during|in|at)/i,
];
const NOT_YES: readonly Check[] = [...UNFOUNDED_YES, ...FLAT_DEFLECTION];

/** Builds a "can you do X?" case: grounded in `about`, confirmed on the call, never an unfounded yes. */
function canYou(
  id: string,
  persona: string,
  message: string,
  about: readonly Check[],
  note: string,
  extra: { readonly mustNotInclude?: readonly Check[]; readonly language?: 'pcm' } = {},
): BlindCase {
  return {
    id,
    kind: 'can-you',
    persona,
    turns: [message],
    mustIncludeAny: [about, CONFIRMED_ON_CALL],
    mustNotInclude: [...NOT_YES, ...(extra.mustNotInclude ?? [])],
    ...(extra.language ? { language: extra.language } : {}),
    note,
  };
}

/**
 * A need the public site does publish (the home page's taxi card says "cars, keke and bikes"; the banking
 * page lists "ajo-style group savings"; the crypto page a "P2P desk with escrow"): the grounded answer says
 * so, with no flat deflection and no denial.
 */
function published(
  id: string,
  persona: string,
  message: string,
  mustSay: readonly Check[],
  note: string,
  language?: 'pcm',
): BlindCase {
  return {
    id,
    kind: 'can-you',
    persona,
    turns: [message],
    mustIncludeAny: [mustSay],
    mustNotInclude: [
      ...FLAT_DEFLECTION,
      /\b(is|are) not (supported|available|included)\b/i,
      /\bwe (don't|do not|can't|cannot) (support|do|offer)\b/i,
    ],
    ...(language ? { language } : {}),
    note,
  };
}

/** Kind 2: a specific need the site does not list is confirmed on the setup call, never promised. */
export const canYouHeldOut: readonly BlindCase[] = [
  published(
    'ho-cy-keke-tricycles',
    KEKE_FLEET,
    'Can your ride-hailing app work for keke napep (tricycles), not cars?',
    [/\bkeke/i, /tricycle/i],
    'The home page publishes the taxi platform "for cars, keke and bikes".',
  ),
  published(
    'ho-cy-okada-bikes-pidgin',
    'Okada fleet owner in Ilorin',
    'Una app fit work for okada? I get 25 bikes.',
    [/okada/i, /\bbikes?\b/i],
    'The home page publishes the taxi platform "for cars, keke and bikes".',
    'pcm',
  ),
  canYou(
    'ho-cy-agency-banking-pos',
    LAGOS_FINTECH,
    'Can the Banking Platform run agency banking with POS terminals for my agents in Ogun?',
    [...BANKING_WORDS, /\bagent/i, /\bPOS\b/i],
    'Agency banking with POS is not on the service page.',
  ),
  published(
    'ho-cy-ajo-esusu',
    IBADAN_TRADER,
    'Can I run ajo / esusu contribution for my market women on your platform? Each person collect in turn.',
    [/\bajo\b/i, /esusu/i, /group savings/i, /contribution/i],
    'The banking page lists "ajo-style group savings".',
  ),
  canYou(
    'ho-cy-escrow-p2p-gadgets',
    'Founder of a peer-to-peer phone resale site in Computer Village',
    "Can you hold the buyer's money in escrow until the phone is delivered, then release to the seller?",
    [...SHOP_WORDS, ...BANKING_WORDS, /escrow/i, /payment/i],
    'Escrow for peer-to-peer trades is not a published feature.',
  ),
  canYou(
    'ho-cy-supply-drivers',
    KEKE_FLEET,
    'If I buy the taxi platform, can you also supply me drivers?',
    [...RIDE_WORDS],
    'Supplying drivers is not something the site sells.',
    { mustNotInclude: [/\bwe (will )?(supply|provide|recruit) (you )?(the )?drivers\b/i] },
  ),
  canYou(
    'ho-cy-restaurant-three-branches-one-app',
    RESTAURANT_3,
    'Can one app handle my three branches, each with its own menu and kitchen?',
    [...RESTAURANT_WORDS, /branch/i],
    'Several branches: not published; confirmed on the call.',
  ),
  canYou(
    'ho-cy-school-fees-portal',
    SCHOOL,
    'Can you build a school portal where parents pay fees and see results?',
    [/school/i, /fees/i, /portal/i, /platform/i, /CTO/i],
    'A school portal is not one of the six platforms; the honest answer scopes it on the call.',
  ),
  published(
    'ho-cy-crypto-p2p-naira',
    CRYPTO_FOUNDER,
    'Can my exchange do P2P naira trades with escrow, like Binance P2P?',
    [/P2P[^.?!]{0,40}escrow/i, /escrow[^.?!]{0,40}P2P/i, /peer-to-peer[^.?!]{0,40}escrow/i],
    'The crypto page lists "a P2P desk with escrow and dispute handling".',
  ),
  canYou(
    'ho-cy-diaspora-dollar-accounts',
    DIASPORA,
    'Can the banking app give my customers dollar (domiciliary) accounts?',
    [...BANKING_WORDS, /domiciliary/i, /dollar/i, /currenc/i],
    'Foreign currency accounts are not published.',
  ),
  canYou(
    'ho-cy-real-estate-installment-rent',
    'Landlord with 12 flats in Ibadan',
    'Can tenants pay rent in small parts every week through the real estate platform?',
    [...PROPERTY_WORDS, /payments?/i],
    'Rent split into weekly parts: a specific need, confirmed on the call.',
  ),
  canYou(
    'ho-cy-pharmacy-prescriptions',
    'Pharmacy owner in Port Harcourt',
    'Can the eCommerce store check prescriptions before selling some drugs?',
    [...SHOP_WORDS, /pharmac/i, /prescription/i],
    'Prescription checks are not published.',
  ),
  canYou(
    'ho-cy-restaurant-table-booking',
    RESTAURANT_3,
    'Can customers book tables for weekends in the restaurant app, not just order food?',
    [...RESTAURANT_WORDS, /table/i, /reserv/i, /book/i],
    'Table reservations are not a published feature.',
  ),
  canYou(
    'ho-cy-keke-hire-purchase-tracking',
    KEKE_FLEET,
    "My riders pay hire purchase for the keke every week. Can the app track who has paid and block the keke of those who don't?",
    [...RIDE_WORDS, /\bkeke/i, /payments?/i, /fleet/i],
    'Immobilising vehicles is not something the site claims.',
    { mustNotInclude: [/\b(we|the app) (can|will) (block|disable|immobili[sz]e)/i] },
  ),
  canYou(
    'ho-cy-loans-to-traders',
    LAGOS_FINTECH,
    'Can the Banking Platform give loans to market traders with a credit score?',
    [...BANKING_WORDS, /loan/i, /credit/i],
    'Loans are on the banking page; credit scoring specifics (a custom loan engine) are quoted on the call.',
  ),
  canYou(
    'ho-cy-whatsapp-ordering',
    IBADAN_TRADER,
    'Can my customers order from the store through WhatsApp chat?',
    [...SHOP_WORDS, /whatsapp/i],
    'WhatsApp ordering is not a published store feature.',
  ),
  canYou(
    'ho-cy-offline-mode',
    'Cooperative society leader in a village near Oyo',
    'Network is bad here. Can the banking app work offline?',
    [...BANKING_WORDS, /offline/i, /network/i, /USSD/i],
    'Offline use is not published.',
  ),
  canYou(
    'ho-cy-school-bus-tracking-pidgin',
    SCHOOL,
    'Abeg, una fit do app wey parents go take track school bus?',
    [...RIDE_WORDS, /bus/i, /track/i],
    'School-bus tracking is close to ride-hailing but not published.',
    { language: 'pcm' },
  ),
  canYou(
    'ho-cy-hausa-language',
    'Founder in Kano',
    'Can the app be in Hausa for my customers?',
    [/hausa/i, /language/i],
    'Languages of the apps are not published.',
  ),
  canYou(
    'ho-cy-crypto-card',
    CRYPTO_FOUNDER,
    'Can my users spend their crypto with a virtual dollar card?',
    [...CRYPTO_WORDS, /card/i],
    'The unified page mentions cards; crypto-funded dollar cards are not published.',
  ),
  canYou(
    'ho-cy-ride-intercity',
    'Transport company owner in Benin City',
    'Can passengers book intercity bus seats, like Lagos to Benin, on your taxi platform?',
    [...RIDE_WORDS, /bus/i, /seat/i, /intercity/i],
    'Intercity seat booking is not a published taxi feature.',
    { mustNotInclude: [...BANKING_PRICE] },
  ),
];
