import { CLAIMS, SETUP_CALL } from '../facts.ts';
import { ASK_ON_CALL } from './next-steps.ts';
import type { KnowledgeEntry } from './types.ts';

/** The site's white-label claim, word for word (facts.ts). */
const WHITE_LABEL = CLAIMS[4];

/**
 * Who owns what. The site promises the brand, the domain and the customers; who holds the source
 * code and where data lives is not published, so Q says what the Terms of Service say and no more.
 */
export const OWNERSHIP: readonly KnowledgeEntry[] = [
  {
    id: 'code-ownership',
    topic: 'ownership',
    questions: [
      'Who owns the code after?',
      'Who will own the app?',
      'Do I own the source code?',
      'Will I get the source code?',
      'Who owns the platform after you build it?',
      'the code go be my own?',
      'intellectual property',
    ],
    keywords: ['code', 'source', 'ip', 'property', 'intellectual'],
    answer: {
      en: `What the site says: ${WHITE_LABEL}, and no revenue sharing. Our Terms of Service (/terms) say we own the platform software and you get a licence to use it for your business while your agreement with us is in force; you own your brand, your content and your customer data. Access to the source code itself is not published: ask about it on the ${SETUP_CALL}, before you pay.`,
      pcm: `Wetin the site talk: ${WHITE_LABEL}, and no revenue sharing. Our Terms of Service (/terms) talk say na we own the platform software, and you go get licence to use am for your business while your agreement with us still dey; na you own your brand, your content and your customer data. The source code itself no dey published: ask about am for the ${SETUP_CALL}, before you pay.`,
    },
    facts: [WHITE_LABEL, SETUP_CALL],
    followUp: ASK_ON_CALL,
  },
  {
    id: 'data-ownership',
    topic: 'ownership',
    questions: [
      'Who owns my customer data?',
      'Can I export my data?',
      'Will you use my customers data?',
      'who get the data of my customers',
      'where is my data stored',
    ],
    keywords: ['data', 'export', 'customers', 'stored'],
    answer: {
      en: `Your customers are yours: the platform runs under your brand and you keep the relationship. Our Terms of Service (/terms) say you own your customer data, we process it only on your instructions, and when the agreement ends you can export it within 30 days. As the home page says, it is encrypted in transit and at rest, with BVN and bank details encrypted separately. Where it is stored is not published: ask on the ${SETUP_CALL}. Under Nigeria's data protection law (NDPA 2023) you will have duties for the data you collect, so plan for them early.`,
      pcm: `Your customers na your own: the platform dey run under your brand and the relationship na your own. Our Terms of Service (/terms) talk say na you own your customer data, we dey process am only as you instruct, and when agreement end you fit export am within 30 days. Where dem dey store am no dey published: ask for the ${SETUP_CALL}. Under Nigeria data protection law (NDPA 2023), you go get duties for the data wey you collect, so plan for am early.`,
    },
    facts: [SETUP_CALL],
    followUp: ASK_ON_CALL,
  },
  {
    id: 'brand-domain',
    topic: 'ownership',
    questions: [
      'Can I use my own brand name and logo?',
      'Will the app carry my name or yours?',
      'Can I use my own domain?',
      'What does white-label mean?',
      'e go carry my name?',
    ],
    keywords: ['brand', 'logo', 'domain', 'whitelabel'],
    answer: {
      en: `That is what white-label means: ${WHITE_LABEL}. Your customers see your name, your logo and your domain, not ours.`,
      pcm: `Na wetin white-label mean be dat: ${WHITE_LABEL}. Your customers go see your name, your logo and your domain, no be our own.`,
    },
    facts: [WHITE_LABEL],
    followUp: {
      en: 'Do you already have a name and a domain for your business?',
      pcm: 'You don get name and domain for your business?',
    },
  },
  {
    id: 'leave-later',
    topic: 'ownership',
    questions: [
      'What if I want to leave later?',
      'Can I move my platform to another developer?',
      'Am I locked in?',
      'Can I take over the platform with my own team later?',
    ],
    keywords: ['leave', 'move', 'locked', 'lock', 'migrate', 'takeover'],
    answer: {
      en: `Handover and moving to your own team are not published on the site, so ask about them on the ${SETUP_CALL} before you pay. If you plan to grow an in-house team, say so on the call; our CTO-as-a-Service offer is built for that path.`,
      pcm: `Handover and moving to your own team no dey published for the site, so ask about am for the ${SETUP_CALL} before you pay. If you dey plan to get your own team later, talk am for the call; our CTO-as-a-Service offer na for that kind road.`,
    },
    facts: [SETUP_CALL],
    followUp: ASK_ON_CALL,
  },
];
