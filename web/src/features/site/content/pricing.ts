import type { FaqEntry } from '../components/building-blocks.tsx';

export const howItWorks: readonly { title: string; body: string }[] = [
  {
    title: 'Choose your platform',
    body: 'Pick the Banking Platform here, or tell Q about your idea in 60 seconds and book a free 30-minute setup call to scope it.',
  },
  {
    title: 'Pay the setup fee',
    body: 'Pay securely by card or bank transfer. We review your application within 24 hours and development starts within 2-3 days.',
  },
  {
    title: 'Go live in 10-14 days',
    body: 'We brand and configure your platform, connect your payment and KYC partners, and launch it under your name.',
  },
];

export const otherPlatforms: readonly string[] = [
  'Crypto exchange and banking plus crypto',
  'eCommerce store or marketplace',
  'Restaurant ordering and delivery',
  'Taxi and ride-hailing',
  'Real estate and shortlets',
  'CTO as a Service',
];

export const pricingFaq: readonly FaqEntry[] = [
  {
    question: 'What does the setup fee cover?',
    answer:
      'Branding, configuration, your domain, connection to your payment and KYC partners, admin training and the launch itself. It is paid once; there is no licence fee per customer or per transaction.',
  },
  {
    question: 'Why does the price say "Starting from"?',
    answer:
      'The Banking Platform starts from ₦5,000,000. Extra integrations, for example a second card issuer or a custom loan engine, are quoted on your setup call before you pay anything.',
  },
  {
    question: 'Do I have to pay for support?',
    answer:
      'No. Basic support is free: email replies within 48 hours, documentation, a community forum and troubleshooting guides. Premium support is optional at ₦150,000 per month and can be cancelled at any time.',
  },
  {
    question: 'Do you take a percentage of my transactions?',
    answer:
      'Never. There is no revenue sharing: your markup, fees and transaction revenue are all yours. Third-party costs such as Paystack fees or SMS charges are paid by you directly to those providers.',
  },
  {
    question: 'What happens after I pay?',
    answer:
      'Your application is reviewed within 24 hours, development starts within 2-3 days, and your platform goes live in 10-14 days. You can follow progress with your launch team throughout.',
  },
];
