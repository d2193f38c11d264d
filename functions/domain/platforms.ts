import { BANKING_PLATFORM_PLAN } from './plans.ts';

/**
 * The platforms staff can sell on a setup call. Only the Banking Platform's price is published
 * (spec: "Prices of the other plans are not shown"); every other price is agreed on the call and
 * recorded with the payment link, which is what the checkout then charges.
 */
export const SOLD_PLATFORM_NAMES = {
  [BANKING_PLATFORM_PLAN.id]: BANKING_PLATFORM_PLAN.name,
  'crypto-exchange': 'Crypto Exchange',
  'banking-crypto-hybrid': 'Unified Banking plus Crypto',
  'fullstack-fintech': 'Full-stack Fintech',
  'ecommerce-platform': 'E-commerce Platform',
  'restaurant-platform': 'Restaurant Ordering and Delivery',
  'taxi-platform': 'Taxi and Ride-hailing',
  'real-estate-platform': 'Real Estate Platform',
  'cto-service': 'CTO-as-a-Service',
  // New features for a platform that is already paid for and live: the spec's feature_updated.
  'feature-update': 'Feature update',
} as const;

export const FEATURE_UPDATE_PLAN_ID = 'feature-update';

/** A payment for new features of a launched platform: no launch request, no referral commission. */
export const isFeatureUpdate = (plan: string): boolean => plan === FEATURE_UPDATE_PLAN_ID;

export type SoldPlatformId = Extract<keyof typeof SOLD_PLATFORM_NAMES, string>;
/** In the order staff see them offered. */
export const SOLD_PLATFORM_IDS = Object.keys(SOLD_PLATFORM_NAMES) as [SoldPlatformId, ...SoldPlatformId[]];
/** The staff's choice of platform on the payment link form, in that order. */
export const SOLD_PLATFORMS: readonly { readonly id: SoldPlatformId; readonly name: string }[] =
  Object.entries(SOLD_PLATFORM_NAMES).map(([id, name]) => ({ id, name }));
const NAME_OF: ReadonlyMap<string, string> = new Map(Object.entries(SOLD_PLATFORM_NAMES));

/** Whole naira. The floor keeps a slip of the finger (₦5,000 for ₦5,000,000) from becoming a link. */
export const AGREED_SETUP_FEE_LIMITS = { min: 100_000, max: 500_000_000 } as const;

/** What a checkout sells: a platform at a setup fee, published or agreed on the call. */
export interface PlatformOffer {
  readonly platformId: string;
  readonly platformName: string;
  /** Whole naira. */
  readonly setupFee: number;
  /** True when staff set it on the call; false for the published Banking Platform default. */
  readonly agreed: boolean;
}

export const PUBLISHED_OFFER: PlatformOffer = {
  platformId: BANKING_PLATFORM_PLAN.id,
  platformName: BANKING_PLATFORM_PLAN.name,
  setupFee: BANKING_PLATFORM_PLAN.price,
  agreed: false,
};

/** The name of a platform sold; an id the product no longer sells is shown as it was stored. */
export function platformName(id: string): string {
  return NAME_OF.get(id) ?? id;
}

/** The offer a stored link carries, or the published default when staff recorded none. */
export function offerOf(agreed: {
  agreed_plan: string | null;
  agreed_setup_fee: number | null;
}): PlatformOffer {
  if (!agreed.agreed_plan || agreed.agreed_setup_fee === null) return PUBLISHED_OFFER;
  // Staff who confirm the published price send the published offer, labelled as such.
  if (
    agreed.agreed_plan === PUBLISHED_OFFER.platformId &&
    agreed.agreed_setup_fee === PUBLISHED_OFFER.setupFee
  )
    return PUBLISHED_OFFER;
  return {
    platformId: agreed.agreed_plan,
    platformName: platformName(agreed.agreed_plan),
    setupFee: agreed.agreed_setup_fee,
    agreed: true,
  };
}
