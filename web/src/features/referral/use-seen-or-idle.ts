import { startTransition, useEffect, useState, type RefObject } from 'react';

/** How far below the screen a part counts as about to be seen, so it is there when scrolled to. */
const NEAR_SCREEN_MARGIN = '200px';
/** Longest wait for an idle moment before the part is shown anyway. */
const IDLE_TIMEOUT_MS = 2_000;

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}

/**
 * True once the element is near the screen or the browser is idle after the first screen, whichever
 * comes first, and from then on. A part below the fold that waits for it renders after the first
 * screen, in a transition of its own, instead of lengthening the task that shows the first screen
 * (issue #31: blocking time on a slow phone).
 */
export function useSeenOrIdle(target: RefObject<Element | null>): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (due) return;
    const show = () => startTransition(() => setDue(true));
    const element = target.current;
    const observer =
      element && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) show();
            },
            { rootMargin: NEAR_SCREEN_MARGIN },
          )
        : undefined;
    if (element) observer?.observe(element);
    const cancelIdle = whenIdle(show);
    return () => {
      observer?.disconnect();
      cancelIdle();
    };
  }, [due, target]);
  return due;
}
