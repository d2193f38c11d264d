import type { ChatSessionStatus } from '../../domain/chat-session.ts';
import type { SaveChatSessionRequest } from '../../domain/contracts/chat.ts';
import type { RateLimiter } from './ports.ts';
import { enforceRateLimits } from '../shared/rate-limits.ts';

/** What the data layer stores; it merges messages with what is already there, so no save loses one. */
export interface ChatSessionRecord {
  readonly session_id: string;
  readonly conversation_data: readonly { role: 'user' | 'assistant'; content: string; timestamp: string }[];
  readonly customer_name: string | null;
  readonly customer_email: string | null;
  readonly customer_phone: string | null;
  readonly business_type: string | null;
  readonly identified_needs: readonly string[];
  /** Absent: keep the stored status (a new session starts active). */
  readonly status?: ChatSessionStatus;
}

export type ChatSessionStore = (record: ChatSessionRecord) => Promise<unknown>;

export interface SaveChatSessionDeps {
  readonly store: ChatSessionStore;
  readonly limiter: RateLimiter;
}

/**
 * save-chat-session. A visitor's browser may mark its own conversation completed (the launch chat
 * does at closing) but never reopens or closes it: 'active' means "no change", so a follow_up or
 * closed an admin chose survives the visitor's next save, and follow_up/closed from a browser are
 * not the browser's to set.
 */
export async function saveChatSessionFor(
  deps: SaveChatSessionDeps,
  request: SaveChatSessionRequest,
  clientIp: string,
): Promise<{ ok: true; sessionId: string }> {
  await enforceRateLimits(deps.limiter, [['chatSavePerIp', clientIp]]);
  await deps.store({
    session_id: request.sessionId,
    // One spelling per instant (UTC), so the stored history sorts by its text.
    conversation_data: request.messages.map(({ role, content, timestamp }) => ({
      role,
      content,
      timestamp: new Date(timestamp).toISOString(),
    })),
    customer_name: request.customerName,
    customer_email: request.customerEmail,
    customer_phone: request.customerPhone,
    business_type: request.businessType,
    identified_needs: request.identifiedNeeds,
    ...(request.status === 'completed' ? { status: 'completed' as const } : {}),
  });
  return { ok: true, sessionId: request.sessionId };
}
