import { SETUP_CALL } from '../facts.ts';
import { askLicence } from './kb-facts.ts';
import type { KnowledgeEntry } from './types.ts';

/** Said with every regulatory answer: Q explains the landscape, a lawyer gives the conclusion. */
const NOT_ADVICE = {
  en: 'This is general guidance, not legal advice: confirm your case with a Nigerian lawyer or compliance adviser. We help you prepare, but we cannot guarantee a regulator’s decision.',
  pcm: 'Na general guidance be this, no be legal advice: confirm your own case with Nigerian lawyer or compliance adviser. We go help you prepare, but we no fit guarantee wetin regulator go decide.',
};

const ASK_LICENCE = askLicence({ en: 'with that', pcm: 'with am' });

/**
 * Nigerian compliance, stated carefully. Q never says a business "is legal" or that a licence
 * will be granted; it names the rules and regulators and points to an adviser.
 */
export const COMPLIANCE: readonly KnowledgeEntry[] = [
  {
    id: 'compliance-overview',
    topic: 'compliance',
    questions: [
      'Do you handle Nigerian compliance (BVN/KYC, CBN)?',
      'Is the platform compliant?',
      'Do you help with regulation?',
      'una dey handle CBN matter?',
      'compliance',
    ],
    keywords: ['compliance', 'compliant', 'regulation', 'regulatory', 'cbn', 'kyc', 'bvn'],
    answer: {
      en: [
        '{YourPlatform} is built for Nigeria from day one:',
        '- **BVN/KYC:** customer onboarding with BVN and ID verification built in',
        '- **CBN:** we help you plan licensing and compliance, including launching with a licensed partner bank while your own approval is in progress',
        '- **Payments:** naira payments by card, bank transfer and USSD through established Nigerian payment providers',
        '- **Data:** encrypted in transit and at rest, with BVN and bank details encrypted separately, following the Nigeria Data Protection Act 2023',
        '',
        'We guide you through the requirements, but the licence itself is granted by the CBN and we cannot guarantee a regulator’s decision, so we plan for it together early.',
      ].join('\n'),
      pcm: [
        '{YourPlatform} dey built for Nigeria from day one:',
        '- **BVN/KYC:** customer onboarding with BVN and ID verification dey inside',
        '- **CBN:** we go help you plan licensing and compliance, including to launch with licensed partner bank while your own approval still dey process',
        '- **Payments:** naira payments by card, bank transfer and USSD through correct Nigerian payment providers',
        '- **Data:** dem dey encrypt am in transit and at rest, BVN and bank details dey encrypted separately, and we dey follow Nigeria Data Protection Act 2023',
        '',
        'We go guide you through wetin dem need, but na CBN dey give the licence itself, so we go plan am together early.',
      ].join('\n'),
    },
    facts: [],
    followUp: ASK_LICENCE,
  },
  {
    id: 'cbn-licence-types',
    topic: 'compliance',
    questions: [
      'Which CBN licence do I need?',
      'What licence do I need to hold or move customers money?',
      'types of CBN licences',
      'MFB licence or PSSP?',
      'which licence I need?',
    ],
    keywords: ['licence', 'mfb', 'microfinance', 'pssp', 'mmo', 'psb', 'switching', 'ptsp', 'cbn'],
    answer: {
      en: [
        'It depends on what you do with customers’ money. The CBN licences fintechs most often consider:',
        '- **Microfinance bank (MFB):** unit, state or national, to take deposits and lend',
        '- **Payment Solution Service Provider (PSSP):** to process payments',
        '- **Mobile Money Operator (MMO):** to run wallets',
        '- **Switching and processing, PTSP, super-agent:** for payment infrastructure and agent networks',
        '- **Partnering with a licensed bank:** many start this way while their own application is in progress',
        '',
        `${NOT_ADVICE.en} We plan the route with you on the ${SETUP_CALL}.`,
      ].join('\n'),
      pcm: [
        'E depend on wetin you wan do with customers money. The CBN licences wey fintechs dey consider pass:',
        '- **Microfinance bank (MFB):** unit, state or national, to collect deposit and give loan',
        '- **Payment Solution Service Provider (PSSP):** to process payments',
        '- **Mobile Money Operator (MMO):** to run wallets',
        '- **Switching and processing, PTSP, super-agent:** for payment infrastructure and agent network',
        '- **Partner with licensed bank:** plenty people dey start like this while their own application dey process',
        '',
        `${NOT_ADVICE.pcm} We go plan the road with you for the ${SETUP_CALL}.`,
      ].join('\n'),
    },
    facts: [SETUP_CALL],
    followUp: ASK_LICENCE,
  },
  {
    id: 'is-it-legal',
    topic: 'compliance',
    questions: [
      'Is it legal to run this business in Nigeria?',
      'Is it legal to start a crypto exchange in Nigeria?',
      'Can I operate without a licence?',
      'Will I get in trouble with CBN?',
      'e legal?',
      'the thing legal for Nigeria?',
    ],
    keywords: ['legal', 'without', 'trouble', 'allowed', 'permitted', 'illegal'],
    answer: {
      en: `I can't give you a legal conclusion. Whether a business needs a licence, and which one, depends on exactly what it does: holding deposits, moving money, lending and crypto are each regulated (by the CBN, the FCCPC or the SEC). ${NOT_ADVICE.en} On the ${SETUP_CALL} we help you plan the compliance route, including launching with a licensed partner.`,
      pcm: `I no fit give you legal conclusion. Whether business need licence, and which one, depend on wetin e dey do exactly: to hold deposit, move money, give loan and crypto, dem all get regulator (CBN, FCCPC or SEC). ${NOT_ADVICE.pcm} For the ${SETUP_CALL} we go help you plan the compliance road, including to launch with licensed partner.`,
    },
    facts: [SETUP_CALL],
    followUp: {
      en: 'What exactly will your business do with customers’ money?',
      pcm: 'Wetin exactly your business go do with customers money?',
    },
  },
  {
    id: 'bvn-nin-kyc',
    topic: 'compliance',
    questions: [
      'How does BVN and NIN verification work?',
      'Do you do KYC?',
      'Do my customers need BVN?',
      'tiered KYC levels',
      'una dey check BVN?',
    ],
    keywords: ['bvn', 'nin', 'kyc', 'identity', 'verification', 'tier', 'id'],
    answer: {
      en: "Customer onboarding with **BVN/KYC verification** is built into the Banking Platform. Nigerian financial services use tiered KYC: higher tiers allow higher limits and need more checks, such as BVN, NIN and proof of address. Which tiers you offer depends on your licence or your partner bank's rules, and we set it up with you. As the home page says, BVN and bank details are encrypted separately, on top of encryption in transit and at rest.",
      pcm: 'Customer onboarding with **BVN/KYC verification** dey inside Banking Platform. Nigerian financial services dey use tiered KYC: higher tier mean higher limit, and dem need more checks, like BVN, NIN and proof of address. Which tiers you go offer depend on your licence or your partner bank rules, and we go set am up with you. As the home page talk am, BVN and bank details dey encrypted separately, on top the encryption in transit and at rest.',
    },
    facts: [],
    followUp: ASK_LICENCE,
  },
  {
    id: 'ndpa',
    topic: 'compliance',
    questions: [
      'What is the NDPA?',
      'Do I need to comply with Nigeria data protection law?',
      'data protection regulation NDPR',
      'privacy law for my app',
    ],
    keywords: ['ndpa', 'ndpr', 'ndpc', 'protection', 'privacy', 'gdpr'],
    answer: {
      en: `The **Nigeria Data Protection Act 2023 (NDPA)**, overseen by the Nigeria Data Protection Commission (NDPC), applies when you collect personal data of people in Nigeria: you need a lawful basis (such as consent), a clear privacy notice, security measures and a plan for data breaches. ${NOT_ADVICE.en}`,
      pcm: `The **Nigeria Data Protection Act 2023 (NDPA)**, wey Nigeria Data Protection Commission (NDPC) dey oversee, apply when you collect personal data of people for Nigeria: you need lawful basis (like consent), clear privacy notice, security measures and plan for data breach. ${NOT_ADVICE.pcm}`,
    },
    facts: [],
    followUp: {
      en: 'What personal data will your platform collect from customers?',
      pcm: 'Which personal data your platform go collect from customers?',
    },
  },
  {
    id: 'pci-dss',
    topic: 'compliance',
    questions: [
      'Do I need PCI DSS?',
      'Can I store card details?',
      'card payment security compliance',
      'PCI compliance',
    ],
    keywords: ['pci', 'dss', 'card', 'store'],
    answer: {
      en: `**PCI DSS** is the card industry's security standard; it applies to anyone who stores, processes or transmits card data. Taking cards through an established payment provider's checkout keeps card numbers off your platform and shrinks what you must do. Issuing your own cards or storing card data brings much more. ${NOT_ADVICE.en}`,
      pcm: `**PCI DSS** na the card industry security standard; e apply to anybody wey dey store, process or send card data. If you collect card through correct payment provider checkout, card numbers no go touch your platform and your work go reduce. If you wan issue your own cards or store card data, e go plenty pass. ${NOT_ADVICE.pcm}`,
    },
    facts: [],
    followUp: {
      en: 'Will your customers pay by card, transfer, or both?',
      pcm: 'Your customers go pay with card, transfer, or both?',
    },
  },
  {
    id: 'cac-registration',
    topic: 'compliance',
    questions: [
      'Do I need to register my company with CAC first?',
      'Can I start without a registered business?',
      'business registration',
    ],
    keywords: ['cac', 'register', 'registration', 'incorporate'],
    answer: {
      en: `Payment providers, app stores and regulators generally expect a registered business, so registering with the CAC early saves delays. You can still book the ${SETUP_CALL} while you register. ${NOT_ADVICE.en}`,
      pcm: `Payment providers, app stores and regulators dey usually expect registered business, so to register with CAC early go save you delay. You fit still book the ${SETUP_CALL} while you dey register. ${NOT_ADVICE.pcm}`,
    },
    facts: [SETUP_CALL],
    followUp: {
      en: 'Is your business already registered?',
      pcm: 'Your business don register?',
    },
  },
];
