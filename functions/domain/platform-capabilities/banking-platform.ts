import { LAUNCH_TIME_LABEL } from '../launch-promises.ts';
import { BANKING_PLATFORM_PLAN, isFeatureSeparator } from '../plans.ts';
import { PLATFORM_SUMMARIES } from './summaries.ts';
import type { PlatformCapabilities } from './types.ts';

/** The Banking Platform: its service page (/banking-platform) and its plan card on /pricing. */
export const BANKING_PLATFORM_CAPABILITIES: PlatformCapabilities = {
  id: 'banking-platform',
  name: 'Banking Platform',
  summary: PLATFORM_SUMMARIES.fintech,
  intro: `A white-label digital bank for Nigeria: customers open an account with their BVN or NIN, fund it by transfer, pay bills and save, all in your app and under your brand. Live in ${LAUNCH_TIME_LABEL}.`,
  capabilities: [
    {
      key: 'bvn-nin-onboarding',
      title: 'BVN and NIN onboarding',
      body: 'Account opening in minutes with BVN and NIN checks, liveness selfie and CBN three-tier KYC limits applied automatically.',
      terms: ['kyc', 'verification', 'identity', 'sign up', 'account opening'],
    },
    {
      key: 'accounts-wallets',
      title: 'Accounts and wallets',
      body: 'NUBAN account numbers through your partner bank, naira wallets, statements and real-time balances.',
      terms: ['wallet', 'account number', 'balance'],
    },
    {
      key: 'instant-transfers',
      title: 'Instant transfers',
      body: 'Send and receive over NIBSS NIP to any Nigerian bank, with beneficiaries, limits and transaction PINs.',
      terms: ['transfer', 'send money', 'nip'],
    },
    {
      key: 'bills-airtime',
      title: 'Bills and airtime',
      body: 'Airtime and data for every network, electricity tokens, cable TV such as DStv and GOtv, and internet subscriptions.',
      terms: ['bill', 'airtime', 'data', 'electricity', 'dstv', 'gotv'],
    },
    {
      key: 'savings-loans',
      title: 'Savings and loans',
      body: 'Target savings, fixed deposits and ajo-style group savings, plus a loan module with repayment schedules.',
      terms: ['ajo', 'esusu', 'thrift', 'savings', 'loan', 'lending', 'contribution'],
    },
    {
      key: 'admin-reporting',
      title: 'Admin and reporting',
      body: 'Back-office dashboard for customer support, KYC reviews, limits, reconciliation and regulatory reports.',
      terms: ['dashboard', 'admin', 'report', 'reconciliation'],
    },
  ],
  included: [
    {
      title: 'Customer apps',
      items: [
        'Android and iOS apps in your name',
        'Responsive web banking',
        'Push, SMS and email alerts',
        'In-app support chat',
      ],
    },
    {
      title: 'Operations',
      items: [
        'Role-based admin access',
        'Fraud rules and transaction limits',
        'Daily settlement reconciliation',
        'Audit trail of every action',
      ],
    },
    {
      title: 'Integrations',
      items: [
        'Partner bank core and NIP',
        'Paystack or Flutterwave card funding',
        'Bills aggregator',
        'Identity verification provider',
      ],
    },
  ],
  planFeatures: BANKING_PLATFORM_PLAN.features.filter((feature) => !isFeatureSeparator(feature)),
  source: '/banking-platform, /pricing',
};
