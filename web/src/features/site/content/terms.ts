import {
  APPLICATION_REVIEW_HOURS,
  DEVELOPMENT_START_DAYS,
  LAUNCH_TIME_LABEL,
} from '@domain/launch-promises.ts';
import { BANKING_PLATFORM_SETUP_FEE_NGN, PREMIUM_SUPPORT_MONTHLY_NGN } from '@domain/plans-and-prices.ts';
import { MINIMUM_USER_AGE, TERMS_CHANGE_NOTICE_DAYS } from '@domain/legal-terms.ts';
import { REFERRAL_COMMISSION_LABEL, REFERRAL_PAYOUT_DAYS_AFTER_GO_LIVE } from '@domain/referral-rules.ts';
import { formatNaira } from '@domain/money.ts';
import { brand } from '../../../components/layout/brand.ts';
import type { LegalSection } from '../components/legal-document.tsx';

const developmentStart = `${DEVELOPMENT_START_DAYS.min}-${DEVELOPMENT_START_DAYS.max} days`;

export const termsIntro =
  `These Terms of Service ("Terms") are an agreement between you and ${brand.name} ("we", "us") about your use of ` +
  'our website, our AI guide Q, our white-label platforms, our support plans and our referral programme. By using ' +
  'any of them you accept these Terms. If you accept them for a business, you confirm that you may bind it.';

export const termsSections: readonly LegalSection[] = [
  {
    id: 'eligibility',
    heading: 'Eligibility and accounts',
    blocks: [
      {
        list: [
          `You must be ${MINIMUM_USER_AGE} or older to use our services.`,
          'One account per individual or business. Do not create accounts for someone else without their authority, or more than one account for yourself or your business.',
          'Keep your sign-in codes and passwords private. You are responsible for what happens under your account until you tell us it has been compromised.',
          'The information you give us, including for identity verification, must be true and complete.',
        ],
      },
    ],
  },
  {
    id: 'services',
    heading: 'Our services',
    blocks: [
      'We provide ready-made platforms (such as banking, crypto exchange, eCommerce, restaurant ordering, taxi and ride-hailing, and real estate) configured and branded for you, and a CTO-as-a-Service offer for custom work. The features of your platform are those agreed in your application and setup call.',
      'Q, our AI guide, gives general information to help you choose a platform. Its answers are not legal, financial or regulatory advice, and the prices and timelines in your order confirmation prevail over anything Q says.',
    ],
  },
  {
    id: 'fees-and-payment',
    heading: 'Fees and payment',
    blocks: [
      {
        list: [
          `The Banking Platform setup fee starts from ${formatNaira(BANKING_PLATFORM_SETUP_FEE_NGN)}, paid once. Other platforms are quoted in writing before you pay.`,
          'Prices are in Nigerian naira and exclude VAT and other taxes, which are added where the law requires.',
          'Payments are processed by our payment partner, Paystack. Your platform work starts once the payment is confirmed.',
          'We never take a share of your revenue. Your markup, fees and transaction revenue are yours.',
          'Fees charged by third parties you use through the platform, such as payment processors, SMS providers, identity verification providers and app stores, are payable by you to those parties.',
        ],
      },
    ],
  },
  {
    id: 'launch-timeline',
    heading: 'Review and launch timeline',
    blocks: [
      `After payment we review your application within ${APPLICATION_REVIEW_HOURS} hours and development starts within ${developmentStart}. Platforms typically go live in ${LAUNCH_TIME_LABEL}.`,
      'The timeline depends on you supplying, on time, your brand assets, domain access, app store accounts and the approvals or accounts required from your payment, banking and verification partners. Delays on those items move the launch date by the same amount.',
      'If we decline your application at review, we refund the setup fee in full within 14 days.',
    ],
  },
  {
    id: 'support',
    heading: 'Support plans',
    blocks: [
      `Basic support is included free with every platform: email support with a reply within 48 hours, documentation, a community forum and troubleshooting guides. Premium support costs ${formatNaira(PREMIUM_SUPPORT_MONTHLY_NGN)} per month, billed monthly in advance, and adds 24/7 priority support, a dedicated account manager, live chat and phone support, custom integration support, weekly strategy calls, priority feature requests and SLA guarantees.`,
      'You may cancel Premium support at any time; it ends at the close of the month already paid for.',
    ],
  },
  {
    id: 'your-responsibilities',
    heading: 'Your responsibilities and compliance',
    blocks: [
      'You run your business and are responsible for obtaining and keeping every licence, registration and approval it needs, for example from the Central Bank of Nigeria (CBN), the Securities and Exchange Commission (SEC), the Nigeria Data Protection Commission (NDPC) or state authorities. We help you prepare, but we do not grant licences and cannot guarantee a regulator’s decision.',
      'You must use the platform lawfully, including anti-money-laundering, consumer protection and data protection laws, and you are responsible for the content and products you offer through it.',
    ],
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    blocks: [
      'You must not:',
      {
        list: [
          'use our services for fraud, money laundering, terrorism financing, unlicensed lending or deposit taking, or any other unlawful activity;',
          'try to access systems or data you are not authorised to access, or disrupt our services;',
          'copy, resell or reverse engineer the platform software except as the law expressly allows;',
          'send automated requests to Q or our website in a way that degrades it for others.',
        ],
      },
      'We may suspend a service immediately where continuing it would break the law or put other customers at risk, and we will tell you why unless the law prevents it.',
    ],
  },
  {
    id: 'intellectual-property',
    heading: 'Intellectual property and your data',
    blocks: [
      'We own the platform software and grant you a non-exclusive, non-transferable licence to use it for your business while your agreement with us is in force. You own your brand, your content and your customer data.',
      'We process your customers’ personal data only on your instructions and as described in our Privacy Policy and data processing terms. When the agreement ends, you can export your customer data within 30 days, after which we delete it unless the law requires us to keep it.',
    ],
  },
  {
    id: 'referral-programme',
    heading: 'Referral programme',
    blocks: [
      `Referral partners earn ${REFERRAL_COMMISSION_LABEL} of the setup fee paid by a business they refer, once that business goes live. Commission is paid within ${REFERRAL_PAYOUT_DAYS_AFTER_GO_LIVE} days of go-live to the bank account in the partner’s dashboard.`,
      'A referral counts when the referred business applies through the partner’s link and was not already in discussion with us. Self-referrals, spam and misleading promotion are not allowed and forfeit commission.',
    ],
  },
  {
    id: 'liability',
    heading: 'Warranties and liability',
    blocks: [
      'We build and run the platform with reasonable skill and care. Except as these Terms say, the services are provided without other warranties to the extent the law allows.',
      'Neither party is liable for indirect or consequential loss, such as lost profits or lost data that could have been avoided by reasonable backups. Our total liability under these Terms in any 12 months is limited to the fees you paid us in that period. Nothing in these Terms limits liability that cannot be limited by law.',
    ],
  },
  {
    id: 'termination',
    heading: 'Suspension and termination',
    blocks: [
      'You may stop using our services at any time. Either party may end the agreement if the other seriously breaches these Terms and does not fix the breach within 14 days of notice. Sections that by their nature should survive, such as fees owed, intellectual property and liability, survive termination.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to these Terms',
    blocks: [
      `We may update these Terms. We will give at least ${TERMS_CHANGE_NOTICE_DAYS} days notice of any change by email or on the site before it takes effect. If you do not agree, you may stop using the services before the change applies.`,
    ],
  },
  {
    id: 'law-and-disputes',
    heading: 'Governing law and disputes',
    blocks: [
      'These Terms are governed by the laws of the Federal Republic of Nigeria. We will first try to resolve any dispute amicably within 30 days. If that fails, the dispute will be referred to arbitration in Lagos under the Arbitration and Mediation Act 2023, before a single arbitrator, in English.',
    ],
  },
  {
    id: 'contact',
    heading: 'Contact us',
    blocks: [`Questions about these Terms: ${brand.contactEmail}.`],
  },
];
