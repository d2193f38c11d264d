import { useState } from 'react';
import { useSearchParams } from '../../../lib/routing/index.ts';
import { referralLinkFor } from '@domain/referral.ts';
import { useRuntimeConfig } from '../../../lib/config.ts';
import { paths } from '../../../lib/paths.ts';
import type { ReferralDashboard } from '../referral-api.ts';
import { DashboardStats } from './dashboard-stats.tsx';
import { PayoutAccountSection } from './payout-account-section.tsx';
import { RecentActivities } from './recent-activities.tsx';
import { ReferralLinkCard } from './referral-link-card.tsx';

/*
 * The filled dashboard below its frame's heading, a chunk of its own (issue #31):
 * /referral-dashboard's first load carries only the frame and the token check, and this code is
 * fetched beside the dashboard's data (pages/referral-dashboard.tsx), which it cannot be shown without.
 */

/** The referral link on the public site root: the configured site URL, or this page's own origin until it loads. */
function useSiteUrl(): string {
  const config = useRuntimeConfig();
  return config.status === 'ready' && config.config.siteUrl ? config.config.siteUrl : window.location.origin;
}

/** The stats, the link, the activities and the payout account, in the frame's grid. */
export function DashboardView({ dashboard, token }: { dashboard: ReferralDashboard; token: string }) {
  const siteUrl = useSiteUrl();
  const link = referralLinkFor(siteUrl, dashboard.applicant.id);
  const shortLink = dashboard.short_link_slug
    ? new URL(paths.shortReferralLink.href(dashboard.short_link_slug), siteUrl).toString()
    : null;
  const [searchParams] = useSearchParams();
  const [payoutAccount, setPayoutAccount] = useState(dashboard.payout_account ?? null);
  return (
    <>
      <DashboardStats dashboard={dashboard} />
      <ReferralLinkCard link={link} shortLink={shortLink} />
      <RecentActivities activities={dashboard.activities} />
      <PayoutAccountSection
        token={token}
        link={searchParams.get('link')}
        account={payoutAccount}
        onSaved={setPayoutAccount}
      />
    </>
  );
}
