import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { paths } from '../../../app/paths.ts';

export function ContactPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <PageMeta
        title="Contact Quarter"
        description="Talk to our team about launching your platform. Mon-Fri 9:00-18:00 WAT, Sat 10:00-16:00 WAT, Sun closed."
        path={paths.contact.href()}
      />
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">Contact us</h1>
      <p className="mt-4 text-lg text-ink-600">
        Talk to our team about launching your platform. Mon-Fri 9:00-18:00 WAT, Sat 10:00-16:00 WAT, Sun
        closed.
      </p>
    </section>
  );
}
