import { lazy, Suspense, type ComponentType } from 'react';
import { isPrerenderedFor } from './prerender-marker.ts';

/** Longest wait for an idle moment before the island's code is fetched anyway. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * True while the app hydrates the page the build pre-rendered for this address, and in the build's
 * pre-render itself (no document), so both render the island inside the same Suspense boundary.
 */
function hydratingPrerenderedPage(): boolean {
  if (typeof document === 'undefined') return true;
  const root = document.getElementById('root');
  return root !== null && isPrerenderedFor(root, window.location.pathname, window.location.search);
}

/** Resolves once the page has loaded and the browser is idle, so the island never competes with it. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const schedule = () => {
      if ('requestIdleCallback' in window)
        window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(resolve, 1_000);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
  });
}

/**
 * A part of a page that nobody needs in the first second (the footer, the home page below its
 * hero), kept out of the first load (issue #31: initial JS and blocking time on a slow phone). On a
 * pre-rendered page its markup is already in the HTML and stays there, readable, with plain links
 * that work; React hydrates it (a Suspense boundary of its own) once the page is idle. Anywhere
 * else (a client-rendered route, a later navigation) its code is fetched at once and it shows as
 * soon as it arrives, below a page that is already usable. The build's pre-render waits for it,
 * so the HTML is the same as before.
 */
export function deferredIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Island = lazy(async () => {
    if (typeof window === 'undefined' || !hydratingPrerenderedPage()) return { default: await load() };
    await whenIdle();
    // Code that cannot be fetched (offline, before the worker kept it) leaves the pre-rendered
    // markup as it is, readable and with working links, rather than an error screen over the page.
    return { default: await load().catch(() => new Promise<never>(() => undefined)) };
  });
  // Always a Suspense boundary of its own: without one, the island's code arriving after the page
  // had shown (a client-rendered route) would suspend the whole layout and remount the page under
  // it, losing what the person had typed into a form there.
  return function DeferredIsland(props: Props) {
    return (
      <Suspense fallback={null}>
        <Island {...props} />
      </Suspense>
    );
  };
}
