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
import type { ApiError } from '../../lib/api-client.ts';

const loadCalls = () => import('./api/launch-chat-calls.ts');
const loadScript = () => import('./state/launch-chat-script.ts');
const loadPaidLaunch = () => import('./api/paid-launch.ts');
const loadSaveQueue = () => import('../../lib/save-queue.ts');
type Calls = Awaited<ReturnType<typeof loadCalls>>;

/** Fetches what the steps after the idea need while the founder is still typing it. */
export function prefetchLaunchModules(): void {
  void loadScript();
  void loadCalls();
}

const now = () => new Date().toISOString();
/** How long Q's plan waits for the last answer's save to say whether the launch is still open. */
const SAVE_VERDICT_WAIT_MS = 2_000;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
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

  /**
   * A save of this launch the server refused for good: when it is the paid launch's refusal, the
   * chat stops where it is and says why in the server's words (issue #28); any other stays silent.
   */
  const heed = useCallback(
    (resumeToken: string) => async (refusal: ApiError | null) => {
      if (!refusal) return;
      const { isPaidLaunchRefusal } = await loadPaidLaunch();
      if (isPaidLaunchRefusal(refusal)) act({ type: 'refused', resumeToken, message: refusal.message });
    },
    [act],
  );

  /** Whether the server has closed this launch to the chat (a paid launch), told in its words. */
  const askWhetherClosed = useCallback(
    (resumeToken: string) =>
      void loadPaidLaunch()
        .then(({ closedLaunchChat }) => closedLaunchChat(resumeToken))
        .then((closed) => {
          if (closed) act({ type: 'refused', resumeToken, message: closed });
        }),
    [act],
  );

  useLayoutEffect(() => {
    const restored = act({ type: 'restored', state: loadLaunchState() });
    // A chat kept in this browser may belong to a launch paid since (issue #28): asked at once, so
    // the founder reads why it is closed before typing anything. A fresh chat has nothing to ask.
    if (restored.resumeToken) askWhetherClosed(restored.resumeToken);
  }, [act, askWhetherClosed]);

  useEffect(() => {
    // A save that waited in the queue (offline) and was refused when it went out at last.
    let stop: (() => void) | undefined;
    let active = true;
    void loadSaveQueue().then(({ onSaveRefused }) => {
      if (!active) return;
      stop = onSaveRefused((key, refusal) => {
        const resumeToken = latest.current.resumeToken;
        if (resumeToken && key === `onboarding:${resumeToken}`) void heed(resumeToken)(refusal);
      });
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [heed]);

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

    /**
     * Q's plan for the answers given. `saved` is the last answer's save, run alongside: the plan
     * waits for its verdict (a little while at most), so a launch paid meanwhile shows its notice
     * instead of a plan it can no longer act on (issue #28).
     */
    async function fetchSolution(saved?: Promise<void>) {
      const { calls, state: asking } = await started();
      const sector = asking.sector;
      if (asking.pending !== 'solution' || !sector) return;
      const text = await calls.solutionFor(asking, { onRetry });
      if (saved) await Promise.race([saved, pause(SAVE_VERDICT_WAIT_MS)]);
      const after = act({ type: 'solutionReceived', sector, text, at: now() });
      if (after.step === 'solution' && isStarted(after)) {
        void calls.autosave(after, 'solution').then(heed(after.resumeToken));
        void calls.saveConversation(after);
      }
    }

    return {
      submitIdea(idea) {
        if (latest.current.step !== 'idea' || idea.trim() === '') return;
        void loadScript().then((script) => {
          const before = latest.current;
          if (act(script.ideaSubmitted(idea, before.presetSector, now())) === before) return;
          void started().then(({ calls, state: saved }) =>
            calls.autosave(saved, 'idea').then(heed(saved.resumeToken)),
          );
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
            void calls.autosave(after, 'sector').then(heed(after.resumeToken));
            void calls.saveConversation(after);
          }
        })();
      },
      answerQuestions() {
        act({ type: 'questionsStarted', at: now() });
      },
      answer(text) {
        const before = latest.current;
        const after = act({ type: 'answerGiven', answer: text, at: now() });
        if (after === before) return;
        // No save until the last answer (spec): a launch paid meanwhile (another tab) is told when
        // that save is refused. Asking after every answer raced the founder typing the next one.
        if (after.pending !== 'solution') return;
        const saved = started().then(({ calls, state: answered }) =>
          calls.autosave(answered, 'questions').then(heed(answered.resumeToken)),
        );
        void fetchSolution(saved);
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
          void started().then(({ calls, state: opened }) =>
            calls.autosave(opened, 'cta').then(heed(opened.resumeToken)),
          );
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
          void calls.finalize(closed).then(heed(closed.resumeToken));
          void calls.saveConversation(closed);
        });
      },
      startOver() {
        // A closed chat (a paid launch) is left behind: the new idea is a new launch.
        if (latest.current.refusal) clearLaunchState();
        act({ type: 'restored', state: loadLaunchState() });
      },
    };
  }, [act, started, heed]);

  return { state, commands };
}
