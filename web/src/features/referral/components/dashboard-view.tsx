import { useRef } from 'react';
import { referralLinkFor } from '@domain/referral.ts';
import { useRuntimeConfig } from '../../../lib/config.ts';
import { paths } from '../../../lib/paths.ts';
import { useLoadedCode } from '../../../lib/use-loaded-code.ts';
import type { ReferralDashboard } from '../referral-api.ts';
import { useSeenOrIdle } from '../use-seen-or-idle.ts';
import { DashboardStats } from './dashboard-stats.tsx';
import { ReferralLinkCard } from './referral-link-card.tsx';

/*
 * The filled dashboard below its frame's heading, a chunk of its own (issue #31):
 * /referral-dashboard's first load carries only the frame and the token check, and this code is
 * fetched beside the dashboard's data (pages/referral-dashboard.tsx), which it cannot be shown without.
 * Its first screen (the cards and the link) shows at once; the activities and the payout account
 * follow when they are near the screen or the page is idle, so no one task renders it all.
 */

/**
 * The activities and the payout account: fetched with this chunk (pages/referral-dashboard.tsx),
 * shown later, rendered from their code in hand rather than suspending (lib/use-loaded-code.ts).
 */
export const loadDashboardDetails = () => import('./dashboard-details.tsx');

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
  const below = useRef<HTMLDivElement>(null);
  const detailsDue = useSeenOrIdle(below);
  const details = useLoadedCode(loadDashboardDetails);
  return (
    <>
      <DashboardStats dashboard={dashboard} />
      <ReferralLinkCard link={link} shortLink={shortLink} />
      {detailsDue && details ? (
        <details.DashboardDetails dashboard={dashboard} token={token} />
      ) : (
        // Where the details will show: watched for coming near the screen; no height of its own,
        // so nothing above moves when they arrive.
        <div ref={below} />
      )}
    </>
  );
}
