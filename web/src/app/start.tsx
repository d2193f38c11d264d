import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';
import { startSaveQueue } from './save-queue.ts';
import { registerServiceWorker } from './service-worker.ts';

/**
 * The app itself: React, the router and the shell. main.tsx loads it once the page can be seen, so
 * on a pre-rendered page none of it stands between the visitor and the content.
 */
export function startApp(container: HTMLElement, prerendered: boolean): void {
  const app = (
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>
  );

  // A chat save a visitor made offline on an earlier visit goes out now.
  startSaveQueue();
  // A second visit works without the network (issue #31).
  registerServiceWorker();

  // Public pages arrive pre-rendered (web/scripts/prerender.ts): hydrate them instead of painting again.
  // Both in a transition: React then renders in slices of a few milliseconds and lets the browser
  // paint and take input in between, instead of one long task on a slow phone (Lighthouse TBT).
  if (prerendered) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
