import { toast } from '../components/ui/toast-store.ts';
import { SERVICE_WORKER_URL } from '../lib/service-worker-url.ts';

/** The quiet notice a visitor sees when this visit brought a newer version of the site. */
export const SITE_UPDATED_TITLE = 'Quarter was updated';
export const SITE_UPDATED_DESCRIPTION = 'You are on the newest version.';

/**
 * The page's own URL and the hashed files it loaded: on the visit that installs the worker it did
 * not control the page yet, so they are handed to it to keep (Workbox's CACHE_URLS message).
 */
function urlsThisPageLoaded(): (string | [string, RequestInit])[] {
  const assets = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.href);
  const page: [string, RequestInit] = [window.location.href, { headers: { accept: 'text/html' } }];
  const config = new URL('/config.json', window.location.href).href;
  const loadedConfig = performance.getEntriesByName(config).length > 0;
  return [page, ...assets, ...(loadedConfig ? [config] : [])];
}

/**
 * Registers the service worker once the page has loaded and the browser is idle, so it never
 * competes with the page (issue #31). The browser's own API is enough here (Workbox's window
 * helper would add 3 KB to every first visit): the worker itself is Workbox.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const container = navigator.serviceWorker;
  // A page an older worker already controls: a new controller means a deploy's worker took over.
  const updating = container.controller !== null;
  const start = async () => {
    container.addEventListener('controllerchange', () => {
      // This page already runs the new version (pages come from the network first): a quiet word.
      if (updating) toast({ title: SITE_UPDATED_TITLE, description: SITE_UPDATED_DESCRIPTION });
    });
    await container.register(SERVICE_WORKER_URL);
    if (updating) return;
    // The visit that installed the worker: hand it what this page loaded, once it is active.
    const registration = await container.ready;
    registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urlsThisPageLoaded() } });
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(() => void start().catch(() => undefined))
      : setTimeout(() => void start().catch(() => undefined), 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
