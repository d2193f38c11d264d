import * as z from 'zod';
import { CHAT_ROLES, CHAT_SESSION_STATUSES } from '../../chat-session.ts';
import { isoDateTime } from '../fields.ts';

export const storedChatMessageSchema = z.object({
  role: z.enum(CHAT_ROLES),
  content: z.string(),
  timestamp: isoDateTime,
});
export type StoredChatMessage = z.infer<typeof storedChatMessageSchema>;

/** A chat session as stored (entity chat_session) in the spec's field names. */
export const chatSessionSchema = z.object({
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
   * The launch (its resume token) of the person this chat belongs to, once known (issue #26): sent
   * by the launch chat and by a widget in a browser that has one, or linked when the launch chat
   * starts after a widget chat. Set once, never replaced.
   */
  resume_token: z.string().nullable(),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;
