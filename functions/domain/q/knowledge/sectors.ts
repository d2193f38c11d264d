import { LAUNCH_TIME, SETUP_CALL } from '../facts.ts';
import { SECTOR_PITCHES } from '../sector-pitches.ts';
import { pitchEntry } from './pitch-entry.ts';
import type { KnowledgeEntry } from './types.ts';

const livePcm = `live under your own brand for **${LAUNCH_TIME}**`;

const quoteBrief = (en: string, pcm: string) => ({
  en: `${en}, live in ${LAUNCH_TIME}; its quote is confirmed on the ${SETUP_CALL}.`,
  pcm: `${pcm}, e go live for ${LAUNCH_TIME}; we go confirm the quote for the ${SETUP_CALL}.`,
});

/** The launch chat's other sectors (spec: 12 sectors), each with its pitch, Pidgin and a brief. */
export const SECTORS: readonly KnowledgeEntry[] = [
  pitchEntry(
    'edutech',
    [
      'I want to start an online school',
      'edtech platform',
      'e-learning app for JAMB and WAEC students',
      'I wan sell courses online',
    ],
    {
      answer: [
        `**EduTech platform** fit dey ${livePcm}:`,
        '- **Learning:** self-paced courses, live classes or cohorts',
        '- **Student tools:** quizzes, certificates and progress tracking',
        '- **Payments:** naira payments, with instalments for long programmes',
      ].join('\n'),
      followUp: 'Who be your learners (exam candidates, professionals, pikin dem) and how you go teach them?',
    },
    quoteBrief(
      'Our EduTech platform covers courses, live classes and student tools',
      'Our EduTech platform cover courses, live classes and student tools',
    ),
  ),
  pitchEntry(
    'healthtech',
    ['telemedicine app', 'I want to build a health app', 'clinic booking platform', 'online pharmacy'],
    {
      answer: [
        `**HealthTech platform** fit dey ${livePcm}:`,
        '- **Access:** consultation, telemedicine or lab test booking from phone',
        '- **Records:** private patient profiles, we share only with consent',
        '- **Payments:** naira payments, with space for HMO partners',
      ].join('\n'),
      followUp: 'Which service you wan start with: consultation, pharmacy, lab tests or something else?',
    },
    quoteBrief(
      'Our HealthTech platform covers bookings, patient records and payments',
      'Our HealthTech platform cover bookings, patient records and payments',
    ),
  ),
  pitchEntry(
    'fashion',
    [
      'fashion store online',
      'I sell clothes and want an app',
      'beauty salon booking',
      'I be tailor, I want website',
    ],
    {
      answer: [
        `**Fashion and lifestyle store** fit dey ${livePcm}:`,
        '- **Showcase:** collections with photos, sizes and prices',
        '- **Custom orders:** measurements and made-to-order pieces',
        '- **Payments and delivery:** card and bank transfer, with delivery across Nigeria',
      ].join('\n'),
      followUp:
        'Na ready-to-wear, custom pieces, or beauty products you dey sell, and where most of your customers dey find you now?',
    },
    quoteBrief(
      'Our fashion store covers collections, custom orders and delivery',
      'Our fashion store cover collections, custom orders and delivery',
    ),
  ),
  pitchEntry(
    'agriculture',
    [
      'agritech platform',
      'app to connect farmers and buyers',
      'poultry farm app',
      'I wan do farm business online',
    ],
    {
      answer: [
        `**Agriculture Tech platform** fit dey ${livePcm}:`,
        '- **Market access:** farmers go connect direct to buyers and processors',
        '- **Records:** produce, orders and payments wey farmers fit follow for their phone',
        '- **Partners:** storage and logistics partners to reduce post-harvest loss',
      ].join('\n'),
      followUp:
        'Which value chain you wan start with (poultry, cassava, rice, fish...) and for which region?',
    },
    quoteBrief(
      'Our Agriculture Tech platform links farmers, buyers and payments',
      'Our Agriculture Tech platform dey link farmers, buyers and payments',
    ),
  ),
  pitchEntry(
    'events',
    [
      'event ticketing website',
      'sell tickets online for my concerts',
      'owambe and wedding planning app',
      'ticket app',
    ],
    {
      answer: [
        `**Event and ticketing platform** fit dey ${livePcm}:`,
        '- **Tickets:** online sales with QR e-tickets and fast check-in',
        '- **Payments:** card and bank transfer, with payouts to organisers',
        '- **Organiser dashboard:** sales, guest list and reports',
      ].join('\n'),
      followUp: 'Which kind events you dey target: concerts, conferences, weddings or something else?',
    },
    quoteBrief(
      'Our ticketing platform covers ticket sales, QR check-in and payouts',
      'Our ticketing platform cover ticket sales, QR check-in and payouts',
    ),
  ),
  pitchEntry(
    'logistics',
    [
      'logistics company app',
      'dispatch rider delivery business',
      'haulage and trucking platform',
      'I wan start delivery business',
    ],
    {
      answer: [
        `**Transport and logistics platform** fit dey ${livePcm}:`,
        '- **Bookings:** pickups and deliveries with clear price per route',
        '- **Tracking:** riders, trucks and parcels live, with proof of delivery',
        '- **Payments:** card and transfer, plus pay-on-delivery cash reconciliation',
      ].join('\n'),
      followUp:
        'Na parcels inside one city, goods between states, or fleet for other businesses you wan move?',
    },
    quoteBrief(
      'Our logistics platform covers bookings, tracking and proof of delivery',
      'Our logistics platform cover bookings, tracking and proof of delivery',
    ),
  ),
  pitchEntry(
    'other',
    ['my business is different', 'something else', 'other kind of business', 'my idea no dey your list'],
    {
      answer: `Whatever the idea, we fit usually match am to ready-made platform wey go dey ${livePcm}, or build on top one with our CTO-as-a-Service team.`,
      followUp: 'Tell me small more: wetin you go sell, and who go pay you?',
    },
    {
      en: SECTOR_PITCHES.other.body,
      pcm: `Whatever the idea, we fit usually match am to ready-made platform wey go dey ${livePcm}.`,
    },
    { keywords: ['other', 'else', 'different'] },
  ),
];
