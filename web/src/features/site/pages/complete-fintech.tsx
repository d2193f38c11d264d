import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { paths } from '../../../app/paths.ts';

export function CompleteFintechPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <PageMeta
        title="Unified Banking plus Crypto — Quarter"
        description="Banking and a crypto exchange in one platform, under your brand."
        path={paths.completeFintech.href()}
      />
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
        Unified Banking plus Crypto
      </h1>
      <p className="mt-4 text-lg text-ink-600">
        Banking and a crypto exchange in one platform, under your brand.
      </p>
    </section>
  );
}
