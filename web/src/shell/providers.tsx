import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { getToasts, subscribeToasts } from '../components/ui/toast-store.ts';

/*
 * The toasts' view is fetched when the first toast is raised, not in every page's first load
 * (issue #31: 85 KB of JS per public route). Features raise toasts through the store
 * (toast-store.ts), which stays here. The service worker precaches the view with the app
 * (web/scripts/service-worker.ts), so a toast raised offline still shows.
 */
const Toaster = lazy(() =>
  import('../components/ui/toast.tsx').then(({ Toaster: View }) => ({ default: View })),
);

const anyToast = () => getToasts().length > 0;

/**
 * App-wide UI. Deliberately thin: the runtime config is a hook over a shared store (config.ts), and
 * feature providers (auth) live in their own route chunks so public pages stay light.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const toasting = useSyncExternalStore(subscribeToasts, anyToast, () => false);
  return (
    <>
      {children}
      {toasting && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
