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
      className="max-w-2xl"
    >
      {resumeToken && (
        <div className="max-h-[70dvh] overflow-y-auto">
          <Suspense fallback={<TimelineFallback />}>
            <LazyProspectTimelinePanel resumeToken={resumeToken} />
          </Suspense>
        </div>
      )}
    </Dialog>
  );
}
