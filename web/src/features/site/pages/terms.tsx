import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { paths } from '../../../app/paths.ts';

export function TermsPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <PageMeta
        title="Terms of Service — Quarter"
        description="Last updated August 14, 2025."
        path={paths.terms.href()}
      />
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">Terms of Service</h1>
      <p className="mt-4 text-lg text-ink-600">Last updated August 14, 2025.</p>
    </section>
  );
}
