import { lazy, Suspense } from 'react';
import { paths } from '../../../lib/paths.ts';
import { TaskPage } from '../../../components/layout/task-page.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { IncompleteLink, useLinkToken } from '../components/link-token.tsx';

const LaunchRequestPanel = lazy(async () => ({
  default: (await import('../launch-request/launch-request-panel.tsx')).LaunchRequestPanel,
}));

const launchRequestHead = {
  title: 'Launch request — Quarter',
  description: 'Tell us the details we need to set up your platform.',
  path: paths.launchRequest.path,
};

/**
 * /launch-request?token= (not in the spec): after payment, the details staff need to set up the
 * platform, saved step by step so the customer can leave and resume from the same link.
 */
export function LaunchRequestPage() {
  const token = useLinkToken();
  return (
    <TaskPage
      meta={launchRequestHead}
      heading="Complete your launch request"
      lead="Tell us the details we need to set up your platform."
      width="medium"
    >
      <Card className="mt-8">
        <CardContent className="p-6 sm:p-8">
          {token ? (
            <Suspense fallback={<Spinner label="Loading your launch request" showLabel />}>
              <LaunchRequestPanel token={token} />
            </Suspense>
          ) : (
            <IncompleteLink>
              <p className="text-ink-700">
                This link is incomplete. Open the launch request link from your payment e-mail, or contact us.
              </p>
            </IncompleteLink>
          )}
        </CardContent>
      </Card>
    </TaskPage>
  );
}
