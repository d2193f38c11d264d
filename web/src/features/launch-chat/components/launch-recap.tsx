import { useEffect, useState } from 'react';
import type { LaunchSetupCallAnswer } from '@domain/contracts/launch-chat-onboarding.ts';
import { SETUP_CALL_MINUTES } from '@domain/launch-promises.ts';
import { lagosRecapTime } from '@domain/lagos-call-time.ts';
import { planAfterBooking, RECAP_NEXT_STEPS, recapPlatform } from '@domain/launch-recap.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, refusalMessage } from '../../../lib/api-client.ts';
import { QText } from '../../../shared/q-text.tsx';
import { fetchSetupCall, setupCallCalendarHref } from '../api/recap-calls.ts';
import type { LaunchRecap as Recap } from '../state/recap.ts';
import { ClosedLaunch } from './closed-launch.tsx';

/** The provider's webhook usually lands within seconds; asked this often, for at most this long. */
const CONFIRM_POLL_MS = 3_000;
const CONFIRM_LIMIT_MS = 45_000;

type CallState =
  | { status: 'confirming' }
  | { status: 'known'; call: NonNullable<LaunchSetupCallAnswer['setup_call']> }
  | { status: 'unknown' }
  /** The server refused (e.g. it keeps no launch under this recap's token): its words. */
  | { status: 'refused'; message: string };

/** A refusal ends the asking; a fault or no answer is asked again (the poll itself retries). */
const refusalOrRetry = (error: unknown): string | null =>
  error instanceof ApiError && !error.isFault ? refusalMessage(error) : null;

/** The booked time as the server has it, asked again until the scheduling provider confirmed it. */
function useConfirmedCall(resumeToken: string): CallState {
  const [state, setState] = useState<CallState>({ status: 'confirming' });
  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = Date.now() + CONFIRM_LIMIT_MS;
    const ask = async () => {
      let call: Awaited<ReturnType<typeof fetchSetupCall>> = null;
      let refused: string | null = null;
      try {
        call = await fetchSetupCall(resumeToken);
      } catch (error: unknown) {
        refused = refusalOrRetry(error);
      }
      if (!active) return;
      if (refused !== null) setState({ status: 'refused', message: refused });
      else if (call) setState({ status: 'known', call });
      else if (Date.now() + CONFIRM_POLL_MS > deadline) setState({ status: 'unknown' });
      else timer = setTimeout(() => void ask(), CONFIRM_POLL_MS);
    };
    void ask();
    return () => {
      active = false;
      if (timer) clearTimeout(timer);
    };
  }, [resumeToken]);
  return state;
}

function BookedTime({ resumeToken }: { resumeToken: string }) {
  const state = useConfirmedCall(resumeToken);
  if (state.status === 'confirming')
    return <Spinner label="Confirming your booked time with our calendar" showLabel />;
  if (state.status === 'refused')
    return (
      <p role="status" className="text-ink-700">
        {state.message}
      </p>
    );
  if (state.status === 'unknown')
    return (
      <p className="text-ink-700">
        Your call is booked. The time is in the confirmation e-mail from our calendar.
      </p>
    );
  if (state.call.status === 'canceled')
    return (
      <p className="text-ink-700" data-testid="recap-time">
        The call booked for {lagosRecapTime(state.call.start_time)} was canceled. Start a new idea below to
        book another.
      </p>
    );
  return (
    <div className="grid gap-3">
      <p className="text-lg font-semibold text-ink-900" data-testid="recap-time">
        {lagosRecapTime(state.call.start_time)}
      </p>
      <div>
        <a
          href={setupCallCalendarHref(resumeToken)}
          download="quarter-setup-call.ics"
          className={buttonClasses({ variant: 'outline' })}
        >
          Add to calendar (.ics)
        </a>
      </div>
    </div>
  );
}

/**
 * Where the launch chat ends (issue #26): the booked call in Lagos time with its calendar file,
 * what happens next and the plan Q showed, kept in this browser (and e-mailed) until a new idea.
 */
export function LaunchRecap({
  recap,
  closed,
  onStartOver,
}: {
  recap: Recap;
  /** The server's sentence when this launch is paid (issue #28): its next steps are behind it. */
  closed: string | null;
  onStartOver: () => void;
}) {
  // "a Taxi and Ride-hailing platform", as the recap e-mail says it (domain/mail-words.ts).
  const platform = recapPlatform(recap.sector);
  // The plan without its invitation to book: the call is booked.
  const plan = recap.solution ? planAfterBooking(recap.solution) : '';
  return (
    <div className="grid gap-6 p-4 sm:p-6" data-testid="launch-recap">
      <div className="grid gap-2">
        <h2 className="text-2xl font-bold text-ink-900">Your setup call is booked</h2>
        <p className="text-ink-700">
          Your free {SETUP_CALL_MINUTES}-minute setup call with our team. We have e-mailed you this recap too.
        </p>
        <BookedTime resumeToken={recap.resumeToken} />
      </div>
      {closed !== null ? (
        <ClosedLaunch message={closed} resumeToken={recap.resumeToken} onStartOver={onStartOver} />
      ) : (
        <div className="grid gap-2">
          <h3 className="text-lg font-semibold text-ink-900">What happens next</h3>
          <ol className="grid list-decimal gap-2 pl-5 text-ink-700">
            {RECAP_NEXT_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      )}
      {plan || platform ? (
        <div className="grid gap-2">
          <h3 className="text-lg font-semibold text-ink-900">Your plan{platform ? `: ${platform}` : ''}</h3>
          {plan ? (
            <div className="rounded-xl bg-brand-50 p-4 text-sm text-ink-900">
              <QText text={plan} />
            </div>
          ) : null}
        </div>
      ) : null}
      {closed !== null ? null : (
        <div>
          <Button variant="outline" data-no-scroll onClick={onStartOver}>
            Start a new idea
          </Button>
        </div>
      )}
    </div>
  );
}
