/**
 * What boot.ts needs before the app loads, kept free of React so that entry stays tiny.
 */

/** The app's entry script (main.tsx as built), which a pre-rendered page names on #root for boot.ts. */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';

/** The pre-rendered page's own chunks (web/scripts/prerender.ts), fetched with the app rather than after it. */
export const PAGE_CHUNKS_ATTRIBUTE = 'data-page-chunks';

/** Longest wait for a paint the browser may never report (a browser without paint timing). */
const PAINT_WAIT_LIMIT_MS = 3_000;

/**
 * Resolves once the browser has painted the page (its first-contentful-paint entry), at once in a
 * tab that is not visible (it will not paint until shown, and the app should be ready then).
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState !== 'visible') return resolve();
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (painted()) return resolve();
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    )
      return resolve();
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver(() => {
      if (painted()) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    const timer = setTimeout(done, PAINT_WAIT_LIMIT_MS);
  });
}

/** Starts fetching the page's chunks beside the app, as the HTML's modulepreloads used to. */
export function preloadPageChunks(container: Element): void {
  const chunks = (container.getAttribute(PAGE_CHUNKS_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
  for (const href of chunks) {
    if (!href.startsWith('/assets/')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
}
