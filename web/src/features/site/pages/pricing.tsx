import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { paths } from '../../../app/paths.ts';

export function PricingPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <PageMeta
        title="Pricing — Quarter"
        description="One-time setup, no revenue sharing: you keep all markup and transaction revenue."
        path={paths.pricing.href()}
      />
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">Pricing</h1>
      <p className="mt-4 text-lg text-ink-600">
        One-time setup, no revenue sharing: you keep all markup and transaction revenue.
      </p>
    </section>
  );
}
