import { useState } from 'react';
import { useSearchParams } from '../../../app/routing/index.ts';
import { referralLinkFor } from '../../../../../functions/domain/referral.ts';
import { useRuntimeConfig } from '../../../app/config.ts';
import { paths } from '../../../app/paths.ts';
import type { ReferralDashboard } from '../referral-api.ts';
import { DashboardStats } from './dashboard-stats.tsx';
import { PayoutAccountSection } from './payout-account-section.tsx';
import { RecentActivities } from './recent-activities.tsx';
import { ReferralLinkCard } from './referral-link-card.tsx';

/*
 * The filled dashboard, a chunk of its own (issue #31): /referral-dashboard's first load carries
 * only the token check, and this code is fetched beside the dashboard's data
 * (pages/referral-dashboard.tsx), which it cannot be shown without.
 */

/** The referral link on the public site root: the configured site URL, or this page's own origin until it loads. */
function useSiteUrl(): string {
  const config = useRuntimeConfig();
  return config.status === 'ready' && config.config.siteUrl ? config.config.siteUrl : window.location.origin;
}

export function DashboardView({ dashboard, token }: { dashboard: ReferralDashboard; token: string }) {
  const siteUrl = useSiteUrl();
  const link = referralLinkFor(siteUrl, dashboard.applicantId);
  const shortLink = dashboard.shortLinkSlug
    ? new URL(paths.shortReferralLink.href(dashboard.shortLinkSlug), siteUrl).toString()
    : null;
  const [searchParams] = useSearchParams();
  const [payoutAccount, setPayoutAccount] = useState(dashboard.payoutAccount);
  const firstName = dashboard.fullName.trim().split(/\s+/)[0];
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <div className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Referral program</p>
        <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
          Your Referral Dashboard
        </h1>
        <p className="text-ink-600">
          {firstName ? `Welcome back, ${firstName}. ` : ''}Track your referrals and commission here.
        </p>
      </div>
      <DashboardStats dashboard={dashboard} />
      <ReferralLinkCard link={link} shortLink={shortLink} />
      <RecentActivities activities={dashboard.activities} />
      <PayoutAccountSection
        token={token}
        link={searchParams.get('link')}
        account={payoutAccount}
        onSaved={setPayoutAccount}
      />
    </div>
  );
}
