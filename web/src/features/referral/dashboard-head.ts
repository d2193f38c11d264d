import { paths } from '../../lib/paths.ts';
import type { SitePageMeta } from '../../components/seo/site-page-meta.ts';

/** Head tags of /referral-dashboard: set by the page, and written into its pre-rendered frame. */
export const referralDashboardHead: SitePageMeta = {
  path: paths.referralDashboard.path,
  title: 'Referral Dashboard — Quarter',
  description: 'Your Quarter referrals, commission and referral link.',
};

/**
 * The query parameter a dashboard address carries (the e-mailed link). Without it the page sends
 * the visitor to /refer, so its pre-rendered frame applies only to addresses that have one.
 */
export const DASHBOARD_TOKEN_PARAM = 'token';
