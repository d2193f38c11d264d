import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from '../../../lib/routing/index.ts';
import { paths } from '../../../lib/paths.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { RequireSignedIn, useAuth } from '../../../shared/auth/index.ts';
import { fetchIsAdmin } from '../admin-api.ts';
import { isAdminQueryOptions } from '../query-client.ts';
import { ADMIN_MESSAGES } from '../admin-messages.ts';

function AccessLoading() {
  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center bg-ink-50 px-4">
      <Spinner label={ADMIN_MESSAGES.loadingAccess} showLabel />
    </main>
  );
}

function AccessError({ message }: { message: string }) {
  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center bg-ink-50 px-4">
      <div role="alert" className="max-w-md rounded-2xl border border-danger-700 bg-white p-6 text-center">
        <h1 className="text-lg font-semibold text-danger-700">{ADMIN_MESSAGES.accessError}</h1>
        <p className="mt-2 text-sm text-ink-700">{message}</p>
      </div>
    </main>
  );
}

/** The second guard: is_admin for the signed-in user (a query, fresh for 5 minutes, never retried). */
function RequireAdminGroup({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const access = useQuery(isAdminQueryOptions(userId, fetchIsAdmin));

  if (access.data === undefined && access.isError)
    return (
      <AccessError message={access.error instanceof Error ? access.error.message : String(access.error)} />
    );
  if (access.data === undefined) return <AccessLoading />;
  if (!access.data) return <Navigate to={paths.home.href()} replace />;
  return children;
}

/**
 * /quarteradmin's two guards: signed in (else /admin/login), then admin (else /). Convenience
 * only; the server decides admin authority on every call.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <RequireSignedIn
      redirectTo={paths.adminLogin.href()}
      fallback={<AccessLoading />}
      renderError={(error) => <AccessError message={error.message} />}
    >
      <RequireAdminGroup>{children}</RequireAdminGroup>
    </RequireSignedIn>
  );
}
