import { lazy, Suspense } from 'react';
import { paths } from '../../../app/paths.ts';
import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

const PasswordResetForm = lazy(async () => ({
  default: (await import('../components/password-reset-form.tsx')).PasswordResetForm,
}));

/** Target of password-reset e-mails: the link carries the e-mail and code; the code can also be typed. */
export function PasswordResetPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <PageMeta
        title="Reset your password — Quarter"
        description="Choose a new password for your account."
        path={paths.passwordReset.href()}
      />
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">Reset your password</h1>
      <p className="mt-4 text-lg text-ink-600">Choose a new password for your account.</p>
      <Card className="mt-8">
        <CardContent className="pt-6">
          <Suspense fallback={<Spinner label="Loading" />}>
            <PasswordResetForm />
          </Suspense>
        </CardContent>
      </Card>
    </section>
  );
}
