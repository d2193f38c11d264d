import * as z from 'zod';
import { CHAT_CHANNELS } from '../chat-session.ts';
import { emailSchema, isoDateTime, requiredText } from './fields.ts';
import { builtOnFirstUse } from './built-on-first-use.ts';

/**
 * A prospect is one founder's launch journey: every record that shares a resume token (launch
 * chat, its chat session and AI failures, payments, launch request, referral), plus what staff
 * keep about it (notes, an owner, the next follow-up date). Sensitive launch-request fields (BVN,
 * ID document, bank details) appear at most as "provided".
 */

export const NOTE_MAX_CHARS = 2000;
export const FOLLOW_UPS_SHOWN = 100;

/** A calendar date in Africa/Lagos, as staff pick it. */
export const lagosDateSchema = builtOnFirstUse(() =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
    .refine((value) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
    }, 'must be a real calendar date'),
);

/** POST /api/admin/prospects/{token}/notes */
export const prospectNoteInputSchema = builtOnFirstUse(() =>
  z.object({ text: requiredText(NOTE_MAX_CHARS) }).strict(),
);
export type ProspectNoteInput = z.infer<typeof prospectNoteInputSchema>;

/** PATCH /api/admin/prospects/{token}: null clears; an absent field stays as it is. */
export const prospectUpdateSchema = builtOnFirstUse(() =>
  z
    .object({ owner: emailSchema.nullable().optional(), follow_up_on: lagosDateSchema.nullable().optional() })
    .strict(),
);
export type ProspectUpdate = z.infer<typeof prospectUpdateSchema>;

/** What staff keep about a prospect. */
export const prospectCareSchema = builtOnFirstUse(() =>
  z.object({
    owner: z.string().nullable(),
    follow_up_on: z.string().nullable(),
  }),
);
export type ProspectCare = z.infer<typeof prospectCareSchema>;

export const prospectSchema = builtOnFirstUse(() =>
  prospectCareSchema.extend({
    resume_token: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    business_name: z.string().nullable(),
    referral_partner: z.string().nullable(),
    /** SES reported a bounce or a complaint for the founder's e-mail: staff see "E-mail bounced". */
    email_bounced: z.boolean().default(false),
    /** The same for the referral partner (the applicant who referred this launch). */
    referral_partner_email_bounced: z.boolean().default(false),
  }),
);
export type Prospect = z.infer<typeof prospectSchema>;

const provided = builtOnFirstUse(() => z.enum(['provided', 'not provided']));
const event = <K extends string, S extends z.ZodRawShape>(kind: K, shape: S) =>
  z.object({ id: z.string(), kind: z.literal(kind), at: isoDateTime, ...shape });

/** A staff note as the timeline shows it; POST notes answers the stored note in this shape. */
export const noteEventSchema = builtOnFirstUse(() => event('note', { author: z.string(), text: z.string() }));

export const timelineEventSchema = builtOnFirstUse(() =>
  z.discriminatedUnion('kind', [
    event('launch_chat_started', { business_type: z.string().nullable() }),
    event('last_step_reached', { last_step: z.string().nullable(), stage_completed: z.string().nullable() }),
    event('ai_failure', {
      last_step: z.string(),
      sector: z.string().nullable(),
      attempts: z.number(),
      error_summary: z.string(),
    }),
    event('chat_session', {
      session_id: z.string(),
      messages: z.number(),
      first_question: z.string().nullable(),
      /** What the founder typed in the launch chat, in order, each clipped (issue #26): their answers, not Q's questions. */
      founder_answers: z.array(z.string()).default([]),
    }),
    /**
     * A conversation with Q linked to this person: in the site's chat widget (issue #26) or on
     * WhatsApp (issue #30, `channel`).
     */
    event('q_chat', {
      session_id: z.string(),
      channel: z.enum(CHAT_CHANNELS).default('web'),
      messages: z.number(),
      first_question: z.string().nullable(),
    }),
    /** The setup call as the scheduling provider confirmed it (its booking, then any cancellation). */
    event('setup_call_booked', { start_time: isoDateTime }),
    event('setup_call_canceled', { start_time: isoDateTime, reason: z.string().nullable() }),
    event('payment_link_sent', { plan: z.string(), plan_name: z.string(), amount_naira: z.number() }),
    event('payment', {
      reference: z.string(),
      status: z.enum(['initialized', 'paid', 'failed']),
      amount_naira: z.number(),
      plan: z.string(),
      plan_name: z.string(),
      duplicate_of: z.string().nullable(),
    }),
    event('launch_request_started', {}),
    event('launch_request_saved', {
      last_step: z.string().nullable(),
      submitted: z.boolean(),
      bvn: provided,
      id_document: provided,
      bank_details: provided,
    }),
    // null: nobody referred the launch, so no commission.
    event('marked_live', { commission_naira: z.number().nullable() }),
    event('referral', {
      partner_name: z.string().nullable(),
      commission_state: z.enum(['pending', 'completed']),
      commission_naira: z.number(),
      /** SES reported a bounce or a complaint for the referral partner's e-mail. */
      email_bounced: z.boolean().default(false),
    }),
    /** The referral commission's payout (issue #29): approved, then paid or failed. */
    event('payout', {
      reference: z.string(),
      status: z.enum(['approved', 'paid', 'failed']),
      amount_naira: z.number(),
      message: z.string().nullable(),
    }),
    noteEventSchema,
  ]),
);
export type TimelineEvent = z.infer<typeof timelineEventSchema>;
export type TimelineEventKind = TimelineEvent['kind'];

/** GET /api/admin/prospects/{token}/timeline: newest first. */
export const prospectTimelineSchema = builtOnFirstUse(() =>
  z.object({
    prospect: prospectSchema,
    events: z.array(timelineEventSchema),
  }),
);
export type ProspectTimeline = z.infer<typeof prospectTimelineSchema>;

/** GET /api/admin/prospects/follow-ups: due today (Lagos) or overdue, soonest first. */
export const followUpsSchema = builtOnFirstUse(() =>
  z.object({
    today: z.string(),
    items: z.array(
      prospectSchema
        .omit({ referral_partner: true, email_bounced: true, referral_partner_email_bounced: true })
        .extend({ follow_up_on: z.string() }),
    ),
  }),
);
export type FollowUps = z.infer<typeof followUpsSchema>;
export type FollowUp = FollowUps['items'][number];
