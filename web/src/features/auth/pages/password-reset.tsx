import { lazy } from 'react';
import { paths } from '../../../lib/paths.ts';
import { TaskCard, TaskPage } from '../../../components/layout/task-page.tsx';

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
      <TaskCard loading="Loading">
        <PasswordResetForm />
      </TaskCard>
    </TaskPage>
  );
}
