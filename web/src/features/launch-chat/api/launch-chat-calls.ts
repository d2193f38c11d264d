import { type ApiError, refusalOf } from '../../../lib/api-client.ts';
import { apiUrl } from '../../../lib/config.ts';
import { sendOrQueue } from '../../../lib/save-queue.ts';
import { askQResponse } from '../../../shared/ask-q-call.ts';
import { FAILURE_PROMPT_CONSOLE_CHARS } from '../../../lib/display-sizes.ts';
import { referralAttributionSchema } from '@domain/contracts/referral-attribution.ts';
import { isChatSessionId, isQChatLink, newLaunchSessionId, newResumeToken } from '@domain/ids.ts';
import type { ProgressStage } from '@domain/launch-chat-steps.ts';
import { launchFallbackText } from '@domain/q/fallback-texts.ts';
import { buildOverviewPrompt, buildSolutionPrompt } from '@domain/q/launch-chat-prompts.ts';
import { isAttributionFresh } from '@domain/referral.ts';
import { LOCAL_STORAGE_KEYS } from '@domain/storage-keys.ts';
import { LAUNCH_CHAT_LINK_PARAM } from '@domain/whatsapp/words.ts';
import { sectorNameOf } from '../state/launch-chat-script.ts';
import { askQ, QDidNotAnswer } from './ask-q.ts';
import { autosaveBody, chatSessionBody, failureBody, finalizeBody, type Started } from './request-bodies.ts';

/**
 * Everything the launch chat sends to the server. This module is loaded on the first action, not
 * with the page: it brings the prompts, the ids and the validators (zod), which the idea step
 * does not need.
 */

export type { Started };

export const startSession = () => ({ resumeToken: newResumeToken(), sessionId: newLaunchSessionId() });

/**
 * Autosave and finalize failures never stop the visitor (spec): they are logged, and a save that
 * could not reach the server waits in the save queue and goes out when the connection is back.
 * `key` names the record, so a later save replaces a queued earlier one. A save the server refused
 * for good answers its refusal, for the chat to heed when it must (a paid launch, issue #28).
 */
async function post(path: `/api/${string}`, body: unknown, key: string): Promise<ApiError | null> {
  try {
    const response = await sendOrQueue(key, await apiUrl(path), JSON.stringify(body));
    if (response?.ok) return null;
    console.warn(`${path} answered ${response ? response.status : 'nothing (offline)'}`);
    return response && response.status < 500 ? await refusalOf(response) : null;
  } catch (error: unknown) {
    console.warn(`${path} failed`, error);
    return null;
  }
}

const onboardingKey = (state: Started) => `onboarding:${state.resumeToken}`;

/**
 * The widget chat with Q this browser holds (the widget's own key), named with every launch save so
 * staff see that conversation under this founder (issue #26). Null when there is none.
 */
export function widgetChatSessionId(): { q_chat_session_id?: string } {
  try {
    const raw = globalThis.localStorage.getItem(LOCAL_STORAGE_KEYS.chatSession);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    const id =
      typeof stored === 'object' && stored !== null ? (stored as { sessionId?: unknown }).sessionId : null;
    return isChatSessionId(id) ? { q_chat_session_id: id } : {};
  } catch {
    return {};
  }
}

/**
 * The token of the link Q sent on WhatsApp that opened this launch (issue #30), so staff see that
 * conversation under this founder, as the widget's chat id does. Kept in the browser when first
 * seen, so a later visit to /launch without it still names the conversation. None when absent.
 */
export function launchChatLink(): { q_chat_link?: string } {
  try {
    const given = new URLSearchParams(globalThis.location.search).get(LAUNCH_CHAT_LINK_PARAM);
    if (isQChatLink(given)) {
      globalThis.localStorage.setItem(LOCAL_STORAGE_KEYS.qChatLink, given);
      return { q_chat_link: given };
    }
    const kept = globalThis.localStorage.getItem(LOCAL_STORAGE_KEYS.qChatLink);
    return isQChatLink(kept) ? { q_chat_link: kept } : {};
  } catch {
    return {};
  }
}

/** The chats with Q this launch's saves name: the widget's and the one a link came from. */
const namedQChats = () => ({ ...widgetChatSessionId(), ...launchChatLink() });

export const autosave = (state: Started, stage: ProgressStage) =>
  post('/api/launch/onboarding', { ...autosaveBody(state, stage), ...namedQChats() }, onboardingKey(state));

/** The referrer of a ?ref= visit, first touch, within the 60-day window; null otherwise. */
export function freshReferrerId(now: number = Date.now()): string | null {
  try {
    const raw = globalThis.localStorage.getItem(LOCAL_STORAGE_KEYS.referralAttribution);
    const parsed = referralAttributionSchema.safeParse(raw ? JSON.parse(raw) : undefined);
    return parsed.success && isAttributionFresh(parsed.data, now) ? parsed.data.referrerId : null;
  } catch {
    return null;
  }
}

export const finalize = (state: Started) =>
  post(
    '/api/launch/onboarding',
    { ...finalizeBody(state, freshReferrerId()), ...namedQChats() },
    onboardingKey(state),
  );

export const saveConversation = (state: Started) =>
  post('/api/chat-sessions', chatSessionBody(state), `chat:${state.sessionId}`);

export interface AskHooks {
  readonly onRetry: () => void;
}

/** Q's text, or after the last failed attempt the fixed sector text (and a failure report). */
async function answerOrFallback(state: Started, prompt: string, hooks: AskHooks): Promise<string> {
  const sector = sectorNameOf(state.sector) ?? 'Other / Not sure';
  let outcome: QDidNotAnswer;
  try {
    return await askQ(prompt, {
      send: (json, headers) => askQResponse('/api/chat', json, headers),
      resumeToken: state.resumeToken,
      onRetry: hooks.onRetry,
    });
  } catch (error: unknown) {
    if (!(error instanceof QDidNotAnswer)) throw error;
    outcome = error;
  }
  console.warn(
    `Q failed after ${outcome.attempts} attempt(s) (${outcome.lastError}); prompt: ` +
      prompt.slice(0, FAILURE_PROMPT_CONSOLE_CHARS),
  );
  void post(
    '/api/launch/onboarding',
    failureBody(state, prompt, outcome),
    `failure:${state.resumeToken}:${Date.now()}`,
  );
  return launchFallbackText(sector);
}

export const overviewFor = (state: Started, hooks: AskHooks) =>
  answerOrFallback(state, buildOverviewPrompt(state.idea, state.sector ?? 'other'), hooks);

export const solutionFor = (state: Started, hooks: AskHooks) =>
  answerOrFallback(state, buildSolutionPrompt(state.idea, state.sector ?? 'other', state.answers), hooks);
