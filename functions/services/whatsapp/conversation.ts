import { chatLimitViolation, type DeliveryStatus } from '../../domain/chat-session.ts';
import type { ChatSession, StoredChatMessage } from '../../domain/contracts/records/chat-session.ts';
import type { InboundMessage } from '../../domain/whatsapp/notification.ts';
import {
  CUSTOMER_SERVICE_WINDOW_MS,
  placeholderFor,
  whatsappSessionId,
} from '../../domain/whatsapp/words.ts';
import type { ChatTurn } from '../chat/ports.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** A new WhatsApp conversation: one chat session per number, its first stage in the funnel like any chat. */
function newWhatsappSession(waId: string, now: string): ChatSession {
  const sessionId = whatsappSessionId(waId);
  return {
    id: sessionId,
    session_id: sessionId,
    status: 'active',
    customer_name: null,
    customer_email: null,
    customer_phone: `+${waId}`,
    business_type: null,
    identified_needs: [],
    conversation_data: [],
    created_at: now,
    last_activity_at: now,
    resume_token: null,
    channel: 'whatsapp',
    whatsapp_wa_id: waId,
    whatsapp_profile_name: null,
    taken_over_by: null,
    last_inbound_at: null,
    opted_out: false,
  };
}

/** The session with the founder's message in it, stored with its wamid (what a retry is known by). */
export function withInbound(
  current: ChatSession | undefined,
  message: InboundMessage,
  nowMs: number,
): ChatSession {
  const now = iso(nowMs);
  const base = current ?? newWhatsappSession(message.waId, now);
  const sentAt = message.timestamp > 0 ? iso(message.timestamp * 1000) : now;
  const line: StoredChatMessage = {
    role: 'user',
    content: message.text ?? placeholderFor(message.type),
    timestamp: now,
    wamid: message.id,
  };
  return {
    ...base,
    channel: 'whatsapp',
    whatsapp_wa_id: message.waId,
    customer_phone: `+${message.waId}`,
    customer_name: message.profileName ?? base.customer_name,
    whatsapp_profile_name: message.profileName ?? base.whatsapp_profile_name,
    conversation_data: [...base.conversation_data, line],
    last_activity_at: base.last_activity_at > now ? base.last_activity_at : now,
    last_inbound_at: base.last_inbound_at && base.last_inbound_at > sentAt ? base.last_inbound_at : sentAt,
  };
}

export const hasInbound = (session: ChatSession | undefined, wamid: string) =>
  session?.conversation_data.some((line) => line.role === 'user' && line.wamid === wamid) ?? false;

/** WhatsApp's customer-service window: open while the founder wrote within the last 24 hours. */
export function windowOpen(session: Pick<ChatSession, 'last_inbound_at'>, nowMs: number): boolean {
  if (!session.last_inbound_at) return false;
  return nowMs - Date.parse(session.last_inbound_at) <= CUSTOMER_SERVICE_WINDOW_MS;
}

/**
 * The conversation as Q reads it: staff lines count as the product's side, and only the latest
 * turns that fit the widget's caps (a long WhatsApp thread is never refused for its length).
 */
export function turnsForQ(session: ChatSession): ChatTurn[] {
  const turns: ChatTurn[] = session.conversation_data.map((line) => ({
    role: line.role === 'user' ? 'user' : 'assistant',
    content: line.content,
  }));
  let start = 0;
  while (start < turns.length - 1 && chatLimitViolation(turns.slice(start)) !== null) start += 1;
  return turns.slice(start);
}

/** Lines the product sent, appended in order. */
export function withOutbound(
  session: ChatSession,
  lines: readonly StoredChatMessage[],
  nowMs: number,
): ChatSession {
  const now = iso(nowMs);
  return {
    ...session,
    conversation_data: [...session.conversation_data, ...lines],
    last_activity_at: session.last_activity_at > now ? session.last_activity_at : now,
  };
}

const RANK: Record<DeliveryStatus, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

/**
 * Statuses arrive in any order: a later report never takes a message back (read stays read when a
 * late `delivered` arrives) and `failed` stays what staff see.
 */
export function advancedStatus(
  current: DeliveryStatus | null | undefined,
  reported: DeliveryStatus,
): DeliveryStatus {
  if (!current) return reported;
  return RANK[reported] > RANK[current] ? reported : current;
}
