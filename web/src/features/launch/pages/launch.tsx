import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { paths } from '../../../app/paths.ts';

export function LaunchPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <PageMeta
        title="Launch your business in 60 seconds — Quarter"
        description="Tell Q your idea and get a tailored platform plan, then book a free 30-minute setup call."
        path={paths.launch.href()}
      />
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
        Let's launch your business
      </h1>
      <p className="mt-4 text-lg text-ink-600">
        Tell Q your idea and get a tailored platform plan, then book a free 30-minute setup call.
      </p>
    </section>
  );
}
