import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { paths } from '../../../app/paths.ts';

export function ReferralLoginPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <PageMeta
        title="Referral Dashboard Login — Quarter"
        description="We will email you a link to your referral dashboard."
        path={paths.referralLogin.href()}
      />
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
        Access Your Referral Dashboard
      </h1>
      <p className="mt-4 text-lg text-ink-600">We will email you a link to your referral dashboard.</p>
    </section>
  );
}
