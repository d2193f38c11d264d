import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useInRouterContext, useSearchParams } from '../../../lib/routing/index.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { PanelToggle } from './panel-toggle.tsx';

/** Its own chunk inside the admin area: a card's timeline code loads when staff first open one. */
export const LazyProspectTimelinePanel = lazy(async () => ({
  default: (await import('./prospect-timeline.tsx')).ProspectTimelinePanel,
}));

export function TimelineFallback() {
  return <Spinner label="Loading the timeline" showLabel />;
}

/** The URL key naming the resume token whose timeline is open (list-view.ts clears it with its row). */
const TIMELINE_KEY = 'timeline';

function useUrlOpen(resumeToken: string): [boolean, () => void] {
  const [params, setParams] = useSearchParams();
  const open = params.get(TIMELINE_KEY) === resumeToken;
  const toggle = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (next.get(TIMELINE_KEY) === resumeToken) next.delete(TIMELINE_KEY);
        else next.set(TIMELINE_KEY, resumeToken);
        return next;
      }),
    [resumeToken, setParams],
  );
  return [open, toggle];
}

function useLocalOpen(): [boolean, () => void] {
  const [open, setOpen] = useState(false);
  return [open, useCallback(() => setOpen((was) => !was), [])];
}

/**
 * "Timeline" on a card: opens the prospect's timeline, owner, follow-up and notes below the card's
 * own details, as a non-modal dialog in place (issue #26: it fits the card's width at 1366 px and
 * on a phone, and staff can still use the page around it). On the dashboard which timeline is open
 * lives in the URL, so a reload or a link sent to a colleague opens it again.
 */
export function TimelineToggle({ resumeToken }: { resumeToken: string }) {
  // Whether a router is above never changes for a mounted card, so the hooks run in a fixed order.
  /* eslint-disable react-hooks/rules-of-hooks */
  const [open, toggle] = useInRouterContext() ? useUrlOpen(resumeToken) : useLocalOpen();
  /* eslint-enable react-hooks/rules-of-hooks */
  const panelId = useId();
  return (
    <div className="grid min-w-0 gap-3">
      <div>
        <PanelToggle open={open} panelId={panelId} onToggle={toggle}>
          {open ? 'Hide timeline' : 'Timeline'}
        </PanelToggle>
      </div>
      <div
        id={panelId}
        role="dialog"
        aria-label="This prospect’s journey"
        hidden={!open}
        className="min-w-0 rounded-xl border border-ink-200 bg-white p-3 sm:p-4"
      >
        {open && (
          <Suspense fallback={<TimelineFallback />}>
            <LazyProspectTimelinePanel resumeToken={resumeToken} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
