import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { startSaveQueue } from './app/save-queue.ts';
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

// A chat save a visitor made offline on an earlier visit goes out now.
startSaveQueue();

// Public pages arrive pre-rendered (web/scripts/prerender.ts): hydrate them instead of painting again.
// Both in a transition: React then renders in slices of a few milliseconds and lets the browser
// paint and take input in between, instead of one long task on a slow phone (Lighthouse TBT).
if (isPrerenderedFor(container, window.location.pathname)) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
