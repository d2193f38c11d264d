import { lazy, Suspense } from 'react';
import { paths } from '../../../app/paths.ts';
import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

const SignInPanel = lazy(async () => ({
  default: (await import('../components/sign-in-panel.tsx')).SignInPanel,
}));

/**
 * Sign-in by e-mailed code (not a route of the spec): customers reach it from flows that need an
 * account, e.g. payment, with ?next= the page to return to. A first sign-in creates the account.
 */
export function SignInPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <PageMeta
        title="Sign in — Quarter"
        description="Sign in with a one-time code sent to your e-mail."
        path={paths.signIn.href()}
      />
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">Sign in</h1>
      <p className="mt-4 text-lg text-ink-600">
        Enter your e-mail and we will send you a 6-digit code. No password needed.
      </p>
      <Card className="mt-8">
        <CardContent className="pt-6">
          <Suspense fallback={<Spinner label="Loading sign-in" />}>
            <SignInPanel />
          </Suspense>
        </CardContent>
      </Card>
    </section>
  );
}
