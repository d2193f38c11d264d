import {
  BANKING_PLATFORM_SETUP_FEE_NGN,
  BASIC_SUPPORT_FEATURES,
  BASIC_SUPPORT_MONTHLY_NGN,
  CURRENCY,
  PREMIUM_SUPPORT_FEATURES,
  PREMIUM_SUPPORT_MONTHLY_NGN,
} from './plans-and-prices.ts';

export type ProductType = 'widget' | 'platform' | 'exchange' | 'fullstack';
export type PlanInterval = 'one-time' | 'month';

/** A features entry equal to this draws a divider instead of a line item. */
export const PLAN_FEATURE_SEPARATOR = '---';

export interface Plan {
  readonly id: string;
  readonly name: string;
  /** Whole naira. */
  readonly price: number;
  /** Shown before the price, e.g. 'Starting from'. */
  readonly priceLabel: string | null;
  readonly currency: typeof CURRENCY;
  readonly interval: PlanInterval;
  readonly productType: ProductType;
  readonly isPopular: boolean;
  readonly badge: string | null;
  readonly description: string;
  /** Label about revenue share shown on the card. */
  readonly commissionRate: string;
  readonly features: readonly string[];
}

export const isFeatureSeparator = (feature: string): boolean => feature === PLAN_FEATURE_SEPARATOR;

export const BANKING_PLATFORM_PLAN: Plan = {
  id: 'banking-platform',
  name: 'Banking Platform',
  price: BANKING_PLATFORM_SETUP_FEE_NGN,
  priceLabel: 'Starting from',
  currency: CURRENCY,
  interval: 'one-time',
  productType: 'platform',
  isPopular: true,
  badge: 'Most Popular',
  description: 'A white-label digital banking platform under your brand, live in 10-14 days.',
  commissionRate: 'No revenue sharing',
  features: [
    'Customer onboarding with BVN/KYC verification',
    'Wallets, savings and transfers',
    'Bill payments and airtime',
    'Cards and POS integrations',
    'Admin dashboard and reports',
    PLAN_FEATURE_SEPARATOR,
    'Your brand, your domain, your app',
    'Nigerian payments and compliance ready',
    'Keep all your markup and transaction revenue',
  ],
};

export const PLANS: readonly Plan[] = [BANKING_PLATFORM_PLAN];

export type SupportTierId = 'basic' | 'premium';

export interface SupportTier {
  readonly id: SupportTierId;
  readonly name: string;
  /** Whole naira per month; 0 is free. */
  readonly monthlyPrice: number;
  readonly isDefault: boolean;
  readonly features: readonly string[];
}

export const BASIC_SUPPORT: SupportTier = {
  id: 'basic',
  name: 'Basic Support',
  monthlyPrice: BASIC_SUPPORT_MONTHLY_NGN,
  isDefault: true,
  features: BASIC_SUPPORT_FEATURES,
};

export const PREMIUM_SUPPORT: SupportTier = {
  id: 'premium',
  name: 'Premium Support',
  monthlyPrice: PREMIUM_SUPPORT_MONTHLY_NGN,
  isDefault: false,
  features: PREMIUM_SUPPORT_FEATURES,
};

export const SUPPORT_TIERS: readonly SupportTier[] = [BASIC_SUPPORT, PREMIUM_SUPPORT];
export const SUPPORT_TIER_IDS = ['basic', 'premium'] as const satisfies readonly SupportTierId[];

export function supportTierById(id: SupportTierId): SupportTier {
  return id === 'premium' ? PREMIUM_SUPPORT : BASIC_SUPPORT;
}

export const SERVICE_TYPES = [
  'banking-platform',
  'crypto-exchange',
  'banking-crypto-hybrid',
  'fullstack-fintech',
  'fintech-platform',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const DEFAULT_SERVICE_TYPE: ServiceType = 'fintech-platform';

/** Values of /launch?service= that the service pages link with. */
export const LAUNCH_SERVICES = ['banking-platform', 'crypto-exchange', 'fullstack-fintech'] as const;
export type LaunchService = (typeof LAUNCH_SERVICES)[number];

export function parseLaunchService(value: string | null | undefined): LaunchService | null {
  return (LAUNCH_SERVICES as readonly string[]).includes(value ?? '') ? (value as LaunchService) : null;
}

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === 'string' && (SERVICE_TYPES as readonly string[]).includes(value);
}
