import { CLAIMS, SETUP_CALL } from '../facts.ts';
import { ASK_ON_CALL } from './next-steps.ts';
import type { KnowledgeEntry } from './types.ts';

/** The site's white-label claim, word for word (facts.ts). */
const WHITE_LABEL = CLAIMS[4];

/**
 * Who owns what. The site promises the brand, the domain and the customers; who holds the source
 * code and where data lives is not published, so Q points to the written agreement.
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
      en: `What the site promises: ${WHITE_LABEL}, and no revenue sharing. Who holds the source code of the underlying platform, and the licence you get to it, is written into your agreement: we confirm it on the ${SETUP_CALL}, before you pay. Ask for it in writing.`,
      pcm: `Wetin the site promise: ${WHITE_LABEL}, and no revenue sharing. Who go hold the source code of the platform wey dey under, and the licence wey you go get for am, dey inside your agreement: we go confirm am for the ${SETUP_CALL}, before you pay. Ask make dem write am down.`,
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
      en: `Your customers are yours: the platform runs under your brand and you keep the relationship. Where the data is stored, how you export it and who may access it are set out in your agreement and confirmed on the ${SETUP_CALL}. Under Nigeria's data protection law (NDPA 2023) you will have duties for the data you collect, so plan for them early.`,
      pcm: `Your customers na your own: the platform dey run under your brand and the relationship na your own. Where the data go dey, how you go export am and who fit access am, e dey inside your agreement and we go confirm am for the ${SETUP_CALL}. Under Nigeria data protection law (NDPA 2023), you go get duties for the data wey you collect, so plan for am early.`,
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
      en: `Handover and moving to your own team are covered by your agreement, not by anything published on the site, so we confirm them with you on the ${SETUP_CALL} before you pay. If you plan to grow an in-house team, say so on the call; our CTO-as-a-Service offer is built for that path.`,
      pcm: `Handover and moving to your own team dey inside your agreement, e no dey published for the site, so we go confirm am with you for the ${SETUP_CALL} before you pay. If you dey plan to get your own team later, talk am for the call; our CTO-as-a-Service offer na for that kind road.`,
    },
    facts: [SETUP_CALL],
    followUp: ASK_ON_CALL,
  },
];
