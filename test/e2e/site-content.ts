import { launchHead } from '../../web/src/features/launch-chat/head.ts';
import { GREETING_LINE } from '../../web/src/features/launch-chat/state/launch-chat-state.ts';
import { referHead } from '../../web/src/features/referral/head.ts';
import { siteMeta, type SitePageId } from '../../web/src/features/site/meta.ts';

/**
 * What each public page must show: its heading and the strings the spec quotes (or the facts the
 * issue asks for). Shared by the browser test and the pre-rendered HTML test, so both check the
 * same content: once as a visitor sees it, once as it arrives before any script runs.
 */
export interface PublicPage {
  readonly id: SitePageId;
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly heading: string;
  readonly strings: readonly string[];
}

const content: Record<SitePageId, { heading: string; strings: string[] }> = {
  home: {
    heading: 'From idea to live business, faster.',
    strings: [
      'Start in 60s',
      'Start in 60 Seconds',
      'Platforms ready to launch',
      'Why founders choose Quarter',
      'Live in 10-14 days',
      '5x faster and 70% cheaper',
      'Nigeria-ready',
      'No revenue sharing',
      'Trusted by Nigerian Businesses',
      'Success Stories',
      'Become a Referral Partner',
      'Begin Now',
      'Frequently asked questions',
    ],
  },
  about: {
    heading: 'About Quarter',
    strings: ['Our mission', 'Our vision', 'Why founders build with Quarter', 'Start in 60 Seconds'],
  },
  contact: {
    heading: 'Contact us',
    strings: [
      'hello@quarter.ng',
      'Mon-Fri 9:00-18:00 WAT',
      'Sat 10:00-16:00 WAT',
      'Sun closed',
      'Business hours',
    ],
  },
  pricing: {
    heading: 'Simple, one-time pricing',
    strings: [
      'Banking Platform',
      'Starting from',
      '₦5,000,000',
      'one-time',
      'Basic Support',
      'Premium Support',
      '₦150,000',
      'per month',
      'From payment to launch in three steps',
      'Pricing questions',
    ],
  },
  privacy: {
    heading: 'Privacy Policy',
    strings: [
      'Last updated August 14, 2025',
      'Nigeria Data Protection Act 2023',
      'WhatsApp communications: 12 months.',
      'Analytics data: anonymised after 24 months.',
      'We respond within 2-5 business days',
      'aged 18 or older',
    ],
  },
  terms: {
    heading: 'Terms of Service',
    strings: [
      'Last updated August 14, 2025',
      'You must be 18 or older to use our services.',
      'One account per individual or business.',
      'at least 30 days notice',
      '10% of the setup fee',
    ],
  },
  bankingPlatform: {
    heading: 'Banking Platform',
    strings: [
      'Start Building',
      'Contact Sales',
      'Starting from',
      '₦5,000,000',
      'What’s included',
      'Support that fits your stage',
    ],
  },
  cryptoExchange: {
    heading: 'Crypto Exchange',
    strings: ['Start Building', 'Contact Sales', 'What’s included', 'Support that fits your stage'],
  },
  completeFintech: {
    heading: 'Unified Banking plus Crypto',
    strings: ['Start Building', 'Contact Sales', 'What’s included', 'Support that fits your stage'],
  },
};

export const publicPages: readonly PublicPage[] = (Object.keys(siteMeta) as SitePageId[]).map((id) => ({
  id,
  ...siteMeta[id],
  ...content[id],
}));

/** The /launch?service= value each service page's 'Start Building' carries. */
export const serviceLaunchLinks: Partial<Record<SitePageId, string>> = {
  bankingPlatform: '/launch?service=banking-platform',
  cryptoExchange: '/launch?service=crypto-exchange',
  completeFintech: '/launch?service=fullstack-fintech',
};

/**
 * The referral and launch pages are pre-rendered too, in their first state (an empty form, a fresh
 * chat), so they paint before any script runs. /launch hosts its own chat with Q: no floating button.
 */
export interface FlowPage extends Omit<PublicPage, 'id'> {
  readonly chatWithQ: boolean;
}

export const flowPages: readonly FlowPage[] = [
  {
    ...referHead,
    heading: 'Refer & Earn 10%',
    strings: ['Apply to the referral program', 'Full name', 'Access your referral dashboard'],
    chatWithQ: true,
  },
  {
    ...launchHead,
    heading: "Let's launch your business",
    strings: ['Guided launch chat', GREETING_LINE, 'Your business idea', 'Start in 60s'],
    chatWithQ: false,
  },
];
