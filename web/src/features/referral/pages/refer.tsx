import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { paths } from '../../../app/paths.ts';

export function ReferPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <PageMeta
        title="Refer & Earn 10% — Quarter"
        description="Earn 10% of the setup fee when a business you refer goes live."
        path={paths.refer.href()}
      />
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">Refer &amp; Earn 10%</h1>
      <p className="mt-4 text-lg text-ink-600">
        Earn 10% of the setup fee when a business you refer goes live.
      </p>
    </section>
  );
}
