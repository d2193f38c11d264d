import { BANKING_PLATFORM_SETUP_FEE_NGN } from '@domain/plans-and-prices.ts';
import { REFERRAL_COMMISSION_LABEL, REFERRAL_COMMISSION_RATE } from '@domain/referral-rules.ts';
import { formatNaira } from '@domain/money.ts';
import { paths } from '../../lib/paths.ts';
import type { SitePageMeta } from '../../components/seo/site-page-meta.ts';

/** What a referrer earns for a Banking Platform, the example the page leads with. */
export const bankingPlatformCommission = formatNaira(
  BANKING_PLATFORM_SETUP_FEE_NGN * REFERRAL_COMMISSION_RATE,
);

export const referHead: SitePageMeta = {
  path: paths.refer.href(),
  title: 'Refer & Earn 10% — Quarter',
  description: `Join the Quarter referral program: earn ${REFERRAL_COMMISSION_LABEL} of the setup fee when a business you refer goes live, ${bankingPlatformCommission} for a Banking Platform.`,
};
