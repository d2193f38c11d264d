import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from '../../../app/routing/index.ts';
import { INVALID_TOKEN_REDIRECT_MS } from '../../../../../functions/domain/constants.ts';
import { referralLinkFor } from '../../../../../functions/domain/referral.ts';
import { useRuntimeConfig } from '../../../app/config.ts';
import { paths } from '../../../app/paths.ts';
import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { DashboardStats } from '../components/dashboard-stats.tsx';
import { RecentActivities } from '../components/recent-activities.tsx';
import { PayoutAccountSection } from '../components/payout-account-section.tsx';
import { ReferralLinkCard } from '../components/referral-link-card.tsx';
import type { ReferralDashboard } from '../referral-api.ts';
import { useReferralDashboard } from '../use-referral-dashboard.ts';

function Centered({ children }: { children: ReactNode }) {
  return <div className="grid min-h-[50vh] place-items-center px-4 py-16 text-center">{children}</div>;
}

/** The referral link on the public site root: the configured site URL, or this page's own origin until it loads. */
function useSiteUrl(): string {
  const config = useRuntimeConfig();
  return config.status === 'ready' && config.config.siteUrl ? config.config.siteUrl : window.location.origin;
}

function Dashboard({ dashboard, token }: { dashboard: ReferralDashboard; token: string }) {
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

/** A token the server refused: say so, then go to /refer after the spec's delay. */
function InvalidToken() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () => navigate(paths.refer.href(), { replace: true }),
      INVALID_TOKEN_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Centered>
      <Spinner showLabel label="This dashboard link is not valid. Taking you to the referral program…" />
    </Centered>
  );
}

function DashboardForToken({ token }: { token: string }) {
  const { view, retry } = useReferralDashboard(token);
  switch (view.status) {
    case 'checking':
      return (
        <Centered>
          <Spinner showLabel label="Checking your dashboard link…" />
        </Centered>
      );
    case 'invalid':
      return <InvalidToken />;
    case 'unavailable':
      return (
        <Centered>
          <div className="grid max-w-md justify-items-center gap-4">
            <h1 className="text-2xl font-bold text-ink-900">We could not load your dashboard</h1>
            <p role="alert" className="text-ink-600">
              Please check your connection and try again in a moment.
            </p>
            <Button onClick={retry}>Try again</Button>
          </div>
        </Centered>
      );
    case 'ready':
      return <Dashboard dashboard={view.dashboard} token={token} />;
  }
}

export function ReferralDashboardPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  return (
    <section className="min-h-[60vh] bg-ink-50">
      <PageMeta
        title="Referral Dashboard — Quarter"
        description="Your Quarter referrals, commission and referral link."
        path={paths.referralDashboard.path}
      />
      {/* No token at all: nothing to check, straight to the application page. */}
      {token === '' ? (
        <Navigate to={paths.refer.href()} replace />
      ) : (
        <DashboardForToken key={token} token={token} />
      )}
    </section>
  );
}
