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
 * The page's remaining stylesheet rules: fetched now, beside the app, and applied (a <style> after
 * the page's own) the first time the app changes the page: a menu opens, a notice shows, the next
 * page renders. Applying a stylesheet restyles the whole page (12-17 ms of main thread after the
 * first paint, measured on the home page), which a page the visitor only reads never needs; and a
 * <style> added from a mutation observer applies before the change is painted, so nothing the app
 * renders shows unstyled. Fetched, not linked: a script-inserted <link> applies only once loaded,
 * a frame too late.
 */
export function loadPageStyles(container: Element): void {
  const href = container.getAttribute(PAGE_STYLES_ATTRIBUTE) ?? '';
  if (!href.startsWith('/assets/')) return;
  let css: string | undefined;
  let wanted = false;
  const apply = () => {
    if (css === undefined) return;
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    css = undefined;
  };
  const observer = new MutationObserver(() => {
    observer.disconnect();
    wanted = true;
    apply();
  });
  observer.observe(container, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['class'],
  });
  void fetch(href)
    .then((response) => (response.ok ? response.text() : undefined))
    .then((text) => {
      css = text;
      if (wanted) apply();
    })
    // Offline with no copy kept: the page's own rules are inline, so what it shows stays styled.
    .catch(() => undefined);
}
