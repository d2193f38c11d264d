import * as z from 'zod';
import {
  CHAT_CHANNELS,
  CHAT_SESSION_STATUSES,
  DELIVERY_STATUSES,
  STORED_CHAT_ROLES,
} from '../../chat-session.ts';
import { isoDateTime } from '../fields.ts';
import { builtOnFirstUse } from '../built-on-first-use.ts';

export const storedChatMessageSchema = builtOnFirstUse(() =>
  z.object({
    role: z.enum(STORED_CHAT_ROLES),
    content: z.string(),
    timestamp: isoDateTime,
    /** Who wrote a `staff` line (issue #30). */
    staff_email: z.string().nullish(),
    /** A WhatsApp message's id (wamid): what a retried delivery and a status are matched by. */
    wamid: z.string().nullish(),
    /** What WhatsApp last reported of a message the product sent. */
    delivery_status: z.enum(DELIVERY_STATUSES).nullish(),
  }),
);
export type StoredChatMessage = z.infer<typeof storedChatMessageSchema>;

/** A chat session as stored (entity chat_session) in the spec's field names. */
export const chatSessionSchema = builtOnFirstUse(() =>
  z.object({
    /** The session id again, as the admin list keys it. */
    id: z.string(),
    session_id: z.string(),
    status: z.enum(CHAT_SESSION_STATUSES),
    customer_name: z.string().nullable(),
    customer_email: z.string().nullable(),
    customer_phone: z.string().nullable(),
    business_type: z.string().nullable(),
    identified_needs: z.array(z.string()),
    conversation_data: z.array(storedChatMessageSchema),
    created_at: isoDateTime,
    last_activity_at: isoDateTime,
    /**
     * Records from before it read as null. The launch (its resume token) of the person this chat belongs to, once known (issue #26): sent
     * by the launch chat and by a widget in a browser that has one, or linked when the launch chat
     * starts after a widget chat. Set once, never replaced.
     */
    resume_token: z.string().nullable().default(null),
    /** Issue #30: where the conversation happens; records from before it read as `web`. */
    channel: z
      .enum(CHAT_CHANNELS)
      .nullish()
      .transform((value) => value ?? 'web'),
    whatsapp_wa_id: z.string().nullable().default(null),
    whatsapp_profile_name: z.string().nullable().default(null),
    /** The staff e-mail while staff hold the conversation; Q is silent on it meanwhile. */
    taken_over_by: z.string().nullable().default(null),
    /** When the founder last wrote (Meta's timestamp): WhatsApp's 24-hour window counts from it. */
    last_inbound_at: isoDateTime.nullable().default(null),
    /** The founder wrote STOP: nothing goes to the number until START. */
    opted_out: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
  }),
);
export type ChatSession = z.infer<typeof chatSessionSchema>;
