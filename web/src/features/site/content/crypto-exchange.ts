import { CRYPTO_EXCHANGE_CAPABILITIES } from '@domain/platform-capabilities/crypto-exchange.ts';
import { quotedPrice, type ServiceContent, fromCapabilities } from './services.ts';

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

/** Each capability's icon, by the capability table's key. */
const ICON_OF: Readonly<Record<string, string>> = {
  'naira-ramp': icon.transfer,
  'spot-p2p': icon.chart,
  'secure-custody': icon.lock,
  'kyc-aml': icon.idCard,
  'multi-asset-wallets': icon.wallet,
  'admin-treasury': icon.users,
};

export const cryptoExchange: ServiceContent = {
  launchService: 'crypto-exchange',
  eyebrow: 'FinTech · Digital assets',
  title: 'Crypto Exchange',
  ...fromCapabilities(CRYPTO_EXCHANGE_CAPABILITIES, ICON_OF),
  price: quotedPrice,
  compliance: {
    title: 'Designed for Nigeria’s digital asset rules',
    body: 'Nigeria treats digital assets as securities under SEC Nigeria’s rules, and banks follow the CBN’s December 2023 guidelines for accounts of virtual asset service providers. The platform ships with the KYC, AML and record-keeping controls those rules require, and we help you prepare your SEC registration.',
  },
};
