import { lazy, Suspense, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CLOSING_REDIRECT_MS } from '../../../../../functions/domain/constants.ts';
import type { LaunchSectorId } from '../../../../../functions/domain/sectors.ts';
import { launchServices, paths } from '../../../app/paths.ts';
import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ChatLog } from '../components/chat-log.tsx';
import { IdeaStep } from '../components/idea-step.tsx';
import { StepFooter } from '../components/step-footer.tsx';
import type { LaunchState } from '../state/launch-state.ts';
import { type LaunchCommands, prefetchLaunchModules, useLaunchFlow } from '../use-launch-flow.ts';

const loadPanels = () => import('../components/step-panels.tsx');
const StepPanels = lazy(async () => ({ default: (await loadPanels()).StepPanels }));

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

function StepControls({ state, commands }: { state: LaunchState; commands: LaunchCommands }) {
  if (state.step === 'idea')
    return <IdeaStep onSubmit={commands.submitIdea} onStartTyping={prefetchNextSteps} />;
  return (
    <Suspense fallback={<Spinner label="Q is working..." showLabel />}>
      <StepPanels state={state} commands={commands} />
    </Suspense>
  );
}

/** Keeps the newest part of the chat in view as it grows (the page opts out of scroll-to-top). */
function useFollowTheChat(state: LaunchState) {
  const controls = useRef<HTMLDivElement>(null);
  const card = useRef<HTMLDivElement>(null);
  const seen = useRef(false);
  useEffect(() => {
    if (!seen.current) {
      seen.current = true;
      return;
    }
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const behavior: ScrollBehavior = smooth ? 'smooth' : 'auto';
    if (state.step === 'cta') controls.current?.scrollIntoView?.({ block: 'start', behavior });
    else card.current?.scrollIntoView?.({ block: 'end', behavior });
  }, [state.step, state.messages.length, state.pending]);
  return { controls, card };
}

export function LaunchPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { state, commands } = useLaunchFlow({ presetSector: presetFrom(search.get('service')) });
  const { controls, card } = useFollowTheChat(state);

  useEffect(() => {
    if (state.step !== 'closing') return;
    const timer = setTimeout(() => navigate(paths.home.href()), CLOSING_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.step, navigate]);

  return (
    <section className="mx-auto max-w-3xl px-3 py-8 sm:px-6 sm:py-12">
      <PageMeta
        title="Launch your business in 60 seconds — Quarter"
        description="Tell Q your idea and get a tailored platform plan, then book a free 30-minute setup call."
        path={paths.launch.href()}
      />
      <header className="mb-6 px-1">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Guided launch chat</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
          Let&apos;s launch your business
        </h1>
        <p className="mt-2 text-base text-ink-600 sm:text-lg">
          Tell Q your idea and get a tailored platform plan, then book a free 30-minute setup call.
        </p>
      </header>
      <div
        ref={card}
        data-no-scroll
        className="overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm"
      >
        <ChatLog messages={state.messages} busyLabel={busyLabel(state)} />
        <div id="launch-controls" ref={controls} className="border-t border-ink-200 p-4 sm:p-6">
          <StepControls state={state} commands={commands} />
        </div>
        <StepFooter step={state.step} />
      </div>
    </section>
  );
}
