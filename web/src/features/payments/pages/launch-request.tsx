import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

const LaunchRequestPanel = lazy(async () => ({
  default: (await import('../launch-request/launch-request-panel.tsx')).LaunchRequestPanel,
}));

/** A resume token is a UUID; checked here without the domain's zod-based ids module. */
const RESUME_TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * /launch-request?token= (not in the spec): after payment, the details staff need to set up the
 * platform, saved step by step so the customer can leave and resume from the same link.
 */
export function LaunchRequestPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim().toLowerCase() ?? '';
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <PageMeta
        title="Launch request — Quarter"
        description="Tell us the details we need to set up your platform."
        path={paths.launchRequest.path}
      />
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
        Complete your launch request
      </h1>
      <p className="mt-4 text-lg text-ink-600">Tell us the details we need to set up your platform.</p>
      <Card className="mt-8">
        <CardContent className="p-6 sm:p-8">
          {RESUME_TOKEN.test(token) ? (
            <Suspense fallback={<Spinner label="Loading your launch request" showLabel />}>
              <LaunchRequestPanel token={token} />
            </Suspense>
          ) : (
            <div className="grid gap-4">
              <p className="text-ink-700">
                This link is incomplete. Open the launch request link from your payment e-mail, or contact us.
              </p>
              <div>
                <Link to={paths.contact.href()} className={buttonClasses()}>
                  Contact us
                </Link>
              </div>
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
