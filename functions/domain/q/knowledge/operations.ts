import {
  BASIC_SUPPORT_SUMMARY,
  PREMIUM_SUPPORT_PRICE,
  PREMIUM_SUPPORT_SUMMARY,
  SETUP_CALL,
} from '../facts.ts';
import { ASK_ON_CALL } from './next-steps.ts';
import type { KnowledgeEntry } from './types.ts';

/** Hosting, security and life after launch: what the support tiers promise, the rest is agreed. */
export const OPERATIONS: readonly KnowledgeEntry[] = [
  {
    id: 'hosting',
    topic: 'hosting',
    questions: [
      'Who hosts the platform?',
      'Who runs the servers?',
      'Do I need to buy hosting?',
      'Where is it hosted?',
      'who go manage the server?',
      'Do I pay for hosting?',
    ],
    keywords: ['host', 'server', 'cloud'],
    answer: {
      en: `Hosting (who runs the servers, where, and what it costs each month) is not published on the site; ask about it on the ${SETUP_CALL}. Premium Support (${PREMIUM_SUPPORT_PRICE}) includes SLA guarantees and 24/7 priority support.`,
      pcm: `We never publish hosting matter (who dey run the server, where, and how much e go cost every month) for the site; ask about am for the ${SETUP_CALL}. Premium Support (${PREMIUM_SUPPORT_PRICE}) get SLA guarantees and 24/7 priority support.`,
    },
    facts: [SETUP_CALL, PREMIUM_SUPPORT_PRICE],
    followUp: ASK_ON_CALL,
  },
  {
    id: 'uptime',
    topic: 'hosting',
    questions: [
      'What happens if the platform goes down?',
      'Do you guarantee uptime?',
      'Is there an SLA?',
      'if the app crash nko?',
      'downtime',
    ],
    keywords: ['down', 'downtime', 'sla', 'crash', 'outage', 'uptime'],
    answer: {
      en: `**Premium Support** (${PREMIUM_SUPPORT_PRICE}) includes 24/7 priority support and SLA guarantees; the exact terms of the SLA are confirmed on the ${SETUP_CALL}. With free **Basic Support** you get e-mail support with a reply within 48 hours.`,
      pcm: `**Premium Support** (${PREMIUM_SUPPORT_PRICE}) get 24/7 priority support and SLA guarantees; we go confirm the exact SLA terms for the ${SETUP_CALL}. With **Basic Support** wey free, you go get e-mail support and we go reply within 48 hours.`,
    },
    facts: [PREMIUM_SUPPORT_PRICE, SETUP_CALL],
    followUp: {
      en: 'How critical is round-the-clock uptime for your business?',
      pcm: 'How important e be for your business make the platform dey up day and night?',
    },
  },
  {
    id: 'security',
    topic: 'hosting',
    questions: [
      'Is the platform secure?',
      'What if it gets hacked?',
      'How do you protect my customers?',
      'e safe?',
      'security',
    ],
    keywords: ['secure', 'hack', 'safe', 'fraud', 'protect'],
    answer: {
      en: `Customer onboarding includes BVN/KYC verification, and card payments run through established payment providers, so card details don't sit on your platform. As the home page says, customer data is encrypted in transit and at rest, BVN and bank details are encrypted separately, and we follow the Nigeria Data Protection Act 2023. Hosting, access control and audits are covered on the ${SETUP_CALL}; I won't promise more than that here.`,
      pcm: `Customer onboarding get BVN/KYC verification, and card payment dey pass through correct payment providers, so card details no go dey your platform. As the home page talk am, dem dey encrypt customer data in transit and at rest, BVN and bank details dey encrypted separately, and we dey follow Nigeria Data Protection Act 2023. Hosting, who fit access wetin and audits, we go cover am for the ${SETUP_CALL}; I no go promise pass that one here.`,
    },
    facts: [SETUP_CALL],
    followUp: ASK_ON_CALL,
  },
  {
    id: 'after-launch',
    topic: 'maintenance',
    questions: [
      'What happens after launch?',
      'Do you maintain the platform?',
      'Will you update the app?',
      'Who fixes bugs?',
      'after una build am, wetin go happen?',
      'maintenance',
    ],
    keywords: ['maintain', 'bug', 'after', 'ongoing'],
    answer: {
      en: [
        'After launch you choose the support that fits:',
        `- ${BASIC_SUPPORT_SUMMARY}`,
        `- ${PREMIUM_SUPPORT_SUMMARY}`,
        '',
        `What updates are included is confirmed on the ${SETUP_CALL}.`,
      ].join('\n'),
      pcm: [
        'After launch, you go choose the support wey fit you:',
        `- ${BASIC_SUPPORT_SUMMARY}`,
        `- ${PREMIUM_SUPPORT_SUMMARY}`,
        '',
        `Which updates dey included, we go confirm am for the ${SETUP_CALL}.`,
      ].join('\n'),
    },
    facts: [PREMIUM_SUPPORT_PRICE, SETUP_CALL],
    followUp: {
      en: 'Will you have your own team running the platform day to day?',
      pcm: 'You go get your own team wey go dey run the platform every day?',
    },
  },
  {
    id: 'new-features-later',
    topic: 'maintenance',
    questions: [
      'Can I add features later?',
      'Can you add new features after launch?',
      'How do I request a feature?',
      'I fit add more things later?',
    ],
    keywords: ['add', 'later', 'request', 'feature', 'grow', 'scale'],
    answer: {
      en: `Yes, you can grow the platform after launch. **Premium Support** (${PREMIUM_SUPPORT_PRICE}) includes priority feature requests and custom integration support, and bigger custom work can go through our **CTO-as-a-Service** team. Quotes for new features are confirmed with you before any work starts.`,
      pcm: `Yes, you fit grow the platform after launch. **Premium Support** (${PREMIUM_SUPPORT_PRICE}) get priority feature requests and custom integration support, and bigger custom work fit pass through our **CTO-as-a-Service** team. We go confirm the quote for new features with you before any work start.`,
    },
    facts: [PREMIUM_SUPPORT_PRICE],
    followUp: {
      en: 'Which feature do you expect to need after launch?',
      pcm: 'Which feature you think say you go need after launch?',
    },
  },
  {
    id: 'customise-design',
    topic: 'customisation',
    questions: [
      'Can I customise the design?',
      'Can I change the colours and look?',
      'Will it look like everybody else app?',
      'I fit change how e take look?',
      'customisation',
    ],
    keywords: ['design', 'colour', 'color', 'look', 'theme', 'custom'],
    answer: {
      en: `Yes. Your platform carries your brand, your domain and your app, and we shape it around your answers in the launch chat. Exactly how far the design and screens can change is agreed when we confirm the scope on the ${SETUP_CALL}; nothing is locked in before that.`,
      pcm: `Yes. Your platform go carry your brand, your domain and your app, and we go shape am based on wetin you answer for the launch chat. How far the design and screens fit change, we go agree am when we confirm the scope for the ${SETUP_CALL}; nothing dey locked before that time.`,
    },
    facts: [SETUP_CALL],
    followUp: ASK_ON_CALL,
  },
  {
    id: 'customisation-limits',
    topic: 'customisation',
    questions: [
      'Can you build a feature that is not in the list?',
      'What can I not customise?',
      'What are the limits of customisation?',
      'Can you build something completely custom?',
      'I get special feature wey I want',
    ],
    keywords: ['limit', 'limits', 'special', 'bespoke', 'custom', 'unique'],
    answer: {
      en: `The ready-made platforms cover the core of each business, and what goes beyond them is agreed in your scope on the ${SETUP_CALL}. For features that need real custom work, our **CTO-as-a-Service** team builds them on top of the proven platform. I can't promise a specific custom feature here: we confirm it, and its cost, on the call.`,
      pcm: `The ready-made platforms cover the main things wey each business need, and anything wey pass that one, we go agree am for your scope for the ${SETUP_CALL}. For features wey need proper custom work, our **CTO-as-a-Service** team go build am on top the platform wey don work before. I no fit promise you any special feature here: we go confirm am, and how much e go cost, for the call.`,
    },
    facts: [SETUP_CALL],
    followUp: {
      en: 'What is the one feature your idea cannot launch without?',
      pcm: 'Which one feature your idea no fit launch without?',
    },
  },
];
