import { LAUNCH_TIME, SETUP_CALL, SETUP_FEE } from '../facts.ts';
import { askLicence, BANKING_PLAN_FEATURES } from './kb-facts.ts';
import type { KnowledgeEntry } from './types.ts';

const ASK_LICENCE = askLicence({ en: 'planning that', pcm: 'plan am' });

/**
 * The FinTech platform's variants (the service pages: banking, crypto, both) and the fintech ideas
 * founders name most (POS agents, loans, ajo). Licensing lines are guidance, not legal advice.
 */
export const FINTECH: readonly KnowledgeEntry[] = [
  {
    id: 'banking-platform',
    topic: 'platform',
    sector: 'fintech',
    questions: [
      'digital bank app',
      'neobank like Kuda or Opay',
      'Banking Platform',
      'I want to start a digital bank',
      'mobile banking app',
    ],
    keywords: ['bank', 'banking', 'neobank', 'kuda', 'opay', 'moniepoint', 'palmpay', 'wallet'],
    answer: {
      en: [
        `The **Banking Platform** is a white-label digital bank under your brand, ${SETUP_FEE} (one-time), live in ${LAUNCH_TIME}:`,
        BANKING_PLAN_FEATURES,
        '',
        'You start it at /launch?service=banking-platform.',
      ].join('\n'),
      pcm: [
        `The **Banking Platform** na white-label digital bank wey go carry your brand, ${SETUP_FEE} (one time), e go live for ${LAUNCH_TIME}:`,
        BANKING_PLAN_FEATURES,
        '',
        'You fit start am for /launch?service=banking-platform.',
      ].join('\n'),
    },
    brief: {
      en: `The Banking Platform is ${SETUP_FEE} (one-time), live in ${LAUNCH_TIME}.`,
      pcm: `Banking Platform na ${SETUP_FEE} (one time), e go live for ${LAUNCH_TIME}.`,
    },
    facts: [SETUP_FEE, LAUNCH_TIME],
    followUp: ASK_LICENCE,
  },
  {
    id: 'crypto-exchange',
    topic: 'platform',
    sector: 'fintech',
    questions: [
      'crypto exchange platform',
      'I want to build a crypto exchange',
      'bitcoin and USDT trading app',
      'P2P crypto app',
    ],
    keywords: ['crypto', 'bitcoin', 'usdt', 'p2p', 'trading', 'binance'],
    answer: {
      en: `Our **Crypto Exchange** platform lets your customers buy, sell and hold crypto under your brand, live in ${LAUNCH_TIME}. Start at /launch?service=crypto-exchange. Its quote is confirmed on the ${SETUP_CALL}. Crypto businesses in Nigeria fall under the SEC's rules for digital asset operators, so plan your registration early (this is guidance, not legal advice).`,
      pcm: `Our **Crypto Exchange** platform go make your customers buy, sell and hold crypto under your brand, e go live for ${LAUNCH_TIME}. Start for /launch?service=crypto-exchange. We go confirm the quote for the ${SETUP_CALL}. Crypto business for Nigeria dey under SEC rules for digital asset operators, so plan your registration early (na guidance, no be legal advice).`,
    },
    brief: {
      en: `Our Crypto Exchange platform goes live in ${LAUNCH_TIME}; its quote is confirmed on the ${SETUP_CALL}.`,
      pcm: `Our Crypto Exchange platform go live for ${LAUNCH_TIME}; we go confirm the quote for the ${SETUP_CALL}.`,
    },
    facts: [LAUNCH_TIME, SETUP_CALL],
    followUp: {
      en: 'Will you focus on one coin pair first, or a full exchange?',
      pcm: 'You go start with one coin pair, or full exchange?',
    },
  },
  {
    id: 'complete-fintech',
    topic: 'platform',
    sector: 'fintech',
    questions: [
      'banking and crypto together',
      'both banking and crypto in one app',
      'complete fintech',
      'unified banking plus crypto',
    ],
    keywords: ['both', 'together', 'unified', 'complete', 'hybrid', 'fullstack'],
    answer: {
      en: `Yes: our **Complete FinTech** option unifies banking and crypto in one app under your brand, live in ${LAUNCH_TIME}. Start at /launch?service=fullstack-fintech. The Banking Platform alone is ${SETUP_FEE}; the combined quote is confirmed on the ${SETUP_CALL}.`,
      pcm: `Yes: our **Complete FinTech** option join banking and crypto for one app under your brand, e go live for ${LAUNCH_TIME}. Start for /launch?service=fullstack-fintech. Banking Platform alone na ${SETUP_FEE}; we go confirm the quote for both for the ${SETUP_CALL}.`,
    },
    brief: {
      en: `Banking and crypto can be combined in one app; the Banking Platform alone is ${SETUP_FEE}.`,
      pcm: `Banking and crypto fit join for one app; Banking Platform alone na ${SETUP_FEE}.`,
    },
    facts: [LAUNCH_TIME, SETUP_FEE, SETUP_CALL],
    followUp: ASK_LICENCE,
  },
  {
    id: 'pos-agency-banking',
    topic: 'platform',
    sector: 'fintech',
    questions: [
      'POS agent app',
      'agency banking platform',
      'I want to manage POS agents',
      'POS business app like Moniepoint',
      'build POS agent app',
    ],
    keywords: ['pos', 'agency', 'agent', 'agents', 'terminal', 'cashout', 'withdrawal'],
    answer: {
      en: `POS and agency banking sit on our **Banking Platform**, which includes cards and POS integrations, wallets, transfers and an admin dashboard: ${SETUP_FEE} (one-time), live in ${LAUNCH_TIME}. Agent networks operate under a licensed institution, such as a bank, a microfinance bank or a CBN-licensed super-agent, so plan that partner early (guidance, not legal advice).`,
      pcm: `POS and agency banking dey run on our **Banking Platform**, wey get cards and POS integrations, wallets, transfers and admin dashboard: ${SETUP_FEE} (one time), e go live for ${LAUNCH_TIME}. Agent network dey work under licensed institution, like bank, microfinance bank or CBN-licensed super-agent, so plan that partner early (na guidance, no be legal advice).`,
    },
    brief: {
      en: `POS and agency banking run on our Banking Platform (cards and POS integrations included), ${SETUP_FEE} one-time, live in ${LAUNCH_TIME}; agents work under a licensed institution.`,
      pcm: `POS and agency banking dey run on our Banking Platform (cards and POS integrations dey inside), ${SETUP_FEE} one time, e go live for ${LAUNCH_TIME}; agents dey work under licensed institution.`,
    },
    facts: [SETUP_FEE, LAUNCH_TIME],
    followUp: {
      en: 'How many agents do you plan to start with, and do you have a licensed partner yet?',
      pcm: 'How many agents you wan start with, and you don get licensed partner?',
    },
  },
  {
    id: 'lending-app',
    topic: 'platform',
    sector: 'fintech',
    questions: [
      'loan app',
      'I want to start a lending business',
      'quick loan platform',
      'microfinance loan app',
    ],
    keywords: ['loan', 'loans', 'lending', 'lender', 'credit', 'borrow'],
    answer: {
      en: `A lending product runs on our **FinTech platform** with BVN/KYC onboarding, wallets and an admin dashboard, live in ${LAUNCH_TIME}; its quote is confirmed on the ${SETUP_CALL}. Digital lenders in Nigeria must register with the FCCPC, and lending itself may need a CBN or state money-lending licence (guidance, not legal advice).`,
      pcm: `Loan business fit run on our **FinTech platform** with BVN/KYC onboarding, wallets and admin dashboard, e go live for ${LAUNCH_TIME}; we go confirm the quote for the ${SETUP_CALL}. Digital lenders for Nigeria must register with FCCPC, and the lending itself fit need CBN or state money-lending licence (na guidance, no be legal advice).`,
    },
    brief: {
      en: `Lending runs on our FinTech platform, live in ${LAUNCH_TIME}; digital lenders must register with the FCCPC.`,
      pcm: `Loan business dey run on our FinTech platform, e go live for ${LAUNCH_TIME}; digital lenders must register with FCCPC.`,
    },
    facts: [LAUNCH_TIME, SETUP_CALL],
    followUp: ASK_LICENCE,
  },
  {
    id: 'savings-ajo',
    topic: 'platform',
    sector: 'fintech',
    questions: [
      'ajo savings app',
      'thrift and esusu platform',
      'cooperative savings app',
      'target savings app like Piggyvest',
    ],
    keywords: ['ajo', 'esusu', 'thrift', 'savings', 'cooperative', 'piggyvest', 'contribution'],
    answer: {
      en: `Savings, ajo and cooperative products run on our **FinTech platform** (wallets, savings, transfers, BVN/KYC onboarding), live in ${LAUNCH_TIME}; the Banking Platform is ${SETUP_FEE}. Holding customers' money needs a licensed partner or your own licence, so we plan that with you (guidance, not legal advice).`,
      pcm: `Savings, ajo and cooperative products dey run on our **FinTech platform** (wallets, savings, transfers, BVN/KYC onboarding), e go live for ${LAUNCH_TIME}; Banking Platform na ${SETUP_FEE}. To hold people money need licensed partner or your own licence, so we go plan am with you (na guidance, no be legal advice).`,
    },
    brief: {
      en: `Savings and ajo run on our FinTech platform; the Banking Platform is ${SETUP_FEE}, live in ${LAUNCH_TIME}.`,
      pcm: `Savings and ajo dey run on our FinTech platform; Banking Platform na ${SETUP_FEE}, e go live for ${LAUNCH_TIME}.`,
    },
    facts: [LAUNCH_TIME, SETUP_FEE],
    followUp: ASK_LICENCE,
  },
];
