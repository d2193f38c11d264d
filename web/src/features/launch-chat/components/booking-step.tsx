import { useEffect, useMemo } from 'react';
import { SCHEDULING_FRAME_HEIGHT_PX } from '../../../lib/display-sizes.ts';
import { SETUP_CALL_MINUTES } from '@domain/launch-promises.ts';
import { useRuntimeConfig } from '../../../lib/config.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { emailFromIdea } from '../api/request-bodies.ts';
import { bookingLinkUrl, isEventScheduled, nameFromIdea, schedulingFrameUrl } from '../api/scheduling.ts';

/**
 * The booking: a link plus the scheduling frame. Continue stays disabled until the frame's origin
 * reports calendly.event_scheduled. Loaded only when the chat reaches this step.
 */
export function BookingStep({
  idea,
  resumeToken,
  booked,
  onBooked,
  onBack,
  onContinue,
}: {
  idea: string;
  /** Passed to the scheduling page, which returns it in its webhook (issue #19). */
  resumeToken: string | null;
  booked: boolean;
  onBooked: () => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  const runtime = useRuntimeConfig();
  const config = runtime.status === 'ready' ? runtime.config : null;
  const invitee = useMemo(
    () => ({ name: nameFromIdea(idea), email: emailFromIdea(idea), resumeToken }),
    [idea, resumeToken],
  );

  useEffect(() => {
    if (!config || booked) return;
    const onMessage = (event: MessageEvent) => {
      if (isEventScheduled(event, config.schedulingOrigin)) onBooked();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [config, booked, onBooked]);

  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold text-ink-900">
          Book your free {SETUP_CALL_MINUTES}-minute setup call
        </h2>
        {config ? (
          <p className="text-sm text-ink-600">
            Pick a time in the calendar below, or{' '}
            <a
              href={bookingLinkUrl(config.schedulingUrl, invitee)}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              open the booking page in a new tab
            </a>
            .
          </p>
        ) : null}
      </div>
      {config ? (
        <iframe
          title="Book your setup call"
          src={schedulingFrameUrl(config.schedulingUrl, window.location.host, invitee)}
          height={SCHEDULING_FRAME_HEIGHT_PX}
          style={{ height: SCHEDULING_FRAME_HEIGHT_PX }}
          className="w-full rounded-xl border border-ink-200 bg-white"
        />
      ) : runtime.status === 'error' ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-danger-700">
          The booking calendar could not be loaded. Please check your connection and reload the page.
        </p>
      ) : (
        <div
          className="flex items-center justify-center rounded-xl border border-ink-200"
          style={{ height: SCHEDULING_FRAME_HEIGHT_PX }}
        >
          <Spinner label="Loading the booking calendar…" showLabel />
        </div>
      )}
      {booked ? (
        <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900">
          Booking confirmed! You can now proceed.
        </p>
      ) : null}
      {/*
       * The frame is 720px high: on a phone the buttons would sit below it, off screen. They
       * stick to the bottom of the screen there, with a line saying what unlocks Continue.
       */}
      <div
        data-testid="booking-actions"
        className="sticky bottom-0 z-10 -mx-4 grid gap-2 border-t border-ink-200 bg-white/95 px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0"
      >
        {booked ? null : (
          <p className="text-xs text-ink-600 sm:hidden">
            Continue unlocks once your call is booked in the calendar.
          </p>
        )}
        <div className="grid grid-cols-[auto_1fr] gap-3">
          <Button data-no-scroll variant="outline" onClick={onBack}>
            Back
          </Button>
          <Button data-no-scroll disabled={!booked} onClick={onContinue}>
            {booked ? 'Continue' : 'Waiting for booking...'}
          </Button>
        </div>
      </div>
    </div>
  );
}
