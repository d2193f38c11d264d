import { useState } from 'react';
import { useSearchParams } from '../../../lib/routing/index.ts';
import type { ReferralDashboard } from '../referral-api.ts';
import { PayoutAccountSection } from './payout-account-section.tsx';
import { RecentActivities } from './recent-activities.tsx';

/**
 * The dashboard below its first screen: 'Recent Activities' and the payout account. A chunk of its
 * own, rendered once it is near the screen or the page is idle (dashboard-view.tsx, issue #31).
 */
export function DashboardDetails({ dashboard, token }: { dashboard: ReferralDashboard; token: string }) {
  const [searchParams] = useSearchParams();
  const [payoutAccount, setPayoutAccount] = useState(dashboard.payout_account ?? null);
  return (
    <>
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
