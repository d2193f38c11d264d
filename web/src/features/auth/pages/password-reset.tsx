import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { paths } from '../../../app/paths.ts';

export function PasswordResetPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <PageMeta
        title="Reset your password — Quarter"
        description="Choose a new password for your account."
        path={paths.passwordReset.href()}
      />
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">Reset your password</h1>
      <p className="mt-4 text-lg text-ink-600">Choose a new password for your account.</p>
    </section>
  );
}
