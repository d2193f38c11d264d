/**
 * What boot.ts needs before the app loads, kept free of React so that entry stays tiny.
 */

/** The app's entry script (main.tsx as built), which a pre-rendered page names on #root for boot.ts. */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';

/** The pre-rendered page's own chunks (web/scripts/prerender.ts), fetched with the app rather than after it. */
export const PAGE_CHUNKS_ATTRIBUTE = 'data-page-chunks';

/**
 * The site stylesheet's rules a pre-rendered page's markup does not use (web/scripts/critical-css.ts):
 * the page carries the rest inline, and this file follows once it has painted, for what the app
 * renders later (an open menu, the next page).
 */
export const PAGE_STYLES_ATTRIBUTE = 'data-page-styles';

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

/**
 * Adds the page's remaining stylesheet, before the app that could render what needs it. Inserted by
 * a script, it holds up no frame (Chromium: "dynamically injected, non-blocking"); it applies on
 * arrival and changes nothing already on the page, whose own rules came inline.
 */
export function loadPageStyles(container: Element): void {
  const href = container.getAttribute(PAGE_STYLES_ATTRIBUTE) ?? '';
  if (!href.startsWith('/assets/')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}
