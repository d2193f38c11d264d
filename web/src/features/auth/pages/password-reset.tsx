import { lazy, Suspense } from 'react';
import { paths } from '../../../lib/paths.ts';
import { TaskPage } from '../../../components/layout/task-page.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

const PasswordResetForm = lazy(async () => ({
  default: (await import('../components/password-reset-form.tsx')).PasswordResetForm,
}));

/** Target of password-reset e-mails: the link carries the e-mail and code; the code can also be typed. */
export function PasswordResetPage() {
  return (
    <TaskPage
      meta={{
        title: 'Reset your password — Quarter',
        description: 'Choose a new password for your account.',
        path: paths.passwordReset.href(),
      }}
      heading="Reset your password"
      lead="Choose a new password for your account."
      width="narrow"
    >
      <Card className="mt-8">
        <CardContent className="pt-6">
          <Suspense fallback={<Spinner label="Loading" />}>
            <PasswordResetForm />
          </Suspense>
        </CardContent>
      </Card>
    </TaskPage>
  );
}
