import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { paths } from '../../../app/paths.ts';

export function ReferralDashboardPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <PageMeta
        title="Referral Dashboard — Quarter"
        description="Your referrals, commission and referral link."
        path={paths.referralDashboard.path}
      />
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">Referral Dashboard</h1>
      <p className="mt-4 text-lg text-ink-600">Your referrals, commission and referral link.</p>
    </section>
  );
}
