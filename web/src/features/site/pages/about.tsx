import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { paths } from '../../../app/paths.ts';

export function AboutPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <PageMeta
        title="About Quarter"
        description="We help Nigerian founders go from idea to live business faster with ready-made, white-label platforms."
        path={paths.about.href()}
      />
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">About Quarter</h1>
      <p className="mt-4 text-lg text-ink-600">
        We help Nigerian founders go from idea to live business faster with ready-made, white-label platforms.
      </p>
    </section>
  );
}
