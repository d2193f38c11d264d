/**
 * Where the service worker is served: web/dist/sw.js (web/scripts/service-worker.ts), at the site's
 * root so its scope is the whole site, and outside /assets so it is served with no-cache and a
 * deploy reaches every visitor on the next visit (test/infra/site-cache.test.ts pins that).
 */
export const SERVICE_WORKER_URL = '/sw.js';
