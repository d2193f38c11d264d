import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../../../lib/routing/index.ts';
import { useAuth } from '../auth-provider.tsx';

/**
 * Renders its children for a signed-in user only: `fallback` until the first session check ends,
 * `renderError` when the check itself failed, otherwise a redirect to `redirectTo`.
 */
export function RequireSignedIn({
  redirectTo,
  fallback,
  renderError,
  children,
}: {
  redirectTo: string;
  fallback: ReactNode;
  renderError: (error: Error) => ReactNode;
  children: ReactNode;
}) {
  const { isLoading, user, error } = useAuth();
  const location = useLocation();
  if (isLoading) return fallback;
  if (error) return renderError(error);
  if (!user)
    return <Navigate to={redirectTo} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return children;
}
