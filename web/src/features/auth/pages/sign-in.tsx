import { lazy } from 'react';
import { paths } from '../../../lib/paths.ts';
import { TaskCard, TaskPage } from '../../../components/layout/task-page.tsx';

const SignInPanel = lazy(async () => ({
  default: (await import('../components/sign-in-panel.tsx')).SignInPanel,
}));

/**
 * Sign-in by e-mailed code (not a route of the spec): customers reach it from flows that need an
 * account, e.g. payment, with ?next= the page to return to. A first sign-in creates the account.
 */
export function SignInPage() {
  return (
    <TaskPage
      meta={{
        title: 'Sign in — Quarter',
        description: 'Sign in with a one-time code sent to your e-mail.',
        path: paths.signIn.href(),
      }}
      heading="Sign in"
      lead="Enter your e-mail and we will send you a 6-digit code. No password needed."
      width="narrow"
    >
      <TaskCard loading="Loading sign-in">
        <SignInPanel />
      </TaskCard>
    </TaskPage>
  );
}
