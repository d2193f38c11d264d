import { SUPPORT_TIERS, type SupportTierId } from '@domain/plans.ts';

/** The tier marked isDefault (Basic) is chosen until the customer picks another. */
export const DEFAULT_SUPPORT_TIER_ID: SupportTierId =
  SUPPORT_TIERS.find((tier) => tier.isDefault)?.id ?? 'basic';
