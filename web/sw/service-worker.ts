/**
 * The site's service worker (issue #31), built by web/scripts/service-worker.ts after the pre-render:
 * esbuild bundles this file with Workbox, and workbox-build writes the precache list into it.
 *
 * - Precached at install: the offline page, the favicon, the app (entry, React, the shell) and the
 *   stylesheet. The hashed files are already in the browser's HTTP cache after the
 *   first visit, so precaching them costs no extra download.
 * - Pages (navigations): network first, so an online visit always gets the newest deploy's HTML
 *   and with it that deploy's chunk names; the copy kept from the last visit answers offline (or
 *   after 4 s with no answer), and a page never saved answers with the offline page.
 * - Hashed chunks (/assets/): cache first. A file's name changes with its content, so a cached
 *   chunk is never stale, and the chunks an older page names stay available to it: old and new
 *   files never mix in one page.
 * - /api, /ws and everything else: the network only, as without a service worker.
 *
 * A new deploy's worker takes over at once (skipWaiting + clientsClaim); the page shows a quiet
 * notice then (web/src/shell/service-worker.ts).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

export const OFFLINE_PAGE = '/offline.html';
const NETWORK_TIMEOUT_SECONDS = 4;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const serverOnly = (url: URL) => /^\/(api|ws|_local)(\/|$)/.test(url.pathname);

/*
 * A page: a navigation, or the page's own URL sent by the app to be kept (CACHE_URLS, with an
 * Accept of text/html) on the visit that installed this worker, when it did not control the page yet.
 */
registerRoute(
  ({ request, url }) =>
    sameOrigin(url) &&
    !serverOnly(url) &&
    (request.mode === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html')),
  new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/') && !url.pathname.endsWith('.map'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
);

/* The runtime configuration the app reads at start: the newest when online, the last one offline. */
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === '/config.json',
  new NetworkFirst({ cacheName: 'config', networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
);

/* A page with no saved copy while offline: the offline page rather than the browser's error. */
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const offline = await matchPrecache(OFFLINE_PAGE);
    if (offline) return offline;
  }
  return Response.error();
});
