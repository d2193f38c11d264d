import { LAUNCH_TIME_LABEL } from '../launch-promises.ts';
import type { PlatformCapabilities } from './types.ts';

/** The Crypto Exchange: its service page (/crypto-exchange). */
export const CRYPTO_EXCHANGE_CAPABILITIES: PlatformCapabilities = {
  id: 'crypto-exchange',
  name: 'Crypto Exchange',
  summary:
    'A white-label crypto exchange with naira deposits and withdrawals, spot and P2P trading, secure custody and KYC and AML controls.',
  intro: `A white-label crypto exchange with naira deposits and withdrawals, spot and P2P trading, secure custody and the KYC and AML controls Nigerian regulators expect. Live in ${LAUNCH_TIME_LABEL}.`,
  capabilities: [
    {
      key: 'naira-ramp',
      title: 'Naira on-ramp and off-ramp',
      body: 'Fund with bank transfer or card and withdraw to any Nigerian bank account, reconciled automatically.',
      terms: ['deposit', 'withdraw', 'withdrawal', 'naira'],
    },
    {
      key: 'spot-p2p',
      title: 'Spot and P2P trading',
      body: 'Order book trading for BTC, ETH, USDT and USDC, plus a P2P desk with escrow and dispute handling.',
      terms: ['bitcoin', 'trade', 'trading', 'escrow', 'p2p', 'peer'],
    },
    {
      key: 'secure-custody',
      title: 'Secure custody',
      body: 'Hot and cold wallet split, multi-approval withdrawals, address whitelisting and withdrawal limits.',
      terms: ['custody', 'cold', 'wallet'],
    },
    {
      key: 'kyc-aml',
      title: 'KYC and AML',
      body: 'BVN and NIN verification, sanctions and PEP screening, and transaction monitoring with suspicious activity reports.',
      terms: ['kyc', 'aml', 'verification'],
    },
    {
      key: 'multi-asset-wallets',
      title: 'Multi-asset wallets',
      body: 'Deposit addresses per customer, on-chain confirmations, internal transfers and clear fee breakdowns.',
      terms: ['wallet', 'coin', 'token'],
    },
    {
      key: 'admin-treasury',
      title: 'Admin and treasury',
      body: 'Listings, fees, liquidity and treasury dashboards, with role-based access for your operations team.',
      terms: ['dashboard', 'admin', 'liquidity'],
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
  source: '/crypto-exchange',
};
