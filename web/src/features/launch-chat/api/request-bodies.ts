import type { SaveChatSessionInput } from '@domain/contracts/chat.ts';
import type { LaunchOnboardingInput } from '@domain/contracts/launch-chat-onboarding.ts';
import { CHAT_INPUT_MAX_CHARS, CHAT_LIMITS } from '@domain/chat-limits.ts';
import { FAILURE_PROMPT_MAX_CHARS } from '@domain/field-limits.ts';
import { contactEmailIn, introducedName, shortBusinessName } from '@domain/founder-details.ts';
import type { ProgressStage } from '@domain/launch-chat-steps.ts';
import type { LaunchState } from '../state/launch-chat-state.ts';
import { sectorNameOf } from '../state/launch-chat-script.ts';

const ERROR_TEXT_MAX_CHARS = 1_000;

export type Started = LaunchState & { readonly resumeToken: string; readonly sessionId: string };

const sectorName = (state: LaunchState) => sectorNameOf(state.sector);

/** The founder's e-mail, when the idea text holds one (the only place the chat learns it). */
export const emailFromIdea = (idea: string): string | null =>
  idea.includes('@') ? contactEmailIn(idea) : null;

function onboardingData(state: LaunchState, stage: ProgressStage): LaunchOnboardingInput['data'] {
  return {
    business_type: sectorName(state),
    stage_completed: stage,
    // The idea is the only description the chat asks for: its own field, and a short name from it.
    business_name: shortBusinessName(state.idea),
    idea: state.idea.slice(0, CHAT_INPUT_MAX_CHARS) || null,
    needs_help_with: Object.keys(state.answers),
  };
}

/** Who the founder is, as far as their words say, and where the conversation is saved. */
function founderFields(state: Started) {
  const name = introducedName(state.idea);
  return {
    email: emailFromIdea(state.idea),
    ...(name ? { name } : {}),
    chat_session_id: state.sessionId,
  };
}

/** stage autosave: what the founder has done so far; last_step is the step they are on now. */
export function autosaveBody(state: Started, stage: ProgressStage): LaunchOnboardingInput {
  return {
    stage: 'autosave',
    resume_token: state.resumeToken,
    last_step: state.step,
    data: onboardingData(state, stage),
    ...founderFields(state),
  };
}

/** finalize: meeting_booked at closing, with the referrer of a fresh ?ref= visit. */
export function finalizeBody(state: Started, referrerId: string | null): LaunchOnboardingInput {
  return {
    stage: 'finalize',
    resume_token: state.resumeToken,
    last_step: 'closing',
    data: onboardingData(state, 'meeting_booked'),
    ...founderFields(state),
    ...(referrerId ? { referrer_id: referrerId } : {}),
  };
}

/** What the founder had finished when Q was asked from each step. */
const STAGE_DONE_BEFORE: Partial<Record<LaunchState['step'], ProgressStage>> = {
  sector: 'idea',
  knowledge: 'sector',
  questions: 'questions',
};

/** ai_failure_tracking after the last failed attempt. */
export function failureBody(
  state: Started,
  prompt: string,
  failure: { attempts: number; lastError: string },
): LaunchOnboardingInput {
  return {
    stage: 'ai_failure_tracking',
    resume_token: state.resumeToken,
    last_step: state.step,
    data: onboardingData(state, STAGE_DONE_BEFORE[state.step] ?? 'idea'),
    error_details: {
      prompt: prompt.slice(0, FAILURE_PROMPT_MAX_CHARS),
      sector: sectorName(state),
      attempts: failure.attempts,
      lastError: failure.lastError.slice(0, ERROR_TEXT_MAX_CHARS) || 'unknown error',
    },
  };
}

/** save-chat-session after a sector is chosen; completed at closing, active before. */
export function chatSessionBody(state: Started): SaveChatSessionInput {
  const email = emailFromIdea(state.idea);
  const name = introducedName(state.idea);
  return {
    sessionId: state.sessionId,
    // The server merges saves, so the latest window of the conversation keeps everything.
    messages: state.messages.slice(-CHAT_LIMITS.maxMessages).map(({ role, content, timestamp }) => ({
      role,
      content,
      timestamp,
    })),
    ...(email ? { customerEmail: email } : {}),
    ...(name ? { customerName: name } : {}),
    businessType: sectorName(state),
    identifiedNeeds: state.sector ? ['business_launch', state.sector] : ['business_launch'],
    status: state.step === 'closing' ? 'completed' : 'active',
    // The conversation belongs to this launch's person (issue #26).
    resumeToken: state.resumeToken,
  };
}
