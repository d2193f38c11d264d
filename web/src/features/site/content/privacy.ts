import {
  ANALYTICS_ANONYMISED_AFTER_MONTHS,
  MINIMUM_USER_AGE,
  PRIVACY_RESPONSE_BUSINESS_DAYS,
  TERMS_CHANGE_NOTICE_DAYS,
  WHATSAPP_RETENTION_MONTHS,
} from '@domain/legal-terms.ts';
import { brand } from '../../../components/layout/brand.ts';
import type { LegalSection } from '../components/legal-document.tsx';

const responseTime = `${PRIVACY_RESPONSE_BUSINESS_DAYS.min}-${PRIVACY_RESPONSE_BUSINESS_DAYS.max} business days`;
const privacyEmail = brand.contactEmail;

export const privacyIntro =
  `${brand.name} ("we", "us") sells ready-made, white-label business platforms to founders and businesses in Nigeria. ` +
  'This policy explains what personal data we collect when you use our website, our AI guide Q, our onboarding ' +
  'and payment pages and our referral programme, why we collect it, and the rights you have under the Nigeria ' +
  'Data Protection Act 2023 (NDPA).';

export const privacySections: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    blocks: [
      `${brand.name} is the data controller for the personal data described in this policy. We are based in Lagos, Nigeria. You can reach our data protection team at ${privacyEmail}.`,
      'When we build and run a platform for a customer, that customer is the data controller for the data of its own end users, and we process that data only on its documented instructions as a data processor.',
    ],
  },
  {
    id: 'data-we-collect',
    heading: 'Data we collect',
    blocks: [
      'We collect the following information when you give it to us:',
      {
        list: [
          'Contact details: your name, email address and phone number.',
          'Business details: your business name, sector, idea, the features you need and your answers in the launch chat.',
          'Conversations with Q, our AI guide, including the messages you type and the business type and needs we infer from them.',
          'Onboarding and verification details you choose to provide when you apply for a platform, such as your BVN, an identity document and bank details for settlement.',
          'Referral programme details: your name, email, phone, the sectors you refer and the bank details we pay commission into.',
          'Payment details: the payment reference, amount and status we receive from our payment processor. We never receive or store your full card number.',
        ],
      },
      'We also collect some information automatically: your IP address, browser and device type, the pages you visit and when, and information your browser stores for our site (see section 9).',
    ],
  },
  {
    id: 'how-we-use-data',
    heading: 'How we use your data and our lawful basis',
    blocks: [
      {
        list: [
          'To answer your questions, recommend a platform and prepare your launch (performance of a contract, or steps you ask us to take before one).',
          'To verify your identity and meet anti-money-laundering and know-your-customer obligations (legal obligation).',
          'To process payments, confirm them and keep financial records (contract and legal obligation).',
          'To run the referral programme, attribute referrals and pay commission (contract).',
          'To keep our services secure, prevent fraud and abuse, and limit repeated requests (legitimate interests).',
          'To improve our website and services using aggregated analytics (legitimate interests).',
          'To send you updates about our services where you have agreed to receive them (consent, which you can withdraw at any time).',
        ],
      },
    ],
  },
  {
    id: 'ai-guide',
    heading: 'Our AI guide Q',
    blocks: [
      'Q answers using our own product information. Your messages may be processed by an AI model hosted by our cloud provider, Amazon Web Services, only to generate a reply; the provider does not use them to train its models.',
      'Please do not share your BVN, card details, passwords or other sensitive information in the chat. Q will never ask for them.',
      'Conversations are saved so our team can follow up on your enquiry. You can ask us to delete a conversation at any time.',
    ],
  },
  {
    id: 'sharing',
    heading: 'Who we share data with',
    blocks: [
      'We do not sell your personal data. We share it only with:',
      {
        list: [
          'Service providers that host and run our services, such as Amazon Web Services (hosting, email and AI), under contracts that require them to protect it.',
          'Payment processors such as Paystack, to take and confirm payments.',
          'Scheduling providers such as Calendly, when you book a setup call.',
          'Identity verification partners, when a platform you buy includes BVN or NIN verification.',
          'Regulators, law enforcement or courts, when the law requires it.',
          'A buyer or successor, if our business is reorganised or sold, under the same protections.',
        ],
      },
    ],
  },
  {
    id: 'international-transfers',
    heading: 'International transfers',
    blocks: [
      'Some of our providers store or process data outside Nigeria. When that happens we rely on the transfer grounds in Part VIII of the NDPA, such as adequacy decisions of the Nigeria Data Protection Commission or contractual safeguards, and we apply the same security measures wherever the data is held.',
    ],
  },
  {
    id: 'retention',
    heading: 'How long we keep data',
    blocks: [
      {
        list: [
          'Chat and onboarding records: for as long as your enquiry or account is active, then up to 24 months for follow-up and dispute handling.',
          `WhatsApp communications: ${WHATSAPP_RETENTION_MONTHS} months.`,
          `Analytics data: anonymised after ${ANALYTICS_ANONYMISED_AFTER_MONTHS} months.`,
          'Payment, verification and referral commission records: as long as tax and anti-money-laundering laws require, which is at least five years after the business relationship ends.',
          'One-time sign-in codes: a few minutes, after which they expire and are deleted.',
        ],
      },
      'When data is no longer needed we delete it or anonymise it so it can no longer identify you.',
    ],
  },
  {
    id: 'security',
    heading: 'How we protect data',
    blocks: [
      'Data is encrypted in transit and at rest. BVN, identity document and bank details are encrypted again with separately managed keys, are never shown in lists or written to logs, and are visible only to authorised staff who need them. Staff access requires strong authentication and is logged.',
      'If a personal data breach is likely to put your rights at risk, we will notify the Nigeria Data Protection Commission within 72 hours and tell you without undue delay.',
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies and browser storage',
    blocks: [
      'We do not use advertising cookies. Our site stores a small amount of information in your browser so it works as you expect: your chat session with Q and its statistics, your onboarding progress, your selected platform and payment reference, and your sign-in session. You can clear it at any time in your browser settings; the site will then start fresh.',
    ],
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    blocks: [
      'Under the NDPA you have the right to:',
      {
        list: [
          'be informed about how your data is used, and get a copy of it;',
          'have inaccurate data corrected;',
          'have your data deleted when we no longer have a reason to keep it;',
          'restrict or object to processing, including direct marketing;',
          'receive your data in a portable format;',
          'withdraw consent at any time, without affecting earlier processing;',
          'not be subject to decisions based solely on automated processing that significantly affect you.',
        ],
      },
      `To use any of these rights, email ${privacyEmail}. We respond within ${responseTime}, and if a request is complex we will tell you how long it will take. If you are not satisfied, you can complain to the Nigeria Data Protection Commission (NDPC).`,
    ],
  },
  {
    id: 'children',
    heading: 'Children',
    blocks: [
      `Our services are for people aged ${MINIMUM_USER_AGE} or older. We do not knowingly collect data from anyone younger. If you believe a child has given us personal data, contact us and we will delete it.`,
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    blocks: [
      `We will post any change on this page with a new "last updated" date. For material changes we will give at least ${TERMS_CHANGE_NOTICE_DAYS} days notice by email or on the site before they take effect.`,
    ],
  },
  {
    id: 'contact',
    heading: 'Contact us',
    blocks: [
      `Questions about this policy or your data: ${privacyEmail}. We answer privacy requests within ${responseTime}.`,
    ],
  },
];
