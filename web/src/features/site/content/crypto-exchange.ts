import { quotedPrice, type ServiceContent } from './services.ts';

/** Icon outlines (24px grid), kept beside the content that uses them so a page ships only its own. */
const icon = {
  transfer: 'M4 8h14l-4-4m6 12H6l4 4',
  chart: 'M3 3v18h18M7 15l4-4 3 3 6-6',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 1 1 8 0v4',
  idCard:
    'M3 5h18v14H3zM7 10a2 2 0 1 0 4 0 2 2 0 0 0-4 0Zm-1 6c.5-1.5 1.7-2.5 3-2.5s2.5 1 3 2.5M15 9h3m-3 4h3',
  wallet: 'M3 7a2 2 0 0 1 2-2h13v4M3 7v10a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2Zm13 7h.01',
  users:
    'M16 20v-1.5A3.5 3.5 0 0 0 12.5 15h-5A3.5 3.5 0 0 0 4 18.5V20M10 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm10 9v-1.5a3.5 3.5 0 0 0-2.5-3.4M15 4.2a3.5 3.5 0 0 1 0 6.6',
} as const;

export const cryptoExchange: ServiceContent = {
  launchService: 'crypto-exchange',
  eyebrow: 'FinTech · Digital assets',
  title: 'Crypto Exchange',
  intro:
    'A white-label crypto exchange with naira deposits and withdrawals, spot and P2P trading, secure custody and the KYC and AML controls Nigerian regulators expect. Live in 10-14 days.',
  price: quotedPrice,
  features: [
    {
      icon: icon.transfer,
      title: 'Naira on-ramp and off-ramp',
      body: 'Fund with bank transfer or card and withdraw to any Nigerian bank account, reconciled automatically.',
    },
    {
      icon: icon.chart,
      title: 'Spot and P2P trading',
      body: 'Order book trading for BTC, ETH, USDT and USDC, plus a P2P desk with escrow and dispute handling.',
    },
    {
      icon: icon.lock,
      title: 'Secure custody',
      body: 'Hot and cold wallet split, multi-approval withdrawals, address whitelisting and withdrawal limits.',
    },
    {
      icon: icon.idCard,
      title: 'KYC and AML',
      body: 'BVN and NIN verification, sanctions and PEP screening, and transaction monitoring with suspicious activity reports.',
    },
    {
      icon: icon.wallet,
      title: 'Multi-asset wallets',
      body: 'Deposit addresses per customer, on-chain confirmations, internal transfers and clear fee breakdowns.',
    },
    {
      icon: icon.users,
      title: 'Admin and treasury',
      body: 'Listings, fees, liquidity and treasury dashboards, with role-based access for your operations team.',
    },
  ],
  included: [
    {
      title: 'Customer experience',
      items: [
        'Android, iOS and web apps in your name',
        'Price alerts and portfolio view',
        'Two-factor authentication',
        'Referral and rewards programme',
      ],
    },
    {
      title: 'Risk and security',
      items: [
        'Cold storage procedures',
        'Withdrawal approval workflows',
        'Device and login monitoring',
        'Full audit trail',
      ],
    },
    {
      title: 'Integrations',
      items: [
        'Liquidity provider connection',
        'Blockchain node and indexing services',
        'Naira payment partner',
        'Identity verification provider',
      ],
    },
  ],
  compliance: {
    title: 'Designed for Nigeria’s digital asset rules',
    body: 'Nigeria treats digital assets as securities under SEC Nigeria’s rules, and banks follow the CBN’s December 2023 guidelines for accounts of virtual asset service providers. The platform ships with the KYC, AML and record-keeping controls those rules require, and we help you prepare your SEC registration.',
  },
};
