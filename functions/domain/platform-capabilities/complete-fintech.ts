import { LAUNCH_TIME_LABEL } from '../launch-promises.ts';
import type { PlatformCapabilities } from './types.ts';

/** Unified Banking plus Crypto: its service page (/complete-fintech). */
export const COMPLETE_FINTECH_CAPABILITIES: PlatformCapabilities = {
  id: 'complete-fintech',
  name: 'Unified Banking plus Crypto',
  summary:
    'Everyday naira banking and a crypto exchange in one app: one sign-up, one KYC, one balance view and one admin dashboard.',
  intro: `Everyday naira banking and a crypto exchange in one app: one sign-up, one KYC, one balance view and one admin dashboard, all under your brand. Live in ${LAUNCH_TIME_LABEL}.`,
  capabilities: [
    {
      key: 'one-app',
      title: 'One app, two businesses',
      body: 'Customers bank and trade in the same app, moving money between their naira wallet and crypto balances instantly.',
      terms: ['both', 'together', 'combined'],
    },
    {
      key: 'single-kyc',
      title: 'Single KYC',
      body: 'BVN and NIN verified once and reused across banking and crypto, with tier limits applied to both.',
      terms: ['kyc', 'verification'],
    },
    {
      key: 'nip-bills',
      title: 'NIP transfers and bills',
      body: 'Instant transfers to any Nigerian bank, airtime, data, electricity and cable TV payments.',
      terms: ['transfer', 'bill', 'airtime'],
    },
    {
      key: 'trading-p2p',
      title: 'Trading and P2P',
      body: 'Spot trading in major assets and stablecoins, plus a P2P desk with escrow.',
      terms: ['trade', 'escrow', 'p2p', 'crypto', 'bitcoin'],
    },
    {
      key: 'cards-savings',
      title: 'Cards and savings',
      body: 'Virtual and physical cards through your issuing partner, target savings and fixed deposits.',
      terms: ['card', 'savings'],
    },
    {
      key: 'unified-risk',
      title: 'Unified risk view',
      body: 'One customer record, one transaction monitor and one audit trail across fiat and digital assets.',
      terms: ['risk', 'monitoring', 'audit'],
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
  source: '/complete-fintech',
};
