import * as z from 'zod';
import { FAILURE_PROMPT_MAX_CHARS } from '../field-limits.ts';
import { LAUNCH_STEPS, ONBOARDING_CALL_STAGES, PROGRESS_STAGES } from '../launch-chat-steps.ts';
import {
  cleanString,
  LIMITS,
  optionalEmail,
  optionalText,
  requiredText,
  textList,
  tooLong,
} from './fields.ts';
import {
  applicantIdSchema,
  chatSessionIdSchema,
  launchSessionIdSchema,
  qChatLinkSchema,
  resumeTokenSchema,
} from './ids.ts';
import { builtOnFirstUse } from './built-on-first-use.ts';

export const onboardingDataSchema = builtOnFirstUse(() =>
  z.object({
    /** The chosen sector's name or id. */
    business_type: optionalText(LIMITS.businessType),
    stage_completed: z.enum(PROGRESS_STAGES),
    /** A short name: the one the idea gives, or derived from it (founder-details.ts). */
    business_name: optionalText(LIMITS.businessName),
    /** The founder's idea in their own words, kept apart from the business name. */
    idea: optionalText(LIMITS.idea),
    /** The keys of the answers, i.e. the question texts that were answered. */
    needs_help_with: textList(10, 300).default([]),
  }),
);

/** Sent with ai_failure_tracking when the AI failed after all attempts. */
export const aiFailureDetailsSchema = builtOnFirstUse(() =>
  z.object({
    prompt: cleanString().max(FAILURE_PROMPT_MAX_CHARS, tooLong(FAILURE_PROMPT_MAX_CHARS)),
    sector: optionalText(LIMITS.businessType),
    attempts: z.number().int().min(0).max(10),
    lastError: requiredText(LIMITS.errorText),
  }),
);
export type AiFailureDetails = z.infer<typeof aiFailureDetailsSchema>;

/** POST /api/launch/onboarding (launch-chat-onboarding): snake_case, as the spec names it. */
export const launchOnboardingRequestSchema = builtOnFirstUse(() =>
  z
    .object({
      stage: z.enum(ONBOARDING_CALL_STAGES),
      resume_token: resumeTokenSchema,
      last_step: z.enum(LAUNCH_STEPS),
      data: onboardingDataSchema,
      error_details: aiFailureDetailsSchema.optional(),
      /** Applicant id from a ?ref= visit within the attribution window. */
      referrer_id: applicantIdSchema.optional(),
      /** The founder's email, when known, so a referral activity can name the referred email. */
      email: optionalEmail,
      /** The name the founder introduced themself by, when they did. */
      name: optionalText(LIMITS.name),
      /**
       * The launch chat's own session id ('launch-<time>-<random>'), under which it saves the
       * conversation: recorded so the staff summary after payment finds the founder's idea.
       */
      chat_session_id: launchSessionIdSchema.optional(),
      /**
       * The widget chat with Q this browser holds ('chat-<time>-<random>'), so staff see it under the
       * same person as this launch (issue #26).
       */
      q_chat_session_id: chatSessionIdSchema.optional(),
      /**
       * The token of the link Q sent outside the site that opened this launch ('qlink_...', the
       * WhatsApp /launch link's `chat` parameter): joins that conversation to this launch (issue #30).
       */
      q_chat_link: qChatLinkSchema.optional(),
    })
    .refine((body) => body.stage !== 'ai_failure_tracking' || body.error_details !== undefined, {
      path: ['error_details'],
      message: 'is required for ai_failure_tracking',
    }),
);
export type LaunchOnboardingInput = z.input<typeof launchOnboardingRequestSchema>;
export type LaunchOnboardingRequest = z.output<typeof launchOnboardingRequestSchema>;

export const launchOnboardingAnswerSchema = builtOnFirstUse(() =>
  z.object({ ok: z.literal(true), resume_token: z.string() }),
);
export type LaunchOnboardingAnswer = z.infer<typeof launchOnboardingAnswerSchema>;

/**
 * GET /api/launch/onboarding/{token}/setup-call (issue #26): the booked call as the scheduling
 * provider confirmed it, for the founder's recap; only its state and time, nothing about the person.
 */
export const launchSetupCallAnswerSchema = builtOnFirstUse(() =>
  z.object({
    setup_call: z.object({ status: z.enum(['booked', 'canceled']), start_time: z.string() }).nullable(),
  }),
);
export type LaunchSetupCallAnswer = z.infer<typeof launchSetupCallAnswerSchema>;

/**
 * GET /api/launch/onboarding/{token} (issue #28): whether the chat a browser kept may go on, as
 * /launch opens it again. `closed` is null while it may, or why not in the founder's words (a paid
 * launch: functions/domain/launch-chat-refusals.ts), the sentence a save of it would be refused with.
 */
export interface LaunchChatOpenAnswer {
  readonly resume_token: string;
  readonly closed: string | null;
}
