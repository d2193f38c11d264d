import { COMPLETE_FINTECH_CAPABILITIES } from '@domain/platform-capabilities/complete-fintech.ts';
import { quotedPrice, type ServiceContent, fromCapabilities } from './services.ts';

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

/** Each capability's icon, by the capability table's key. */
const ICON_OF: Readonly<Record<string, string>> = {
  'one-app': icon.layers,
  'single-kyc': icon.idCard,
  'nip-bills': icon.transfer,
  'trading-p2p': icon.chart,
  'cards-savings': icon.card,
  'unified-risk': icon.shield,
};

export const completeFintech: ServiceContent = {
  launchService: 'fullstack-fintech',
  eyebrow: 'FinTech · Banking plus crypto',
  title: 'Unified Banking plus Crypto',
  ...fromCapabilities(COMPLETE_FINTECH_CAPABILITIES, ICON_OF),
  price: quotedPrice,
  compliance: {
    title: 'Two regulators, one compliance design',
    body: 'Banking features follow CBN KYC and transaction-limit rules; crypto features follow SEC Nigeria’s digital asset rules and the CBN’s guidelines for virtual asset service providers. We keep the two ledgers separate where the rules require it, and help you prepare for both.',
  },
};
