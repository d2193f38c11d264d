import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './shell/providers.tsx';
import { AppRouter } from './shell/router.tsx';
import { isPrerenderedFor } from './features/site/prerender-marker.ts';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>
);

// A chat save a visitor made offline on an earlier visit goes out now. Its code (shared with the
// chats) is a chunk of its own, so it is not in the first load of pages with no chat open.
void import('./lib/save-queue.ts').then(({ startSaveQueue }) => startSaveQueue());
// A second visit works without the network (issue #31); the worker's code waits for the page to load.
void import('./shell/service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker());

// Public pages arrive pre-rendered (web/scripts/prerender.ts): hydrate them instead of painting again.
// On those pages this module is started by boot.ts once the page has painted (issue #31).
// Both in a transition: React then renders in slices of a few milliseconds and lets the browser
// paint and take input in between, instead of one long task on a slow phone (Lighthouse TBT).
if (isPrerenderedFor(container, window.location.pathname, window.location.search)) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
