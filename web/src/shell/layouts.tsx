import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from '../lib/routing/index.ts';
import { DeferredSiteFooter } from '../features/site/deferred-site-footer.ts';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { ReferralCapture } from '../features/attribution/referral-capture.tsx';
import { ChatLauncher } from '../features/chat-widget/chat-launcher.tsx';
import { AppErrorBoundary } from './error-boundary.tsx';
import { PageFallback } from './page-fallback.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { installScrollToTopOnButtonPress } from './scroll.ts';

/**
 * The page below a layout: errors show the fallback screen inside the layout, and a page whose
 * code is still arriving shows a spinner on first load (later navigations are transitions, so the
 * previous page stays until the next one is ready).
 */
function RoutedPage({ standalone = false }: { standalone?: boolean }) {
  const { pathname } = useLocation();
  return (
    <AppErrorBoundary resetKey={pathname} standalone={standalone}>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </AppErrorBoundary>
  );
}

/** Wraps every route: the scroll rules. */
export function RootShell() {
  useEffect(() => installScrollToTopOnButtonPress(), []);
  return (
    <>
      <ScrollManager />
      <Outlet />
    </>
  );
}

/** Public pages: skip link, navigation bar, main landmark, footer. The chat widget mounts here too. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70]"
      >
        Skip to main content
      </a>
      <ReferralCapture />
      <SiteHeader />
      {/* At least a screen tall: on client-rendered pages (/launch, /refer) the footer would otherwise
          paint in the first screen and be pushed down when the page arrives (layout shift). */}
      <main id="main-content" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <RoutedPage />
      </main>
      <DeferredSiteFooter />
      <ChatLauncher />
    </div>
  );
}

/** Admin pages bring their own header and <main>. */
export function AdminLayout() {
  return <RoutedPage standalone />;
}
