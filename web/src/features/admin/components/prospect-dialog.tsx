import { Suspense } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { LazyProspectTimelinePanel, TimelineFallback } from './timeline-toggle.tsx';

/** One prospect's timeline in a dialog: from "Follow up today", or from a staff alert's link. */
export function ProspectTimelineDialog({
  resumeToken,
  title,
  onClose,
}: {
  resumeToken: string | null;
  title: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={resumeToken !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      className="max-w-3xl"
    >
      {resumeToken && (
        // Scrolls down, never across (issue #26): at 1366 px and on a 390 px phone the close button stays in view.
        <div className="max-h-[70dvh] min-w-0 overflow-x-hidden overflow-y-auto">
          <Suspense fallback={<TimelineFallback />}>
            <LazyProspectTimelinePanel resumeToken={resumeToken} />
          </Suspense>
        </div>
      )}
    </Dialog>
  );
}
