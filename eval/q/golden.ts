import { REFERRAL_COMMISSION_LABEL } from '../../functions/domain/referral-rules.ts';
import {
  CUSTOM_BUILD_TIME,
  DEVELOPMENT_START,
  LAUNCH_PATH,
  LAUNCH_TIME,
  PREMIUM_SUPPORT_PRICE,
  REFER_PATH,
  REFERRAL_PAYOUT,
  REVIEW_TIME,
  SETUP_CALL,
  SETUP_FEE,
} from '../../functions/domain/q/facts.ts';
import { BUSINESS_HOURS_LINE } from '../../functions/domain/q/knowledge/kb-facts.ts';

/** The language a question is asked in; the reply is graded for answering in the right one. */
export type GoldenLanguage = 'en' | 'pcm' | 'yo' | 'ha' | 'ig';

/** A text the reply must (or must not) contain: a plain string (case-insensitive) or a pattern. */
export type Expectation = string | RegExp;

export interface GoldenCase {
  readonly id: string;
  readonly language: GoldenLanguage;
  /** The visitor's messages; the assistant under test answers each before the next is sent. */
  readonly turns: readonly string[];
  /** Every one of these must appear in the last reply. Numbers come from functions/domain. */
  readonly mustContain: readonly Expectation[];
  /** At least one of each group must appear (the same fact may be worded more than one way). */
  readonly mustContainAny?: readonly (readonly Expectation[])[];
  readonly mustNotContain?: readonly Expectation[];
  /** A question about what is lawful: the reply must not open with a bare "Yes". */
  readonly legality?: boolean;
  /** An off-topic question: the reply must be a short redirect, not a knowledge answer. */
  readonly offTopic?: boolean;
}

/** Phrases that show Q declined to guess and pointed to the setup call. */
const ON_THE_CALL = [SETUP_CALL, /setup call/i];
const NOT_ADVICE = /not legal advice|no be legal advice/i;

/**
 * What founders actually ask (issue #18): the widget's own questions, the forty real questions the
 * old keyword guide got wrong, and more in Pidgin, with typos and over several turns.
 */
export const GOLDEN: readonly GoldenCase[] = [
  // --- Price and what it includes -------------------------------------------------------------
  {
    id: 'price-basic',
    language: 'en',
    turns: ['How much does it cost?'],
    mustContain: [SETUP_FEE, PREMIUM_SUPPORT_PRICE, 'Basic Support'],
  },
  { id: 'price-typo', language: 'en', turns: ['how much dose it cots??'], mustContain: [SETUP_FEE] },
  {
    id: 'price-pidgin-pos',
    language: 'pcm',
    turns: ['abeg how much e go cost me to build POS agent app?'],
    mustContain: [SETUP_FEE, 'POS'],
    mustContainAny: [[/agency banking|agent/i]],
  },
  {
    id: 'price-pidgin',
    language: 'pcm',
    turns: ['wetin be una price?'],
    mustContain: [SETUP_FEE, PREMIUM_SUPPORT_PRICE],
  },
  {
    id: 'price-includes',
    language: 'en',
    turns: ['What does the setup fee include?'],
    mustContain: [SETUP_FEE, 'BVN/KYC', 'Wallets'],
  },
  {
    id: 'price-naira-word',
    language: 'en',
    turns: ['Is the price in naira or dollars?'],
    mustContain: ['naira', SETUP_FEE],
    mustNotContain: ['Digital banking'],
  },
  {
    id: 'price-hidden',
    language: 'en',
    turns: ['Are there hidden fees or do you take a percentage of my sales?'],
    mustContain: ['no revenue sharing'],
  },
  {
    id: 'price-money',
    language: 'en',
    turns: ['How do I make money with this?'],
    mustContain: ['revenue'],
    mustNotContain: ['Crypto exchange'],
  },
  {
    id: 'price-discount',
    language: 'en',
    turns: ['Can you give me a discount? 5 million is too much'],
    mustContain: [SETUP_FEE],
    mustContainAny: [ON_THE_CALL],
  },
  {
    id: 'price-restaurant',
    language: 'en',
    turns: ['I run a restaurant in Ikeja', 'how much will mine cost?'],
    mustContain: [SETUP_FEE],
    mustContainAny: [[/restaurant platform/i], ON_THE_CALL],
  },
  {
    id: 'price-keke',
    language: 'en',
    turns: ['I want a keke booking app for Onitsha', 'how much?'],
    mustContain: [SETUP_FEE],
    mustContainAny: [[/ride-hailing/i], [/Onitsha/]],
  },
  {
    id: 'price-and-time',
    language: 'en',
    turns: ['How much does it cost and how long does it take?'],
    mustContain: [SETUP_FEE, LAUNCH_TIME],
  },
  {
    id: 'price-yoruba',
    language: 'yo',
    turns: ['Bawo ni, elo ni owo platform yin?'],
    mustContain: [SETUP_FEE],
  },
  {
    id: 'price-hausa',
    language: 'ha',
    turns: ['Sannu, nawa ne kudin platform din ku?'],
    mustContain: [SETUP_FEE],
  },
  {
    id: 'price-igbo',
    language: 'ig',
    turns: ['Kedu, biko ego ole ka platform unu di?'],
    mustContain: [SETUP_FEE],
  },
  {
    id: 'checkout-total',
    language: 'en',
    turns: ['What do I pay at checkout?'],
    mustContain: [SETUP_FEE, 'first month'],
  },

  // --- Payment terms ----------------------------------------------------------------------------
  {
    id: 'instalments',
    language: 'en',
    turns: ['can I pay in instalments?'],
    mustContain: [SETUP_CALL],
    mustContainAny: [[/instalment/i]],
    mustNotContain: [/\byes\b/i],
  },
  {
    id: 'instalments-typo',
    language: 'en',
    turns: ['can i pay in instalmnts or half half'],
    mustContain: [SETUP_CALL],
    mustContainAny: [[/instalment/i]],
  },
  { id: 'instalments-pidgin', language: 'pcm', turns: ['I fit pay small small?'], mustContain: [SETUP_CALL] },
  {
    id: 'deposit',
    language: 'en',
    turns: ['Do I have to pay a deposit before you start?'],
    mustContain: [REVIEW_TIME, DEVELOPMENT_START],
    mustContainAny: [[/deposit/i]],
  },
  {
    id: 'refund',
    language: 'en',
    turns: ['What is your refund policy?'],
    mustContain: ['/terms'],
    mustContainAny: [ON_THE_CALL],
    mustNotContain: [/full refund|money-back guarantee/i],
  },
  {
    id: 'refund-pidgin',
    language: 'pcm',
    turns: ['if I no like am, I fit collect my money back?'],
    mustContain: [SETUP_CALL],
    mustNotContain: [/full refund/i],
  },
  {
    id: 'cancel',
    language: 'en',
    turns: ['Can I cancel premium support later?'],
    mustContain: [PREMIUM_SUPPORT_PRICE],
    mustContainAny: [ON_THE_CALL],
  },
  { id: 'how-to-pay', language: 'en', turns: ['How do I pay you?'], mustContain: ['Paystack'] },
  {
    id: 'currency-dollars',
    language: 'en',
    turns: ['I live in London, can I pay in pounds or dollars?'],
    mustContain: ['naira'],
    mustContainAny: [ON_THE_CALL],
  },
  {
    id: 'payment-failed',
    language: 'en',
    turns: ['I paid but the page says Payment Not Confirmed'],
    mustContain: ['Try Again'],
  },

  // --- Ownership, hosting, maintenance, customisation --------------------------------------------
  {
    id: 'scam-and-code',
    language: 'en',
    turns: ['Is this a scam? who owns the code after?'],
    mustContain: ['source code', SETUP_CALL],
    mustContainAny: [[/verify|check/i]],
  },
  {
    id: 'code-ownership',
    language: 'en',
    turns: ['Do I own the source code?'],
    mustContain: ['source code', 'agreement'],
    mustNotContain: [/you (fully )?own the (source )?code/i],
  },
  { id: 'data-ownership', language: 'en', turns: ['who owns my customers data?'], mustContain: ['NDPA'] },
  {
    id: 'brand',
    language: 'en',
    turns: ['Will the app carry my own brand and domain?'],
    mustContain: ['white-label'],
  },
  {
    id: 'hosting',
    language: 'en',
    turns: ['Who hosts it and who runs the servers?'],
    mustContainAny: [ON_THE_CALL],
    mustContain: ['Hosting'],
  },
  {
    id: 'hosting-pidgin',
    language: 'pcm',
    turns: ['who go manage the server abeg?'],
    mustContain: [SETUP_CALL],
  },
  {
    id: 'maintenance',
    language: 'en',
    turns: ['Do you maintain the app after launch?'],
    mustContain: ['Basic Support', PREMIUM_SUPPORT_PRICE],
  },
  {
    id: 'new-features',
    language: 'en',
    turns: ['Can I add more features later?'],
    mustContain: ['priority feature requests'],
  },
  {
    id: 'customise',
    language: 'en',
    turns: ['Can I customise the design and colours?'],
    mustContain: [SETUP_CALL],
    mustContainAny: [[/brand/i]],
  },
  {
    id: 'custom-limits',
    language: 'en',
    turns: ['What are the limits of customisation? I have a very special feature'],
    mustContain: ['CTO-as-a-Service'],
  },
  {
    id: 'uptime',
    language: 'en',
    turns: ['What happens if the platform goes down? Is there an SLA?'],
    mustContain: ['SLA guarantees'],
  },

  // --- Demo, trust -------------------------------------------------------------------------------
  {
    id: 'preview',
    language: 'en',
    turns: ['Can I see a preview?'],
    mustContain: ['preview', 'schedule', LAUNCH_PATH],
  },
  {
    id: 'free-trial',
    language: 'en',
    turns: ['do you have a free trial'],
    mustContain: ['no free trial', 'preview'],
  },
  {
    id: 'stories',
    language: 'en',
    turns: ['Do you have success stories?'],
    mustContain: ['Success Stories'],
  },
  {
    id: 'scam-pidgin',
    language: 'pcm',
    turns: ['how I go take know say una no be 419?'],
    mustContain: ['/contact', SETUP_CALL],
  },
  {
    id: 'different',
    language: 'en',
    turns: ['What makes you different?'],
    mustContain: ['white-label', LAUNCH_TIME, 'No revenue sharing'],
  },
  {
    id: 'difference-word',
    language: 'en',
    turns: ["What's the difference between Basic and Premium support?"],
    mustContain: ['Basic Support', PREMIUM_SUPPORT_PRICE],
    mustNotContain: ["We don't build from a blank page"],
  },
  { id: 'bot', language: 'en', turns: ['am I talking to a bot?'], mustContain: ['Q', SETUP_CALL] },

  // --- Platforms and sectors -----------------------------------------------------------------------
  // Issue #27: a starter topic is an opener: what the platform does and discovery questions, no price block.
  {
    id: 'fintech-topic',
    language: 'en',
    turns: ['FinTech'],
    mustContain: ['BVN/NIN', 'CBN licence'],
    mustNotContain: [SETUP_FEE],
  },
  {
    id: 'crypto',
    language: 'en',
    turns: ['I want to build a crypto exchange'],
    mustContain: [LAUNCH_TIME, 'SEC'],
  },
  {
    id: 'banking-crypto',
    language: 'en',
    turns: ['FinTech', 'Both banking and crypto'],
    mustContain: ['fullstack-fintech'],
  },
  {
    id: 'ecommerce-pidgin',
    language: 'pcm',
    turns: ['I wan sell my goods online'],
    mustContain: [LAUNCH_TIME],
    mustContainAny: [[/eCommerce/]],
  },
  {
    id: 'restaurant',
    language: 'en',
    turns: ['I want to open a buka in Yaba with delivery'],
    mustContain: ['restaurant'],
  },
  {
    id: 'restaurant-followup',
    language: 'en',
    turns: ['Restaurant', 'Do you handle Nigerian compliance (BVN/KYC, CBN)?', 'Lagos, delivery only'],
    mustContain: ['restaurant platform'],
    mustNotContain: ['logistics'],
  },
  {
    id: 'taxi-okada',
    language: 'en',
    turns: ['okada and keke booking app'],
    mustContain: ['ride-hailing', LAUNCH_TIME],
  },
  {
    id: 'proptech',
    language: 'en',
    turns: ['I want to build a shortlet apartment booking site'],
    mustContain: ['real estate'],
  },
  {
    id: 'edutech',
    language: 'en',
    turns: ['online school for JAMB students'],
    mustContain: ['EduTech', LAUNCH_TIME],
  },
  {
    id: 'healthtech',
    language: 'en',
    turns: ['telemedicine app for my clinic'],
    mustContain: ['HealthTech'],
  },
  { id: 'fashion', language: 'en', turns: ['I sell ankara and aso ebi'], mustContain: ['fashion'] },
  {
    id: 'agric',
    language: 'en',
    turns: ['app to connect poultry farmers with buyers'],
    mustContain: ['Agriculture Tech'],
  },
  {
    id: 'events',
    language: 'en',
    turns: ['I want to sell concert tickets online'],
    mustContain: ['ticketing'],
  },
  {
    id: 'logistics',
    language: 'en',
    turns: ['dispatch rider delivery business in Lagos'],
    mustContain: ['logistics'],
  },
  {
    id: 'cto',
    language: 'en',
    turns: ['I need a technical co-founder to build my MVP'],
    mustContain: ['CTO-as-a-Service'],
  },
  {
    id: 'not-sure',
    language: 'en',
    turns: ['Not sure yet'],
    mustContain: ['FinTech', 'eCommerce', 'Real estate'],
  },
  { id: 'lending', language: 'en', turns: ['I want to start a loan app'], mustContain: ['FCCPC'] },

  // --- Compliance ----------------------------------------------------------------------------------
  {
    id: 'compliance',
    language: 'en',
    turns: ['Do you handle Nigerian compliance (BVN/KYC, CBN)?'],
    mustContain: ['BVN/KYC', 'CBN', 'licence itself is granted by the CBN'],
  },
  {
    id: 'legal-crypto',
    language: 'en',
    turns: ['Is it legal to run a crypto exchange in Nigeria?'],
    mustContain: [],
    mustContainAny: [[NOT_ADVICE]],
    legality: true,
  },
  {
    id: 'legal-pidgin',
    language: 'pcm',
    turns: ['loan app dey legal for Nigeria?'],
    mustContain: [],
    mustContainAny: [[NOT_ADVICE]],
    legality: true,
  },
  {
    id: 'legal-no-licence',
    language: 'en',
    turns: ['Can I operate a wallet app without a licence?'],
    mustContain: [],
    mustContainAny: [[NOT_ADVICE]],
    legality: true,
  },
  {
    id: 'cbn-licence',
    language: 'en',
    turns: ['Which CBN licence do I need? MFB or PSSP?'],
    mustContain: ['Microfinance bank', 'PSSP'],
    mustContainAny: [[NOT_ADVICE]],
  },
  {
    id: 'kyc',
    language: 'en',
    turns: ['how does BVN and NIN verification work'],
    mustContain: ['BVN', 'NIN'],
  },
  {
    id: 'ndpa',
    language: 'en',
    turns: ['do I need to comply with NDPA?'],
    mustContain: ['Nigeria Data Protection Act 2023'],
  },
  {
    id: 'pci',
    language: 'en',
    turns: ['Do I need PCI DSS to take card payments?'],
    mustContain: ['PCI DSS'],
    mustContainAny: [[NOT_ADVICE]],
  },
  {
    id: 'licence-context',
    language: 'en',
    turns: ['I want to manage POS agents', 'which licence do I need?'],
    mustContain: ['super-agent'],
    mustContainAny: [[NOT_ADVICE]],
  },

  // --- Integrations --------------------------------------------------------------------------------
  {
    id: 'paystack-flutterwave',
    language: 'en',
    turns: ['Can you integrate Flutterwave or Monnify?'],
    mustContain: ['Flutterwave'],
    mustContainAny: [ON_THE_CALL],
  },
  {
    id: 'termii',
    language: 'en',
    turns: ['Can the app send OTP by SMS with Termii?'],
    mustContain: ['Termii'],
  },
  { id: 'mono', language: 'en', turns: ['do you support Mono open banking?'], mustContain: ['Mono'] },
  {
    id: 'smile-id',
    language: 'en',
    turns: ['Do you use Smile ID or Dojah for KYC?'],
    mustContain: ['Smile ID'],
  },
  {
    id: 'app-store',
    language: 'en',
    turns: ['Will my app be on Play Store and App Store?'],
    mustContain: ['Apple', 'Google'],
  },

  // --- Timeline, setup call, support, referral ------------------------------------------------------
  {
    id: 'launch-time',
    language: 'en',
    turns: ['How quickly can I launch?'],
    mustContain: [LAUNCH_TIME, CUSTOM_BUILD_TIME, REVIEW_TIME, DEVELOPMENT_START],
  },
  {
    id: 'launch-time-pidgin',
    language: 'pcm',
    turns: ['how long e go take before my app go live?'],
    mustContain: [LAUNCH_TIME],
  },
  {
    id: 'launch-time-taxi',
    language: 'en',
    turns: ['Taxi/Ride-Hailing', 'How quickly can I launch?'],
    mustContain: ['your ride-hailing platform goes live'],
  },
  {
    id: 'provide',
    language: 'en',
    turns: ['What documents do I need to provide?'],
    mustContain: ['BVN', 'ID document'],
  },
  {
    id: 'setup-call',
    language: 'en',
    turns: ['how does the setup call work? is it free?'],
    mustContain: [SETUP_CALL, LAUNCH_PATH, 'preview'],
  },
  {
    id: 'ready',
    language: 'en',
    turns: ["I'm ready, let's do it"],
    mustContain: ['next step', 'preview', 'schedule'],
  },
  {
    id: 'support-tiers',
    language: 'en',
    turns: ['what support do you offer after launch'],
    mustContain: ['Basic Support', PREMIUM_SUPPORT_PRICE],
  },
  { id: 'hours', language: 'en', turns: ['are you open on sunday?'], mustContain: [BUSINESS_HOURS_LINE] },
  {
    id: 'referral',
    language: 'en',
    turns: ['How does your referral commission work?'],
    mustContain: [`${REFERRAL_COMMISSION_LABEL} of the setup fee`, REFERRAL_PAYOUT, REFER_PATH],
  },
  {
    id: 'referral-pidgin',
    language: 'pcm',
    turns: ['how I go take make money from referral?'],
    mustContain: [REFERRAL_COMMISSION_LABEL, REFER_PATH],
  },

  // --- Found by asking questions the set did not have (each once answered badly) --------------
  {
    id: 'money-safe',
    language: 'en',
    turns: ['is my money safe with you'],
    mustContain: ['Paystack', '/contact'],
  },
  {
    id: 'own-the-app',
    language: 'en',
    turns: ['who will own the app'],
    mustContain: ['source code', 'agreement'],
    mustNotContain: [/^yes/i],
  },
  {
    id: 'stop-service',
    language: 'en',
    turns: ['what if I want to stop using your service'],
    mustContain: ['Cancellation'],
    mustNotContain: ['CTO-as-a-Service'],
  },
  { id: 'ussd', language: 'en', turns: ['Do you offer USSD?'], mustContain: ['USSD'] },
  {
    id: 'what-do-you-do-pidgin',
    language: 'pcm',
    turns: ['wetin una dey do?'],
    mustContain: ['white-label', '/contact'],
  },
  {
    id: 'name-intro',
    language: 'en',
    turns: ['my name is Tunde'],
    mustContain: ['Tunde', 'What business do you want to start?'],
  },

  // --- Multi-turn, greetings, off-topic, unknown ---------------------------------------------------
  { id: 'greeting', language: 'en', turns: ['hello'], mustContain: ['What business do you want to start?'] },
  {
    id: 'default-test-message',
    language: 'en',
    turns: ["Hello! I'm thinking of starting a fintech in Nigeria. Can you help me get started?"],
    mustContain: ['**FinTech** platform', SETUP_FEE, 'next step'],
  },
  {
    id: 'pidgin-context',
    language: 'pcm',
    turns: ['I wan start keke business for Aba', 'abeg how much?'],
    mustContain: [SETUP_FEE],
    mustContainAny: [[/ride-hailing/i], [/Aba/]],
  },
  {
    id: 'capital-of-france',
    language: 'en',
    turns: ['what is the capital of France'],
    mustContain: [],
    offTopic: true,
    mustNotContain: ['Paris'],
  },
  {
    id: 'football',
    language: 'en',
    turns: ['who won the premier league last year?'],
    mustContain: [],
    offTopic: true,
  },
  {
    id: 'unknown',
    language: 'en',
    turns: ['Do you integrate with my blockchain oracle DAO governance token?'],
    mustContain: [],
    mustContainAny: [[/don't have a confirmed answer|setup call/i]],
  },
  { id: 'hmm', language: 'en', turns: ['hmm'], mustContain: ['What kind of business'] },
];
