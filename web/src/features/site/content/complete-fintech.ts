import { quotedPrice, type ServiceContent } from './services.ts';

/** Icon outlines (24px grid), kept beside the content that uses them so a page ships only its own. */
const icon = {
  layers: 'M12 3 2 8l10 5 10-5-10-5Zm-10 9 10 5 10-5M2 16l10 5 10-5',
  idCard:
    'M3 5h18v14H3zM7 10a2 2 0 1 0 4 0 2 2 0 0 0-4 0Zm-1 6c.5-1.5 1.7-2.5 3-2.5s2.5 1 3 2.5M15 9h3m-3 4h3',
  transfer: 'M4 8h14l-4-4m6 12H6l4 4',
  chart: 'M3 3v18h18M7 15l4-4 3 3 6-6',
  card: 'M2 6h20v12H2zM2 10h20M6 15h4',
  shield: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Zm-3.5 9 2.5 2.5 4.5-5',
} as const;

export const completeFintech: ServiceContent = {
  launchService: 'fullstack-fintech',
  eyebrow: 'FinTech · Banking plus crypto',
  title: 'Unified Banking plus Crypto',
  intro:
    'Everyday naira banking and a crypto exchange in one app: one sign-up, one KYC, one balance view and one admin dashboard, all under your brand. Live in 10-14 days.',
  price: quotedPrice,
  features: [
    {
      icon: icon.layers,
      title: 'One app, two businesses',
      body: 'Customers bank and trade in the same app, moving money between their naira wallet and crypto balances instantly.',
    },
    {
      icon: icon.idCard,
      title: 'Single KYC',
      body: 'BVN and NIN verified once and reused across banking and crypto, with tier limits applied to both.',
    },
    {
      icon: icon.transfer,
      title: 'NIP transfers and bills',
      body: 'Instant transfers to any Nigerian bank, airtime, data, electricity and cable TV payments.',
    },
    {
      icon: icon.chart,
      title: 'Trading and P2P',
      body: 'Spot trading in major assets and stablecoins, plus a P2P desk with escrow.',
    },
    {
      icon: icon.card,
      title: 'Cards and savings',
      body: 'Virtual and physical cards through your issuing partner, target savings and fixed deposits.',
    },
    {
      icon: icon.shield,
      title: 'Unified risk view',
      body: 'One customer record, one transaction monitor and one audit trail across fiat and digital assets.',
    },
  ],
  included: [
    {
      title: 'Banking',
      items: ['Accounts and wallets', 'NIP transfers', 'Bills, airtime and data', 'Savings and deposits'],
    },
    {
      title: 'Crypto',
      items: [
        'Spot and P2P trading',
        'Multi-asset wallets',
        'Secure custody',
        'Liquidity provider connection',
      ],
    },
    {
      title: 'Platform',
      items: [
        'Android, iOS and web apps in your name',
        'One admin dashboard',
        'Tiered KYC and AML monitoring',
        'Regulatory reporting exports',
      ],
    },
  ],
  compliance: {
    title: 'Two regulators, one compliance design',
    body: 'Banking features follow CBN KYC and transaction-limit rules; crypto features follow SEC Nigeria’s digital asset rules and the CBN’s guidelines for virtual asset service providers. We keep the two ledgers separate where the rules require it, and help you prepare for both.',
  },
};
