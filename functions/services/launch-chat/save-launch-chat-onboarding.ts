import { BUSINESS_METRICS, countMetric } from '../../adapters/observability.ts';
import type { LaunchOnboardingRequest } from '../../domain/contracts/launch-chat-onboarding.ts';
import { FINAL_LAUNCH_STEP, FINAL_PROGRESS_STAGE } from '../../domain/launch-chat-steps.ts';
import type { Onboarding, OnboardingProgress } from '../../domain/contracts/records/onboarding.ts';
import type { LaunchOnboardingPorts } from './ports.ts';
import { enforceRateLimits } from '../shared/rate-limits.ts';
import { assertLaunchNotPaid } from './paid-lock.ts';

export interface LaunchOnboardingAnswer {
  readonly ok: true;
  readonly resume_token: string;
}

export type LaunchOnboardingCall = LaunchOnboardingRequest;

/** The chats with Q a save names: the widget's by its id, one Q sent a link from by that link (issue #30). */
type NamedChats = readonly string[];

function progressOf(call: LaunchOnboardingCall, chats: NamedChats): OnboardingProgress {
  return {
    resume_token: call.resume_token,
    business_type: call.data.business_type,
    business_name: call.data.business_name,
    idea: call.data.idea,
    name: call.name,
    chat_session_id: call.chat_session_id,
    needs_help_with: call.data.needs_help_with,
    stage_completed: call.data.stage_completed,
    last_step: call.last_step,
    email: call.email,
    q_chat_session_ids: chats.length > 0 ? [...chats] : undefined,
  };
}

/**
 * A browser tab left open after the booking may still autosave an earlier stage; the record of a
 * booked meeting must not slide back to 'cta' because of it. The store decides, inside its
 * versioned write: a read here could be stale by the time an autosave racing the finalize lands.
 */
async function autosave(
  ports: LaunchOnboardingPorts,
  call: LaunchOnboardingCall,
  chats: NamedChats,
): Promise<void> {
  await ports.onboardings.upsert({
    ...progressOf(call, chats),
    unless_stage_completed: FINAL_PROGRESS_STAGE,
  });
}

/** The stored record, once its launch is known not to be paid (paid-lock.ts). */
async function assertNotLocked(
  ports: LaunchOnboardingPorts,
  call: LaunchOnboardingCall,
): Promise<Onboarding | undefined> {
  const [stored] = await Promise.all([
    ports.onboardings.get(call.resume_token),
    assertLaunchNotPaid(ports, call.resume_token, call.stage),
  ]);
  return stored;
}

/**
 * The chat the link that opened this launch was sent in (issue #30: Q's WhatsApp /launch link
 * carries a token minted for that conversation). An unknown token names none; a lookup that fails
 * is logged and the save goes on, and the next save that carries the token tries again.
 */
async function chatOfLink(
  ports: LaunchOnboardingPorts,
  call: LaunchOnboardingCall,
): Promise<string | undefined> {
  if (!call.q_chat_link) return undefined;
  try {
    const chat = await ports.chatOfLink(call.q_chat_link);
    if (!chat)
      ports.log.info('launch opened from an unknown Q chat link', { resumeToken: call.resume_token });
    return chat;
  } catch (error: unknown) {
    ports.log.warn('Q chat link not read', {
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return undefined;
  }
}

/** The chats this save names: the widget's own, and the one the launch's link came from. */
async function namedChats(ports: LaunchOnboardingPorts, call: LaunchOnboardingCall): Promise<NamedChats> {
  const linked = await chatOfLink(ports, call);
  return [...new Set([call.q_chat_session_id, linked].filter((chat): chat is string => Boolean(chat)))];
}

/**
 * The widget chat this browser had before the launch chat is the same person's (issue #26), and so
 * is the WhatsApp conversation the launch's link was sent in (issue #30): a chat is linked to the
 * launch the first time a save names it, so staff see it under the founder's name. A link that
 * fails is logged; the next save that names the chat tries again.
 */
async function linkQChats(
  ports: LaunchOnboardingPorts,
  call: LaunchOnboardingCall,
  stored: Onboarding | undefined,
  chats: NamedChats,
): Promise<void> {
  for (const chat of chats) {
    if (stored?.q_chat_session_ids.includes(chat)) continue;
    try {
      await ports.linkChatSession(chat, call.resume_token);
    } catch (error: unknown) {
      ports.log.warn('Q chat not linked to its launch', {
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
    }
  }
}

/** The partner's applicant id for what the visit carried; an outage keeps what it carried. */
async function referrerOf(ports: LaunchOnboardingPorts, carried: string): Promise<string> {
  if (!ports.resolveReferrer) return carried;
  try {
    return await ports.resolveReferrer(carried);
  } catch (error: unknown) {
    ports.log.warn('referrer not resolved', {
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return carried;
  }
}

/**
 * The booking is made: the record ends as meeting_booked at the closing step whatever the browser
 * sent as its stage. A referral is recorded when a fresh ?ref= visit and an e-mail came with it;
 * its outcome (or an outage) never fails the launch, the record is already saved.
 */
async function finalize(
  ports: LaunchOnboardingPorts,
  call: LaunchOnboardingCall,
  chats: NamedChats,
): Promise<void> {
  // A partner's `ref_` link id (the code a WhatsApp first message carries, issue #30) becomes the
  // partner's applicant id here, so the record, the referral and the booking all name the partner.
  const referrerId = call.referrer_id ? await referrerOf(ports, call.referrer_id) : undefined;
  const saved = await ports.onboardings.upsert({
    ...progressOf(call, chats),
    stage_completed: FINAL_PROGRESS_STAGE,
    last_step: FINAL_LAUNCH_STEP,
    referrer_id: referrerId,
  });
  countMetric(BUSINESS_METRICS.onboardingFinalised);
  // The booking page's signed webhook usually lands before this finalize and fills the e-mail the
  // founder never typed in the chat (issue #26): the referral is recorded with it.
  const email = call.email ?? saved.email;
  if (!referrerId || !email) return;
  try {
    const { outcome } = await ports.recordReferral({
      referrerId,
      referredEmail: email,
      onboardingResumeToken: call.resume_token,
    });
    ports.log.info('launch referral', { outcome, referrerId });
  } catch (error: unknown) {
    ports.log.warn('launch referral not recorded', {
      referrerId,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
  }
}

/** Kept beside the onboarding record, not on it: a record may collect several, and they expire. */
async function trackAiFailure(ports: LaunchOnboardingPorts, call: LaunchOnboardingCall): Promise<void> {
  const details = call.error_details;
  if (!details) return;
  await ports.failureReports.record({
    id: ports.newId(),
    resume_token: call.resume_token,
    last_step: call.last_step,
    sector: details.sector ?? call.data.business_type,
    prompt: details.prompt,
    attempts: details.attempts,
    last_error: details.lastError,
    created_at: new Date(ports.now()).toISOString(),
  });
  ports.log.warn('launch chat used its fallback text', {
    resumeToken: call.resume_token,
    sector: details.sector ?? call.data.business_type,
    attempts: details.attempts,
  });
}

/** launch-chat-onboarding: stage autosave, finalize or ai_failure_tracking for one resume token. */
export async function saveLaunchOnboarding(
  ports: LaunchOnboardingPorts,
  call: LaunchOnboardingCall,
  callerIp: string,
): Promise<LaunchOnboardingAnswer> {
  await enforceRateLimits(ports.rateLimiter, [
    ['launchOnboardingPerIp', callerIp],
    ['launchOnboardingPerResumeToken', call.resume_token],
  ]);
  const stored = await assertNotLocked(ports, call);
  if (call.stage === 'ai_failure_tracking') {
    await trackAiFailure(ports, call);
    return { ok: true, resume_token: call.resume_token };
  }
  const chats = await namedChats(ports, call);
  if (call.stage === 'autosave') await autosave(ports, call, chats);
  else await finalize(ports, call, chats);
  await linkQChats(ports, call, stored, chats);
  return { ok: true, resume_token: call.resume_token };
}
