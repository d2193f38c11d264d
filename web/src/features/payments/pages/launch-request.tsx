import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { paths } from '../../../app/paths.ts';

export function LaunchRequestPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <PageMeta
        title="Launch request — Quarter"
        description="Tell us the details we need to set up your platform."
        path={paths.launchRequest.path}
      />
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
        Complete your launch request
      </h1>
      <p className="mt-4 text-lg text-ink-600">Tell us the details we need to set up your platform.</p>
    </section>
  );
}
