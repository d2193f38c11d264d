import { lazy, type RefObject, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from '../../../lib/routing/index.ts';
import { CLOSING_REDIRECT_MS } from '../../../lib/web-timings.ts';
import type { LaunchStep } from '@domain/launch-chat-steps.ts';
import type { LaunchSectorId } from '@domain/sectors.ts';
import { launchServices } from '../../../lib/paths.ts';
import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { LAUNCH_CHAT_OFFLINE_MESSAGE, OfflineNotice } from '../../../shared/offline-notice.tsx';
import { launchHead } from '../head.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ChatLog } from '../components/chat-log.tsx';
import { IdeaStep } from '../components/idea-step.tsx';
import { StepFooter } from '../components/step-footer.tsx';
import { ClosedLaunch } from '../components/closed-launch.tsx';
import type { LaunchState } from '../state/launch-chat-state.ts';
import { clearLaunchRecap, loadLaunchRecap, type LaunchRecap as Recap } from '../state/recap.ts';
import { type LaunchCommands, prefetchLaunchModules, useLaunchFlow } from '../use-launch-chat-flow.ts';

/** The site's sticky navigation bar covers this much of the top of the window. */
const STICKY_HEADER_PX = 80;

const loadPanels = () => import('../components/step-panels.tsx');
const StepPanels = lazy(async () => ({ default: (await loadPanels()).StepPanels }));
const LaunchRecap = lazy(async () => ({
  default: (await import('../components/launch-recap.tsx')).LaunchRecap,
}));

/** Fetches what the next steps need while the founder is still typing the idea. */
function prefetchNextSteps() {
  void loadPanels();
  prefetchLaunchModules();
}

/** Every service page that links here sells a FinTech platform. */
function presetFrom(service: string | null): LaunchSectorId | null {
  return service && (launchServices as readonly string[]).includes(service) ? 'fintech' : null;
}

function busyLabel(state: LaunchState): string | null {
  if (!state.pending) return null;
  if (state.retrying) return 'Q is working...';
  return state.pending === 'overview' ? 'Q is analyzing your sector...' : 'Q is creating your solution...';
}

function StepControls({
  state,
  commands,
  card,
}: {
  state: LaunchState;
  commands: LaunchCommands;
  card: RefObject<HTMLDivElement | null>;
}) {
  // A launch the server closed to the chat (paid, issue #28): its words, and nothing to change it with.
  const closed =
    state.refusal !== null && state.resumeToken ? (
      <ClosedLaunch
        message={state.refusal}
        resumeToken={state.resumeToken}
        onStartOver={commands.startOver}
      />
    ) : null;
  if (state.step === 'idea')
    return closed ?? <IdeaStep onSubmit={commands.submitIdea} onStartTyping={prefetchNextSteps} />;
  // The question's box stays where it was, disabled (StepPanels), so an answer being typed as the
  // refusal arrives is still there to read; the tree keeps its shape so the box is not remade empty.
  return (
    <>
      <Suspense fallback={<Spinner label="Q is working..." showLabel />}>
        {(!closed || state.step === 'questions') && <StepPanels state={state} commands={commands} />}
        <FollowTheChat card={card} state={state} />
      </Suspense>
      {closed}
    </>
  );
}

/**
 * Keeps the newest part of the chat in view as it grows (the card opts out of the site's
 * scroll-to-top on button presses): the whole card end when the newest line fits above the
 * controls, otherwise the newest line's start; the booking frame from its top.
 */
function followTheChat(card: HTMLElement, step: LaunchStep) {
  const behavior: ScrollBehavior = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    ? 'auto'
    : 'smooth';
  if (step === 'cta') {
    card.querySelector('#launch-controls')?.scrollIntoView?.({ block: 'start', behavior });
    return;
  }
  const lines = card.querySelectorAll('[data-chat-line]');
  const newest = lines[lines.length - 1];
  const visibleHeight = window.innerHeight - STICKY_HEADER_PX;
  if (newest && card.getBoundingClientRect().bottom - newest.getBoundingClientRect().top > visibleHeight)
    newest.scrollIntoView?.({ block: 'start', behavior });
  else card.scrollIntoView?.({ block: 'end', behavior });
}

/** Rendered after the step's controls, so it scrolls once they are on screen (they may load lazily). */
function FollowTheChat({ card, state }: { card: RefObject<HTMLDivElement | null>; state: LaunchState }) {
  const { step, pending } = state;
  const lines = state.messages.length;
  useEffect(() => {
    if (card.current) followTheChat(card.current, step);
  }, [card, step, pending, lines]);
  return null;
}

/**
 * The recap kept in this browser belongs to a launch that may have been paid since (issue #28): the
 * server's sentence then, null while it is not (or until the server has answered).
 */
function useClosedRecap(recap: Recap | null): string | null {
  const [closed, setClosed] = useState<{ resumeToken: string; message: string } | null>(null);
  const resumeToken = recap?.resumeToken ?? null;
  useEffect(() => {
    if (!resumeToken) return;
    let active = true;
    void import('../api/paid-launch.ts')
      .then(({ closedLaunchChat }) => closedLaunchChat(resumeToken))
      .then((message) => {
        if (active && message) setClosed({ resumeToken, message });
      });
    return () => {
      active = false;
    };
  }, [resumeToken]);
  return closed && closed.resumeToken === resumeToken ? closed.message : null;
}

export function LaunchPage() {
  const [search] = useSearchParams();
  const { state, commands } = useLaunchFlow({ presetSector: presetFrom(search.get('service')) });
  const card = useRef<HTMLDivElement>(null);
  // A booked chat ends on its recap, also on a later visit (read after hydration, like the chat).
  const [recap, setRecap] = useState<Recap | null>(null);
  useLayoutEffect(() => setRecap(loadLaunchRecap()), []);
  const recapClosed = useClosedRecap(recap);

  // The spec's closing line shows for its 2 seconds, then the founder is taken back to the recap
  // rather than to the home page, where the chat used to end in nothing (issue #26).
  useEffect(() => {
    if (state.step !== 'closing') return;
    const timer = setTimeout(() => setRecap(loadLaunchRecap()), CLOSING_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.step]);

  const startOver = () => {
    clearLaunchRecap();
    setRecap(null);
    commands.startOver();
  };

  return (
    <section className="mx-auto max-w-3xl px-3 py-8 sm:px-6 sm:py-12">
      <PageMeta {...launchHead} />
      <header className="mb-6 px-1">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Guided launch chat</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
          Let&apos;s launch your business
        </h1>
        <p className="mt-2 text-base text-ink-600 sm:text-lg">
          Tell Q your idea and get a tailored platform plan, then book a free 30-minute setup call.
        </p>
      </header>
      {/* Its buttons carry data-no-scroll too: most of them are gone by the time the page's
          scroll-to-top listener looks for an opted-out ancestor. */}
      <div
        ref={card}
        data-no-scroll
        className="overflow-clip rounded-2xl border border-ink-200 bg-white shadow-sm"
      >
        {recap && (state.step === 'closing' || state.step === 'idea') ? (
          <Suspense fallback={<Spinner label="Loading your recap" showLabel />}>
            <LaunchRecap recap={recap} closed={recapClosed} onStartOver={startOver} />
          </Suspense>
        ) : (
          <>
            <ChatLog messages={state.messages} busyLabel={busyLabel(state)} />
            <div id="launch-controls" className="border-t border-ink-200 p-4 sm:p-6">
              <OfflineNotice message={LAUNCH_CHAT_OFFLINE_MESSAGE} />
              <StepControls state={state} commands={commands} card={card} />
            </div>
            <StepFooter step={state.step} />
          </>
        )}
      </div>
    </section>
  );
}
