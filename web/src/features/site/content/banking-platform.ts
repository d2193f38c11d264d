import { BANKING_PLATFORM_CAPABILITIES } from '@domain/platform-capabilities/banking-platform.ts';
import { BANKING_PLATFORM_SETUP_FEE_NGN, SETUP_FEE_PRICE_LABEL } from '@domain/plans-and-prices.ts';
import { formatNaira } from '@domain/money.ts';
import { type ServiceContent, fromCapabilities } from './services.ts';

/** Icon outlines (24px grid), kept beside the content that uses them so a page ships only its own. */
const icon = {
  idCard:
    'M3 5h18v14H3zM7 10a2 2 0 1 0 4 0 2 2 0 0 0-4 0Zm-1 6c.5-1.5 1.7-2.5 3-2.5s2.5 1 3 2.5M15 9h3m-3 4h3',
  wallet: 'M3 7a2 2 0 0 1 2-2h13v4M3 7v10a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2Zm13 7h.01',
  transfer: 'M4 8h14l-4-4m6 12H6l4 4',
  receipt: 'M6 2h12v20l-3-2-3 2-3-2-3 2V2Zm3 6h6m-6 4h6m-6 4h3',
  coins:
    'M9 7c3.3 0 6-1.1 6-2.5S12.3 2 9 2 3 3.1 3 4.5 5.7 7 9 7Zm-6-2.5v5C3 10.9 5.7 12 9 12m-6-2.5v5C3 15.9 5.7 17 9 17m6-5c3.3 0 6-1.1 6-2.5m-6 2.5c-3.3 0-6 1.1-6 2.5v5c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5v-5m0 0c0-1.4-2.7-2.5-6-2.5',
  chart: 'M3 3v18h18M7 15l4-4 3 3 6-6',
} as const;

/** Each capability's icon, by the capability table's key. */
const ICON_OF: Readonly<Record<string, string>> = {
  'bvn-nin-onboarding': icon.idCard,
  'accounts-wallets': icon.wallet,
  'instant-transfers': icon.transfer,
  'bills-airtime': icon.receipt,
  'savings-loans': icon.coins,
  'admin-reporting': icon.chart,
};

export const bankingPlatform: ServiceContent = {
  launchService: 'banking-platform',
  eyebrow: 'FinTech · Digital banking',
  title: 'Banking Platform',
  ...fromCapabilities(BANKING_PLATFORM_CAPABILITIES, ICON_OF),
  price: {
    label: SETUP_FEE_PRICE_LABEL,
    amount: formatNaira(BANKING_PLATFORM_SETUP_FEE_NGN),
    note: 'One-time setup fee. No revenue sharing: you keep every naira of markup and transaction revenue.',
  },
  compliance: {
    title: 'Built around CBN and NDPA requirements',
    body: 'Tiered KYC, transaction monitoring, data encryption and audit trails are in place from launch. We help you prepare the documentation your partner bank, microfinance bank or the CBN asks for, and your customer data is handled in line with the Nigeria Data Protection Act 2023.',
  },
};
