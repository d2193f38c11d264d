import { useEffect, type ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from '../../../lib/routing/index.ts';
import { INVALID_TOKEN_REDIRECT_MS } from '../../../lib/web-timings.ts';
import { paths } from '../../../lib/paths.ts';
import { useLoadedCode } from '../../../lib/use-loaded-code.ts';
import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { DASHBOARD_TOKEN_PARAM, referralDashboardHead } from '../dashboard-head.ts';
import { useReferralDashboard } from '../use-referral-dashboard.ts';

function Centered({ children }: { children: ReactNode }) {
  return <div className="grid min-h-[50vh] place-items-center px-4 py-16 text-center">{children}</div>;
}

/**
 * The filled dashboard's code, fetched beside its data rather than in the page's first load. The
 * check shows until both have arrived, so the dashboard replaces it in one transition, without a
 * second spinner in between (lib/use-loaded-code.ts, issue #31).
 */
const loadDashboardView = () => import('../components/dashboard-view.tsx');

/**
 * The dashboard's frame: its heading, then the dashboard, or the token check while it runs. The
 * build pre-renders the page in that check (web/scripts/prerender.ts), so a referrer's e-mailed
 * link paints the frame from the HTML; the same elements stay when the data fills it (issue #31).
 */
function DashboardFrame({ firstName, children }: { firstName?: string; children: ReactNode }) {
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
      {children}
    </div>
  );
}

function Checking() {
  return (
    <div className="grid min-h-[40vh] place-items-center py-6 text-center">
      <Spinner showLabel label="Checking your dashboard link…" />
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
  const code = useLoadedCode(loadDashboardView);
  useEffect(() => {
    // The dashboard's part below the first screen arrives while the data does, too.
    void code?.loadDashboardDetails();
  }, [code]);
  // The same element as the check before: the spinner stays as it is until the dashboard shows.
  const checking = (
    <DashboardFrame>
      <Checking />
    </DashboardFrame>
  );
  if (view.status === 'ready' && code === null) return checking;
  switch (view.status) {
    case 'checking':
      return checking;
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
      return (
        <DashboardFrame firstName={view.dashboard.applicant.full_name.trim().split(/\s+/)[0]}>
          {code && <code.DashboardView dashboard={view.dashboard} token={token} />}
        </DashboardFrame>
      );
  }
}

export function ReferralDashboardPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(DASHBOARD_TOKEN_PARAM)?.trim() ?? '';
  return (
    <section className="min-h-[60vh] bg-ink-50">
      <PageMeta {...referralDashboardHead} />
      {/* No token at all: nothing to check, straight to the application page. */}
      {token === '' ? (
        <Navigate to={paths.refer.href()} replace />
      ) : (
        <DashboardForToken key={token} token={token} />
      )}
    </section>
  );
}
