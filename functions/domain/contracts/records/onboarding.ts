import * as z from 'zod';
import { isoDateTime } from '../fields.ts';
import { builtOnFirstUse } from '../built-on-first-use.ts';
import { founderLaunchFields } from './founder-launch.ts';

/** Launch-chat progress (business_onboarding) as stored (entity onboarding), keyed by the browser's resume token. */
export const onboardingSchema = builtOnFirstUse(() =>
  z.object({
    ...founderLaunchFields(),
    business_name: z.string().nullable(),
    idea: z.string().nullable(),
    /** The launch chat's saved conversation ('launch-<time>-<random>'). */
    chat_session_id: z.string().nullable(),
    business_type: z.string().nullable(),
    stage_completed: z.string().nullable(),
    last_step: z.string().nullable(),
    needs_help_with: z.array(z.string()),
    referrer_id: z.string().nullable(),
    /** Set with the payment link: the platform and setup fee (whole naira) agreed on the call. */
    agreed_plan: z.string().nullable(),
    agreed_setup_fee: z.number().nullable(),
    payment_link_sent_at: isoDateTime.nullable(),
    /** Set by the save that moved the launch chat on; null on records saved before it was kept. */
    last_step_at: isoDateTime.nullable(),
    /** When staff marked the business live (paid launches only); set once, never by a founder's save. */
    live_at: isoDateTime.nullable(),
    /**
     * The widget chats with Q this founder's browser had before or beside the launch chat (issue
     * #26), so staff see one person with all their conversations. Saves add to it; none removes one.
     */
    q_chat_session_ids: z.array(z.string()),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  }),
);
export type Onboarding = z.infer<typeof onboardingSchema>;

/** What a save may change; the token, the times and the id are the store's. */
export type OnboardingProgressFields = Omit<
  Onboarding,
  'id' | 'resume_token' | 'created_at' | 'updated_at' | 'last_step_at' | 'live_at'
>;

/** One progress save: only the fields given (not undefined, not null) change. */
export type OnboardingProgress = {
  resume_token: string;
  now?: string;
  /**
   * The save changes nothing when the stored record's stage_completed is this. Decided inside the
   * versioned write (on the item the write is conditional on), so a save that raced a finalize
   * cannot slide the record back (issue #25).
   */
  unless_stage_completed?: string;
} & {
  [K in keyof OnboardingProgressFields]?: OnboardingProgressFields[K] | undefined;
};

/**
 * What only the product reads: staff see the rest of the record on the onboarding card
 * (contracts/admin.ts omits these), so a new field reaches the dashboard unless it is named here.
 */
export const ONBOARDING_INTERNAL_FIELDS = {
  chat_session_id: true,
  referrer_id: true,
  agreed_plan: true,
  agreed_setup_fee: true,
  payment_link_sent_at: true,
  last_step_at: true,
  live_at: true,
  q_chat_session_ids: true,
} as const;
