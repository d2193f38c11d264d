import { launchHead } from '../features/launch-chat/head.ts';
import { DASHBOARD_TOKEN_PARAM, referralDashboardHead } from '../features/referral/dashboard-head.ts';
import { referHead } from '../features/referral/head.ts';
import { siteMeta } from '../features/site/meta.ts';
import type { SitePageMeta } from '../components/seo/site-page-meta.ts';

export interface PrerenderedPage extends SitePageMeta {
  /** The page's module as the Vite manifest names it (relative to web/). */
  readonly module: string;
  /**
   * A query parameter the pre-rendered markup stands for (the page is rendered as if the address
   * had one): without it in the address the app renders the route afresh instead of hydrating.
   * Such a page is a frame the app fills, so it keeps the shell's "needs JavaScript" notice and
   * stays out of the sitemap.
   */
  readonly requiredQuery?: string;
}

const sitePageModules: Record<keyof typeof siteMeta, string> = {
  home: 'src/features/site/pages/home.tsx',
  about: 'src/features/site/pages/about.tsx',
  contact: 'src/features/site/pages/contact.tsx',
  pricing: 'src/features/site/pages/pricing.tsx',
  privacy: 'src/features/site/pages/privacy.tsx',
  terms: 'src/features/site/pages/terms.tsx',
  bankingPlatform: 'src/features/site/pages/banking-platform.tsx',
  cryptoExchange: 'src/features/site/pages/crypto-exchange.tsx',
  completeFintech: 'src/features/site/pages/complete-fintech.tsx',
};

/**
 * Every route the build pre-renders (web/scripts/prerender.ts), in sitemap order: the site's pages,
 * and the referral and launch pages in their first state (nothing typed, nothing restored), so a
 * visitor on a slow phone sees them before any script has run. Build-time only: no page imports this.
 */
export const prerenderedPages: readonly PrerenderedPage[] = [
  ...(Object.keys(siteMeta) as (keyof typeof siteMeta)[]).map((id) => ({
    ...siteMeta[id],
    module: sitePageModules[id],
  })),
  { ...referHead, module: 'src/features/referral/pages/refer.tsx' },
  { ...launchHead, module: 'src/features/launch-chat/pages/launch-chat.tsx' },
  // The frame of a referrer's dashboard in its token check (issue #31): the e-mailed link paints
  // from the HTML, and the dashboard's data fills it.
  {
    ...referralDashboardHead,
    module: 'src/features/referral/pages/referral-dashboard.tsx',
    requiredQuery: DASHBOARD_TOKEN_PARAM,
  },
];
