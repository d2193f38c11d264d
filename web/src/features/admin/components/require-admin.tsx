import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { RequireSignedIn, useAuth } from '../../auth/index.ts';
import { checkIsAdmin } from '../admin-access.ts';
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

type Access = { userId: string } & ({ status: 'admin' | 'not_admin' } | { status: 'error'; message: string });

/** The second guard: is_admin for the signed-in user. */
function RequireAdminGroup({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const [access, setAccess] = useState<Access | null>(null);

  useEffect(() => {
    let current = true;
    checkIsAdmin(userId).then(
      (isAdmin) => current && setAccess({ userId, status: isAdmin ? 'admin' : 'not_admin' }),
      (error: unknown) =>
        current &&
        setAccess({
          userId,
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      current = false;
    };
  }, [userId]);

  if (!access || access.userId !== userId) return <AccessLoading />;
  if (access.status === 'error') return <AccessError message={access.message} />;
  if (access.status === 'not_admin') return <Navigate to={paths.home.href()} replace />;
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
