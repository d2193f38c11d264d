import { PLATFORM_SUMMARIES } from '@domain/platform-capabilities/summaries.ts';
import type { HomeSection } from '../../../lib/paths.ts';
import type { FaqEntry } from '../components/building-blocks.tsx';

/** Icon outlines (24px grid), kept beside the content that uses them so a page ships only its own. */
const icon = {
  bank: 'M3 10 12 4l9 6M5 10v8m4.7-8v8m4.6-8v8M19 10v8M3 21h18',
  cart: 'M3 4h2l2.4 11h10.2L20 7H6.3M9 20h.01M17 20h.01',
  utensils: 'M6 3v8a2 2 0 0 0 2 2v8M10 3v8a2 2 0 0 1-2 2M8 3v6m9-6c-1.7 1.4-3 3.8-3 7h3v11',
  car: 'M5 16V11l2-5h10l2 5v5M5 16h14M5 16v3m14-3v3M7.5 13h.01m9 0h.01M4 11h16',
  cpu: 'M8 8h8v8H8zM9 2v3m6-3v3M9 19v3m6-3v3M2 9h3m-3 6h3m14-6h3m-3 6h3M5 5h14v14H5z',
  home: 'M3 11 12 4l9 7M6 9.5V20h12V9.5M10 20v-5h4v5',
} as const;

export interface Solution {
  readonly id: HomeSection;
  /** SVG path data, drawn by <Icon d>. */
  readonly icon: string;
  readonly title: string;
  readonly summary: string;
}

/** The six ready-made offers, in the order of the home page anchors. */
export const solutions: readonly Solution[] = [
  {
    id: 'fintech',
    icon: icon.bank,
    title: 'FinTech',
    summary: PLATFORM_SUMMARIES.fintech,
  },
  {
    id: 'ecommerce',
    icon: icon.cart,
    title: 'eCommerce',
    summary: PLATFORM_SUMMARIES.ecommerce,
  },
  {
    id: 'restaurant',
    icon: icon.utensils,
    title: 'Restaurant',
    summary: PLATFORM_SUMMARIES.restaurant,
  },
  {
    id: 'taxi',
    icon: icon.car,
    title: 'Taxi & Ride-Hailing',
    summary: PLATFORM_SUMMARIES.taxi,
  },
  {
    id: 'cto-service',
    icon: icon.cpu,
    title: 'CTO as a Service',
    summary: PLATFORM_SUMMARIES['cto-service'],
  },
  {
    id: 'real-estate',
    icon: icon.home,
    title: 'Real Estate',
    summary: PLATFORM_SUMMARIES['real-estate'],
  },
];

export interface Reason {
  readonly title: string;
  readonly body: string;
}

/** The claims of the site (spec section 1), each with the detail that makes it believable. */
export const reasons: readonly Reason[] = [
  {
    title: 'Live in 10-14 days',
    body: 'Not the 3-6 months of a custom build: proven platforms, branded and launched for you.',
  },
  {
    title: '5x faster and 70% cheaper',
    body: 'A one-time setup fee instead of funding an engineering team for months.',
  },
  {
    title: 'Nigeria-ready',
    body: 'Payments, BVN/KYC, logistics and compliance built in: Paystack, Flutterwave, NIBSS, NDPA.',
  },
  {
    title: 'No revenue sharing',
    body: 'You keep all markup and transaction revenue. We never take a cut.',
  },
  {
    title: 'Your brand, your customers',
    body: 'Your name, domain and app store listings. Your customer data stays yours.',
  },
  {
    title: 'Support after launch',
    body: 'Basic support is free; Premium adds an account manager and SLA guarantees.',
  },
];

export interface Testimonial {
  readonly name: string;
  readonly role: string;
  readonly service: string;
  readonly quote: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Adaeze Okonkwo',
    role: 'Founder, KudiNest Savings, Lagos',
    service: 'Banking Platform',
    quote:
      'From pitch deck to a live savings app in 12 days. BVN checks and transfers worked on launch day, and our partner bank approved the compliance pack first time.',
  },
  {
    name: 'Ibrahim Musa',
    role: 'CEO, Arewa Rides, Kano',
    service: 'Taxi & Ride-Hailing',
    quote:
      'A custom ride app was quoted at six months. With Quarter we onboarded 140 drivers in our first month.',
  },
  {
    name: 'Funmilayo Adeyemi',
    role: 'Owner, Mama Funmi’s Kitchen, Abuja',
    service: 'Restaurant',
    quote:
      'Our own ordering site means no more 20% marketplace commission, and orders reach the kitchen and riders instantly.',
  },
  {
    name: 'Chinedu Eze',
    role: 'Co-founder, Naija Craft Market, Enugu',
    service: 'eCommerce',
    quote:
      'Our marketplace for 60 artisans went live in two weeks, with vendor payouts and delivery, and we keep every naira of margin.',
  },
];

/** Wordmarks of businesses running on the platforms, shown in the client-logo strip. */
export const clientLogos: readonly string[] = [
  'KudiNest',
  'Arewa Rides',
  'Mama Funmi’s',
  'Naija Craft',
  'EkoShortlets',
  'PayGidi',
  'ChopNow',
  'Lekki Homes',
];

export const homeFaq: readonly FaqEntry[] = [
  {
    question: 'How quickly can my platform go live?',
    answer:
      'Usually in 10-14 days. We review your application within 24 hours of payment and development starts within 2-3 days.',
  },
  {
    question: 'How much does it cost?',
    answer:
      'The Banking Platform starts from ₦5,000,000, one-time. Other platforms are quoted on a free 30-minute setup call. Basic support is free; Premium is ₦150,000 per month.',
  },
  {
    question: 'Do you take a share of my revenue?',
    answer: 'No. There is no revenue sharing: you keep all your markup and transaction revenue.',
  },
  {
    question: 'Will the platform carry my own brand?',
    answer:
      'Yes. Your name, logo, colours and domain, and apps published under your own Play Store and App Store accounts.',
  },
  {
    question: 'Do you handle CBN licensing?',
    answer:
      'We prepare the documentation banks and the CBN ask for, and many founders launch with a licensed partner bank while their own licence is in progress.',
  },
  {
    question: 'How does BVN and NIN verification work?',
    answer:
      'Onboarding checks BVN and NIN through licensed identity providers and applies CBN tiered KYC limits automatically.',
  },
  {
    question: 'Which payment methods are supported?',
    answer:
      'Cards, bank transfer and USSD through Paystack or Flutterwave, plus NIP transfers on fintech platforms, settled to your own account.',
  },
  {
    question: 'How is customer data protected?',
    answer:
      'It is encrypted in transit and at rest, BVN and bank details are encrypted separately, and we follow the Nigeria Data Protection Act 2023.',
  },
  {
    question: 'Can I add custom features?',
    answer:
      'Yes. Small changes are part of your launch; larger ones are planned with our CTO-as-a-Service team without delaying go-live.',
  },
  {
    question: 'Can I earn by referring businesses?',
    answer: 'Yes: 10% of the setup fee when a business you refer goes live, paid within 30 days of go-live.',
  },
];
