import { SETUP_CALL_MINUTES } from '@domain/launch-promises.ts';
import type { LaunchStep } from '@domain/launch-chat-steps.ts';
import type { LaunchSectorId } from '@domain/sectors.ts';

/**
 * The whole /launch wizard is this one reducer: the step, what the founder typed and chose, what Q
 * answered and the conversation shown. Effects (calls to Q and the API) live in use-launch-chat-flow.ts
 * and report back with actions, so every transition of spec section 4 is tested here without a DOM.
 * What the sector tables decide (the suggestion, a sector's questions) arrives in the actions from
 * launch-chat-script.ts, which keeps the keyword lists out of the page's first load.
 */

export type ChatRole = 'user' | 'assistant';

export interface ChatLine {
  readonly role: ChatRole;
  readonly content: string;
  /** ISO 8601, as save-chat-session stores it */
  readonly timestamp: string;
}

/** A call to Q the chat is waiting for; not persisted, a reload simply offers the step again. */
export type PendingAnswer = 'overview' | 'solution';

export interface LaunchState {
  readonly step: LaunchStep;
  readonly idea: string;
  readonly suggestedSector: LaunchSectorId | null;
  /** From /launch?service=... on a FinTech service page; wins over the keyword suggestion. */
  readonly presetSector: LaunchSectorId | null;
  readonly sector: LaunchSectorId | null;
  /** The chosen sector's questions, asked one at a time. */
  readonly questions: readonly string[];
  /** Keyed by question text, in the order asked. */
  readonly answers: Readonly<Record<string, string>>;
  readonly questionIndex: number;
  readonly knowledge: string | null;
  readonly solution: string | null;
  readonly booked: boolean;
  /** UUID keying the onboarding record; null until the idea is submitted. */
  readonly resumeToken: string | null;
  /** launch-{timestamp}-{random}, the saved chat session's id. */
  readonly sessionId: string | null;
  readonly messages: readonly ChatLine[];
  readonly pending: PendingAnswer | null;
  /** The first attempt failed and Q is being asked again. */
  readonly retrying: boolean;
  /**
   * The server's refusal of this launch (issue #28: it is paid, so the chat may no longer change
   * it), in its own words; null while the chat may go on. Never stored: /launch asks again.
   */
  readonly refusal: string | null;
}

export type LaunchAction =
  /** The chat saved in this browser replaces the fresh one the page was pre-rendered with. */
  | { type: 'restored'; state: LaunchState }
  | { type: 'contextImported'; messages: readonly ChatLine[]; at: string }
  | { type: 'servicePreset'; sector: LaunchSectorId }
  | {
      type: 'ideaSubmitted';
      idea: string;
      /** the sector guessed from the idea (or the ?service= preset), and Q's reply naming it */
      suggested: LaunchSectorId | null;
      reply: string;
      at: string;
    }
  | { type: 'sessionStarted'; resumeToken: string; sessionId: string }
  | { type: 'sectorChosen'; sector: LaunchSectorId; label: string; questions: readonly string[]; at: string }
  | { type: 'overviewReceived'; sector: LaunchSectorId; text: string; at: string }
  | { type: 'questionsStarted'; at: string }
  | { type: 'answerGiven'; answer: string; at: string }
  | { type: 'solutionRequested' }
  | { type: 'retrying' }
  | { type: 'solutionReceived'; sector: LaunchSectorId; text: string; at: string }
  | { type: 'sectorChangeRequested'; at: string }
  | { type: 'ctaOpened'; at: string }
  | { type: 'bookingConfirmed' }
  | { type: 'backToSolution' }
  | { type: 'closed' }
  /** The server refused this launch's saves for good (it is paid): the chat stops where it is. */
  | { type: 'refused'; resumeToken: string; message: string };

export const CONTINUE_FROM_WIDGET_LINE =
  "Perfect! Let's continue building your business plan. Tell me more about your business idea below.";
export const GREETING_LINE =
  "Hi, I'm Q. Tell me about the business you want to launch, and I'll match it to a sector, explain " +
  'what matters in Nigeria and tailor a platform for you.';
export const BOOKING_LINE =
  `Last step: book your free ${SETUP_CALL_MINUTES}-minute setup call below. We'll walk through your ` +
  'platform and confirm your launch plan.';
export const CHANGE_SECTOR_LINE = 'No problem. Pick another sector below.';

export function questionLine(questions: readonly string[], index: number): string {
  return `Question ${index + 1} of ${questions.length}: ${questions[index] ?? ''}`;
}

const line = (role: ChatRole, content: string, timestamp: string): ChatLine => ({ role, content, timestamp });

/** Everything that follows from the sector, before one is chosen: asking to change it starts here again. */
const NO_SECTOR_YET = {
  sector: null,
  questions: [],
  answers: {},
  questionIndex: 0,
  knowledge: null,
  solution: null,
} as const satisfies Partial<LaunchState>;

export function initialLaunchState(at: string = new Date().toISOString()): LaunchState {
  return {
    step: 'idea',
    idea: '',
    suggestedSector: null,
    presetSector: null,
    ...NO_SECTOR_YET,
    booked: false,
    resumeToken: null,
    sessionId: null,
    messages: [line('assistant', GREETING_LINE, at)],
    pending: null,
    retrying: false,
    refusal: null,
  };
}

const say = (state: LaunchState, ...lines: ChatLine[]): readonly ChatLine[] => [...state.messages, ...lines];
const hasSaidAnything = (state: LaunchState) => state.messages.some((message) => message.role === 'user');

/** The question being asked, or undefined once all are answered. */
export function currentQuestion(state: LaunchState): string | undefined {
  return state.questions[state.questionIndex];
}

function answerQuestion(state: LaunchState, answer: string, at: string): LaunchState {
  const question = currentQuestion(state);
  const text = answer.trim();
  if (state.step !== 'questions' || state.pending || !question || text === '') return state;
  const nextIndex = state.questionIndex + 1;
  const hasNext = nextIndex < state.questions.length;
  const asked = line('user', text, at);
  return {
    ...state,
    answers: { ...state.answers, [question]: text },
    questionIndex: nextIndex,
    pending: hasNext ? null : 'solution',
    messages: hasNext
      ? say(state, asked, line('assistant', questionLine(state.questions, nextIndex), at))
      : say(state, asked),
  };
}

function receiveSolution(state: LaunchState, sector: LaunchSectorId, text: string, at: string): LaunchState {
  if (state.pending !== 'solution' || state.sector !== sector) return state;
  return {
    ...state,
    step: 'solution',
    solution: text,
    pending: null,
    retrying: false,
    messages: say(state, line('assistant', text, at)),
  };
}

/**
 * A refused launch stays as it was, what the founder typed included: only another stored chat (a
 * new idea) replaces it, and only the refusal of this launch's own token stops the chat.
 */
export function launchReducer(state: LaunchState, action: LaunchAction): LaunchState {
  if (action.type === 'restored') return action.state;
  if (action.type === 'refused') {
    if (action.resumeToken !== state.resumeToken || state.refusal === action.message) return state;
    return { ...state, refusal: action.message, pending: null, retrying: false };
  }
  if (state.refusal === null) return progress(state, action);
  // An answer sent in the moment before the refusal reached the screen stays in the conversation
  // (it is what the founder typed), and changes nothing else.
  if (action.type === 'answerGiven' && state.step === 'questions' && action.answer.trim() !== '')
    return { ...state, messages: say(state, line('user', action.answer.trim(), action.at)) };
  return state;
}

function progress(
  state: LaunchState,
  action: Exclude<LaunchAction, { type: 'restored' | 'refused' }>,
): LaunchState {
  switch (action.type) {
    case 'contextImported':
      if (state.step !== 'idea' || hasSaidAnything(state) || action.messages.length === 0) return state;
      return {
        ...state,
        messages: [...action.messages, line('assistant', CONTINUE_FROM_WIDGET_LINE, action.at)],
      };
    case 'servicePreset':
      return state.step === 'idea' ? { ...state, presetSector: action.sector } : state;
    case 'ideaSubmitted': {
      const idea = action.idea.trim();
      if (state.step !== 'idea' || idea === '') return state;
      return {
        ...state,
        step: 'sector',
        idea,
        suggestedSector: action.suggested,
        messages: say(state, line('user', idea, action.at), line('assistant', action.reply, action.at)),
      };
    }
    case 'sessionStarted':
      if (state.resumeToken && state.sessionId) return state;
      return {
        ...state,
        resumeToken: state.resumeToken ?? action.resumeToken,
        sessionId: state.sessionId ?? action.sessionId,
      };
    case 'sectorChosen':
      if (state.step !== 'sector' || state.pending) return state;
      return {
        ...state,
        sector: action.sector,
        questions: action.questions,
        answers: {},
        questionIndex: 0,
        knowledge: null,
        solution: null,
        pending: 'overview',
        retrying: false,
        messages: say(state, line('user', action.label, action.at)),
      };
    case 'overviewReceived':
      if (state.step !== 'sector' || state.pending !== 'overview' || state.sector !== action.sector)
        return state;
      return {
        ...state,
        step: 'knowledge',
        knowledge: action.text,
        pending: null,
        retrying: false,
        messages: say(state, line('assistant', action.text, action.at)),
      };
    case 'questionsStarted':
      if (state.step !== 'knowledge' || state.pending || state.questions.length === 0) return state;
      return {
        ...state,
        step: 'questions',
        questionIndex: 0,
        answers: {},
        messages: say(state, line('assistant', questionLine(state.questions, 0), action.at)),
      };
    case 'answerGiven':
      return answerQuestion(state, action.answer, action.at);
    case 'solutionRequested':
      return state.step === 'knowledge' && !state.pending ? { ...state, pending: 'solution' } : state;
    case 'retrying':
      return state.pending ? { ...state, retrying: true } : state;
    case 'solutionReceived':
      return receiveSolution(state, action.sector, action.text, action.at);
    case 'sectorChangeRequested':
      if (state.step !== 'solution') return state;
      return {
        ...state,
        step: 'sector',
        ...NO_SECTOR_YET,
        messages: say(state, line('assistant', CHANGE_SECTOR_LINE, action.at)),
      };
    case 'ctaOpened': {
      if (state.step !== 'solution') return state;
      // After Back, the booking line is still the last thing Q said: opening again does not repeat it.
      const last = state.messages.at(-1);
      if (last?.role === 'assistant' && last.content === BOOKING_LINE) return { ...state, step: 'cta' };
      return { ...state, step: 'cta', messages: say(state, line('assistant', BOOKING_LINE, action.at)) };
    }
    case 'bookingConfirmed':
      return state.step === 'cta' ? { ...state, booked: true } : state;
    case 'backToSolution':
      return state.step === 'cta' ? { ...state, step: 'solution' } : state;
    case 'closed':
      if (state.step !== 'cta' || !state.booked) return state;
      return { ...state, step: 'closing' };
  }
}
