import { lazy, Suspense, useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { PanelToggle } from './panel-toggle.tsx';

/** Its own chunk inside the admin area: a card's timeline code loads when staff first open one. */
export const LazyProspectTimelinePanel = lazy(async () => ({
  default: (await import('./prospect-timeline.tsx')).ProspectTimelinePanel,
}));

export function TimelineFallback() {
  return <Spinner label="Loading the timeline" showLabel />;
}

/** "Timeline" on a card: opens the prospect's timeline below the card's own details. */
export function TimelineToggle({ resumeToken }: { resumeToken: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="grid gap-3">
      <div>
        <PanelToggle open={open} panelId={panelId} onToggle={() => setOpen((was) => !was)}>
          {open ? 'Hide timeline' : 'Timeline'}
        </PanelToggle>
      </div>
      <div id={panelId} hidden={!open} className="rounded-xl border border-ink-200 bg-white p-3 sm:p-4">
        {open && (
          <Suspense fallback={<TimelineFallback />}>
            <LazyProspectTimelinePanel resumeToken={resumeToken} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
