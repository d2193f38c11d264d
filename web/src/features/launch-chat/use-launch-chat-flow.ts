import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { LaunchSectorId } from '@domain/sectors.ts';
import type { Started } from './api/launch-chat-calls.ts';
import {
  initialLaunchState,
  type LaunchAction,
  type LaunchState,
  launchReducer,
} from './state/launch-chat-state.ts';
import { clearLaunchState, loadLaunchState, saveLaunchState, takeChatContext } from './state/persistence.ts';
import { recapOf, saveLaunchRecap } from './state/recap.ts';

const loadCalls = () => import('./api/launch-chat-calls.ts');
const loadScript = () => import('./state/launch-chat-script.ts');
type Calls = Awaited<ReturnType<typeof loadCalls>>;

/** Fetches what the steps after the idea need while the founder is still typing it. */
export function prefetchLaunchModules(): void {
  void loadScript();
  void loadCalls();
}

const now = () => new Date().toISOString();
const isStarted = (state: LaunchState): state is Started =>
  state.resumeToken !== null && state.sessionId !== null;

export interface LaunchCommands {
  submitIdea(idea: string): void;
  chooseSector(sector: LaunchSectorId): void;
  answerQuestions(): void;
  answer(text: string): void;
  seeSolution(): void;
  changeSector(): void;
  openBooking(): void;
  bookingConfirmed(): void;
  backToSolution(): void;
  finish(): void;
  /** After the recap: a new idea, a new conversation and a new resume token. */
  startOver(): void;
}

/**
 * The launch chat's state (one reducer, persisted on every change) and its commands. Each command
 * applies its action, then performs the calls the new state asks for; results come back as
 * actions, which the reducer ignores when the chat has moved on in the meantime.
 */
export function useLaunchFlow(options: { presetSector: LaunchSectorId | null }) {
  // Every first render is the fresh chat, as the build pre-renders /launch (web/scripts/prerender.ts),
  // so hydration matches; the chat saved in this browser replaces it right after (before paint when
  // the page is reached by a link).
  const [fresh] = useState(() => initialLaunchState());
  const [state, dispatch] = useReducer(launchReducer, fresh);
  // The state as of the last action, for commands that continue after an await.
  const latest = useRef(fresh);

  const act = useCallback((action: LaunchAction): LaunchState => {
    const next = launchReducer(latest.current, action);
    latest.current = next;
    dispatch(action);
    return next;
  }, []);

  /** The call module, with a resume token and session id issued on first use. */
  const started = useCallback(async (): Promise<{ calls: Calls; state: Started }> => {
    const calls = await loadCalls();
    if (!isStarted(latest.current)) act({ type: 'sessionStarted', ...calls.startSession() });
    return { calls, state: latest.current as Started };
  }, [act]);

  useLayoutEffect(() => {
    act({ type: 'restored', state: loadLaunchState() });
  }, [act]);

  useEffect(() => {
    // The untouched fresh chat is never saved: it would overwrite the saved one before it is restored.
    if (state === fresh) return;
    if (state.step === 'closing') {
      // The chat is done; what the founder keeps is its recap (issue #26).
      const recap = recapOf(state);
      if (recap) saveLaunchRecap(recap);
      clearLaunchState();
    } else saveLaunchState(state);
  }, [state, fresh]);

  useEffect(() => {
    const untouched =
      latest.current.step === 'idea' && !latest.current.messages.some((line) => line.role === 'user');
    if (untouched) {
      const context = takeChatContext();
      if (context.length > 0) act({ type: 'contextImported', messages: context, at: now() });
    }
    if (options.presetSector) act({ type: 'servicePreset', sector: options.presetSector });
  }, [act, options.presetSector]);

  const commands = useMemo<LaunchCommands>(() => {
    const onRetry = () => void act({ type: 'retrying' });

    async function fetchSolution() {
      const { calls, state: asking } = await started();
      const sector = asking.sector;
      if (asking.pending !== 'solution' || !sector) return;
      const text = await calls.solutionFor(asking, { onRetry });
      const after = act({ type: 'solutionReceived', sector, text, at: now() });
      if (after.step === 'solution' && isStarted(after)) {
        void calls.autosave(after, 'solution');
        void calls.saveConversation(after);
      }
    }

    return {
      submitIdea(idea) {
        if (latest.current.step !== 'idea' || idea.trim() === '') return;
        void loadScript().then((script) => {
          const before = latest.current;
          if (act(script.ideaSubmitted(idea, before.presetSector, now())) === before) return;
          void started().then(({ calls, state: saved }) => calls.autosave(saved, 'idea'));
        });
      },
      chooseSector(sector) {
        void (async () => {
          const script = await loadScript();
          const before = latest.current;
          if (act(script.sectorChosen(sector, now())) === before) return;
          const { calls, state: chosen } = await started();
          void calls.saveConversation(chosen);
          const text = await calls.overviewFor(chosen, { onRetry });
          const after = act({ type: 'overviewReceived', sector, text, at: now() });
          if (after.step === 'knowledge' && isStarted(after)) {
            void calls.autosave(after, 'sector');
            void calls.saveConversation(after);
          }
        })();
      },
      answerQuestions() {
        act({ type: 'questionsStarted', at: now() });
      },
      answer(text) {
        const after = act({ type: 'answerGiven', answer: text, at: now() });
        if (after.pending !== 'solution') return;
        void started().then(({ calls, state: answered }) => calls.autosave(answered, 'questions'));
        void fetchSolution();
      },
      seeSolution() {
        if (act({ type: 'solutionRequested' }).pending === 'solution') void fetchSolution();
      },
      changeSector() {
        act({ type: 'sectorChangeRequested', at: now() });
      },
      openBooking() {
        const after = act({ type: 'ctaOpened', at: now() });
        if (after.step === 'cta')
          void started().then(({ calls, state: opened }) => calls.autosave(opened, 'cta'));
      },
      bookingConfirmed() {
        act({ type: 'bookingConfirmed' });
      },
      backToSolution() {
        act({ type: 'backToSolution' });
      },
      finish() {
        const after = act({ type: 'closed' });
        if (after.step !== 'closing') return;
        void started().then(({ calls, state: closed }) => {
          void calls.finalize(closed);
          void calls.saveConversation(closed);
        });
      },
      startOver() {
        act({ type: 'restored', state: loadLaunchState() });
      },
    };
  }, [act, started]);

  return { state, commands };
}
