import { CHAT_CONTEXT_MESSAGES_KEPT, CHAT_LIMITS } from '@domain/chat-limits.ts';
import { LAUNCH_STEPS, type LaunchStep } from '@domain/launch-chat-steps.ts';
import type { LaunchSectorId } from '@domain/sectors.ts';
import { LOCAL_STORAGE_KEYS } from '@domain/storage-keys.ts';
import { type ChatLine, initialLaunchState, type LaunchState } from './launch-chat-state.ts';

/**
 * The wizard survives a reload: its state is kept in local storage under a versioned key, the
 * resume token under its own key (spec: "a UUID kept in browser storage under a versioned key").
 * Storage is read by hand rather than with zod, which would weigh more than this whole page.
 */
export const LAUNCH_STATE_KEY = 'quarter.launch.state.v1';

/** Same shape as RESUME_TOKEN_PATTERN in functions/domain/ids.ts (a test keeps them equal). */
export const STORED_RESUME_TOKEN_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Stored = Omit<LaunchState, 'resumeToken' | 'pending' | 'retrying' | 'refusal'>;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage disabled by the browser: the chat still works, it just does not survive a reload.
    return undefined;
  }
}

function readJson(storage: Storage | undefined, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';
/** The shape of a sector id; the steps that name a sector read an unknown one as Other. */
const isSectorOrNull = (value: unknown): value is LaunchSectorId | null =>
  value === null || (typeof value === 'string' && /^[a-z]{1,20}$/.test(value));
const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isStep = (value: unknown): value is LaunchStep =>
  typeof value === 'string' && (LAUNCH_STEPS as readonly string[]).includes(value);

function chatLineOf(value: unknown): ChatLine | undefined {
  if (!isRecord(value)) return undefined;
  const { role, content, timestamp } = value;
  if ((role !== 'user' && role !== 'assistant') || typeof content !== 'string' || content.trim() === '')
    return undefined;
  const at = typeof timestamp === 'string' && !Number.isNaN(Date.parse(timestamp)) ? timestamp : undefined;
  return { role, content: content.slice(0, CHAT_LIMITS.maxMessageChars), timestamp: at ?? '' };
}

function answersOf(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value);
  return entries.every(([, answer]) => typeof answer === 'string')
    ? Object.fromEntries(entries as [string, string][])
    : undefined;
}

function storedStateOf(value: unknown): Stored | undefined {
  if (!isRecord(value) || !isStep(value.step) || value.step === 'closing') return undefined;
  const answers = answersOf(value.answers);
  const messages = Array.isArray(value.messages) ? value.messages.map(chatLineOf) : undefined;
  if (
    typeof value.idea !== 'string' ||
    !isSectorOrNull(value.suggestedSector) ||
    !isSectorOrNull(value.presetSector) ||
    !isSectorOrNull(value.sector) ||
    !isTextList(value.questions) ||
    !answers ||
    typeof value.questionIndex !== 'number' ||
    !isStringOrNull(value.knowledge) ||
    !isStringOrNull(value.solution) ||
    typeof value.booked !== 'boolean' ||
    !isStringOrNull(value.sessionId) ||
    !messages ||
    messages.some((message) => message === undefined || message.timestamp === '')
  )
    return undefined;
  return {
    step: value.step,
    idea: value.idea,
    suggestedSector: value.suggestedSector,
    presetSector: value.presetSector,
    sector: value.sector,
    questions: value.questions,
    answers,
    questionIndex: value.questionIndex,
    knowledge: value.knowledge,
    solution: value.solution,
    booked: value.booked,
    sessionId: value.sessionId,
    messages: messages as ChatLine[],
  };
}

/** What each step needs to show itself; a stored state without it is started afresh. */
function isConsistent(state: LaunchState): boolean {
  switch (state.step) {
    case 'idea':
    case 'sector':
      return true;
    case 'knowledge':
      return state.sector !== null && state.knowledge !== null;
    case 'questions':
      return state.sector !== null && state.knowledge !== null && state.questions.length > 0;
    case 'solution':
    case 'cta':
      return state.sector !== null && state.solution !== null;
    case 'closing':
      return false;
  }
}

/**
 * A reload cannot resume a call to Q that was in flight, so the step is offered again: a sector
 * waiting for its overview is chosen again, the last question waiting for the solution is asked again.
 */
function resumable(state: LaunchState): LaunchState {
  if (!isConsistent(state)) return { ...initialLaunchState(), resumeToken: state.resumeToken };
  if (state.step === 'sector') return { ...state, sector: null };
  if (state.step === 'questions') {
    const last = state.questions.length - 1;
    return { ...state, questionIndex: Math.max(0, Math.min(state.questionIndex, last)) };
  }
  return state;
}

/** The saved wizard, or a fresh one when nothing (valid) is stored. */
export function loadLaunchState(storage: Storage | undefined = browserStorage()): LaunchState {
  const token = readJson(storage, LOCAL_STORAGE_KEYS.launchResumeToken);
  const resumeToken = typeof token === 'string' && STORED_RESUME_TOKEN_PATTERN.test(token) ? token : null;
  const stored = storedStateOf(readJson(storage, LAUNCH_STATE_KEY));
  if (!stored) return { ...initialLaunchState(), resumeToken };
  return resumable({ ...stored, resumeToken, pending: null, retrying: false, refusal: null });
}

export function saveLaunchState(state: LaunchState, storage: Storage | undefined = browserStorage()): void {
  // The refusal is the server's to tell again on the next visit, never kept in the browser.
  const { resumeToken, pending: _pending, retrying: _retrying, refusal: _refusal, ...stored } = state;
  try {
    storage?.setItem(LAUNCH_STATE_KEY, JSON.stringify(stored));
    if (resumeToken) storage?.setItem(LOCAL_STORAGE_KEYS.launchResumeToken, JSON.stringify(resumeToken));
  } catch {
    // Full or disabled storage only costs the reload; the visitor carries on.
  }
}

/**
 * After the booking the chat is done: a later visit to /launch starts a new conversation with a new
 * resume token, so a finished onboarding record is never reopened and moved back to 'idea'.
 */
export function clearLaunchState(storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.removeItem(LAUNCH_STATE_KEY);
    storage?.removeItem(LOCAL_STORAGE_KEYS.launchResumeToken);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}

/**
 * The chat widget's hand-over (chat_context: sessionId, the last 5 messages, timestamp), read once
 * and removed, as the spec asks. Anything unreadable is dropped rather than shown.
 */
export function takeChatContext(
  storage: Storage | undefined = browserStorage(),
  now: string = new Date().toISOString(),
): ChatLine[] {
  const context = readJson(storage, LOCAL_STORAGE_KEYS.chatContext);
  try {
    storage?.removeItem(LOCAL_STORAGE_KEYS.chatContext);
  } catch {
    // Unavailable storage holds no context either.
  }
  if (!isRecord(context) || !Array.isArray(context.messages)) return [];
  return context.messages
    .map(chatLineOf)
    .filter((message): message is ChatLine => message !== undefined)
    .slice(-CHAT_CONTEXT_MESSAGES_KEPT)
    .map((message) => (message.timestamp ? message : { ...message, timestamp: now }));
}
