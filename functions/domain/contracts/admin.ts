import * as z from 'zod';
import { ADMIN_SETTABLE_STATUSES, CHAT_SESSION_STATUSES } from '../chat-session.ts';
import { isoDateTime, LIMITS, queryParam } from './fields.ts';
import { chatSessionSchema, storedChatMessageSchema } from './records/chat-session.ts';
import {
  LAUNCH_REQUEST_SHOWN_FIELDS,
  launchRequestPresenceSchema,
  launchRequestSchema,
} from './records/launch-request.ts';
import { AI_FAILURE_REPORT_SHOWN_FIELDS, aiFailureReportSchema } from './records/ai-failure-report.ts';
import { ONBOARDING_INTERNAL_FIELDS, onboardingSchema } from './records/onboarding.ts';
import { setupCallSchema } from './setup-call.ts';
import { builtOnFirstUse } from './built-on-first-use.ts';

/** GET /api/admin/is-admin */
export const isAdminAnswerSchema = builtOnFirstUse(() => z.object({ isAdmin: z.boolean() }));
export type IsAdminAnswer = z.infer<typeof isAdminAnswerSchema>;

export const ADMIN_PAGE_SIZE = { default: 25, max: 100 } as const;

/**
 * Query of every admin list: q (case-insensitive substring), status, cursor (opaque, from the
 * previous page) and limit. Empty values (?q=&status=) count as absent.
 */
export const adminListQuerySchema = <S extends z.ZodType>(status: S) =>
  z.object({
    q: queryParam(z.string().trim().max(LIMITS.search, `must be at most ${LIMITS.search} characters`)),
    status: queryParam(status),
    cursor: queryParam(z.string().max(LIMITS.cursor, 'is not a valid cursor')),
    limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE.max).default(ADMIN_PAGE_SIZE.default),
  });

export const chatSessionListQuerySchema = builtOnFirstUse(() =>
  adminListQuerySchema(z.enum(CHAT_SESSION_STATUSES)),
);
export const launchRequestListQuerySchema = builtOnFirstUse(() =>
  adminListQuerySchema(z.string().trim().max(LIMITS.shortLabel)),
);
export const onboardingListQuerySchema = builtOnFirstUse(() =>
  adminListQuerySchema(z.string().trim().max(LIMITS.shortLabel)),
);
export type ChatSessionListQuery = z.infer<typeof chatSessionListQuerySchema>;
export type AdminListQuery = z.infer<typeof launchRequestListQuerySchema>;

/** One page of an admin list; nextCursor is null on the last page. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** A chat session as stored; the dashboard reads a transcript line's timestamp when it has one. */
export const chatSessionRecordSchema = builtOnFirstUse(() =>
  chatSessionSchema.extend({
    conversation_data: z.array(storedChatMessageSchema.extend({ timestamp: isoDateTime.optional() })),
  }),
);
export type ChatSessionRecord = z.infer<typeof chatSessionRecordSchema>;

/**
 * A launch request as admins list it. BVN, ID document and bank details are sensitive: the list
 * carries only whether each is present, shown as red badges.
 */
export const launchRequestRecordSchema = builtOnFirstUse(() =>
  launchRequestSchema
    .pick({ id: true, ...LAUNCH_REQUEST_SHOWN_FIELDS, ai_summary: true, created_at: true, updated_at: true })
    .extend({ resume_token: z.string().nullable(), ...launchRequestPresenceSchema.shape }),
);
/** A launch request as GET /api/admin/launch-requests lists it: the record and its prospect's care. */
export const adminLaunchRequestSchema = builtOnFirstUse(() =>
  launchRequestRecordSchema.extend({
    care: z.lazy(() => listCareSchema).default({ owner: null, follow_up_on: null, notes: [] }),
  }),
);
export type AdminLaunchRequest = z.infer<typeof adminLaunchRequestSchema>;
export type LaunchRequestRecord = z.infer<typeof launchRequestRecordSchema>;

/**
 * What staff keep about a prospect, on its list row (issue #26): the owner, the next follow-up
 * date (Lagos) and the notes, newest first. Absent when no staff member has touched it.
 */
export const listCareSchema = builtOnFirstUse(() =>
  z.object({
    owner: z.string().nullable(),
    follow_up_on: z.string().nullable(),
    notes: z.array(z.object({ at: z.string(), author: z.string(), text: z.string() })),
  }),
);
export type ListCare = z.infer<typeof listCareSchema>;
export const NO_CARE: ListCare = { owner: null, follow_up_on: null, notes: [] };

/** An onboarding record as staff see it: every stored field but the product's internal ones. */
export const onboardingRecordSchema = builtOnFirstUse(() =>
  onboardingSchema.omit(ONBOARDING_INTERNAL_FIELDS),
);
export type OnboardingRecord = z.infer<typeof onboardingRecordSchema>;

/**
 * One time Q failed after all attempts in this launch chat and the chat showed its fixed sector
 * text. Only safe fields: error_summary is summarizeAiFailureError(last_error); no prompt, no stack.
 */
export const aiFailureReportSummarySchema = builtOnFirstUse(() =>
  aiFailureReportSchema
    .pick(AI_FAILURE_REPORT_SHOWN_FIELDS)
    .extend({ attempts: z.number().int().min(0), error_summary: z.string() }),
);
export type AiFailureReportSummary = z.infer<typeof aiFailureReportSummarySchema>;

/** count covers every live report; reports are the newest AI_FAILURES_SHOWN of them, newest first. */
export const aiFailuresSchema = builtOnFirstUse(() =>
  z.object({
    count: z.number().int().min(0),
    reports: z.array(aiFailureReportSummarySchema),
  }),
);
export type AiFailures = z.infer<typeof aiFailuresSchema>;

/**
 * An onboarding record as GET /api/admin/onboarding lists it: the record plus its AI failures, and
 * whether its launch has a paid payment (only then can it be marked live, issue #15).
 */
export const adminOnboardingRecordSchema = builtOnFirstUse(() =>
  onboardingRecordSchema.extend({
    ai_failures: aiFailuresSchema,
    paid: z.boolean(),
    /** The setup call as the scheduling provider confirmed it (issue #19); null until its webhook arrives. */
    setup_call: setupCallSchema.nullable(),
    /** SES reported a bounce or a complaint for this e-mail (issue #25): staff see "E-mail bounced". */
    email_bounced: z.boolean().default(false),
    /** When staff last sent a payment link: from then on the checkout link sells the agreed offer and can be copied (issue #26). */
    payment_link_sent_at: isoDateTime.nullable().optional(),
    /** Owner, follow-up and notes (issue #26): the dense list's columns and the CSV's. */
    care: listCareSchema.default(NO_CARE),
  }),
);
export type AdminOnboardingRecord = z.infer<typeof adminOnboardingRecordSchema>;

/** List rows leave the transcript out; GET /api/admin/chat-sessions/{id} returns it on demand. */
export const chatSessionListItemSchema = builtOnFirstUse(() =>
  chatSessionRecordSchema.omit({ conversation_data: true }).extend({
    /** The visitor's first message, clipped: what a card without a name is recognised by. */
    first_question: z.string().nullable().default(null),
  }),
);
export type ChatSessionListItem = z.infer<typeof chatSessionListItemSchema>;
/** `today` counts sessions created on the current Lagos calendar date, whatever page this is. */
export const chatSessionPageSchema = builtOnFirstUse(() =>
  pageSchema(chatSessionListItemSchema).extend({
    today: z.number().int().min(0),
  }),
);
export type ChatSessionPage = z.infer<typeof chatSessionPageSchema>;

/** What the admin socket sends: which session changed, no personal data; the dashboard refetches. */
export const liveRefreshMessageSchema = builtOnFirstUse(() =>
  z.object({
    type: z.literal('chat_session_changed'),
    id: z.string(),
    eventName: z.enum(['INSERT', 'MODIFY', 'REMOVE']),
  }),
);
export type LiveRefreshMessage = z.infer<typeof liveRefreshMessageSchema>;

/** The journey records the socket reports besides chat sessions (those keep `chat_session_changed`). */
export const LIVE_RECORD_KINDS = [
  'onboarding',
  'launch_request',
  'payment',
  'setup_call',
  'prospect',
  /** A referral partner's payout, payout account or commission (issue #29); its token is the partner's id. */
  'payout',
] as const;
export type LiveRecordKind = (typeof LIVE_RECORD_KINDS)[number];

/**
 * A record of one journey changed: its kind and resume token (a random UUID), nothing personal.
 * The dashboard refetches the list of that kind and the timeline of that token.
 */
export const recordChangedMessageSchema = builtOnFirstUse(() =>
  z.object({
    type: z.literal('record_changed'),
    kind: z.enum(LIVE_RECORD_KINDS),
    token: z.string().min(1),
    eventName: z.enum(['INSERT', 'MODIFY', 'REMOVE']),
  }),
);
export type RecordChangedMessage = z.infer<typeof recordChangedMessageSchema>;
export const launchRequestPageSchema = builtOnFirstUse(() => pageSchema(adminLaunchRequestSchema));
export const onboardingPageSchema = builtOnFirstUse(() => pageSchema(adminOnboardingRecordSchema));

/** PATCH /api/admin/chat-sessions/{id} */
export const sessionStatusPatchSchema = builtOnFirstUse(() =>
  z.object({ status: z.enum(ADMIN_SETTABLE_STATUSES) }),
);
export type SessionStatusPatch = z.infer<typeof sessionStatusPatchSchema>;
