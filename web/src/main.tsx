import { StrictMode, startTransition } from 'react';
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

/** Resolves in a later task: the work before and after it are separate tasks on the main thread. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/*
 * Public pages arrive pre-rendered (web/scripts/prerender.ts): hydrate them instead of painting again.
 * On those pages this module is started by boot.ts once the page has painted (issue #31).
 * The start is cut into tasks, each well under Lighthouse's 50 ms at its simulated 4x CPU: this
 * module's own code, then react-dom's (its module body runs when first imported; it is in the React
 * chunk this module already loaded, so nothing more is fetched), then React's start. In one task they
 * were the longest task after first paint (13-19 ms of CPU here, 50-80 ms on the simulated phone).
 * Hydration itself is in a transition: React then renders in slices of a few milliseconds and lets
 * the browser paint and take input in between, instead of one long task on a slow phone.
 */
async function startReact(root: HTMLElement): Promise<void> {
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  if (isPrerenderedFor(root, window.location.pathname, window.location.search)) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }
}

void startReact(container);
