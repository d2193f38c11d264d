import type { ChatSession } from '../../domain/contracts/records/chat-session.ts';
import type { SaveChatSessionRequest } from '../../domain/contracts/chat.ts';
import { visitorContact } from '../../domain/visitor-contact.ts';
import type { RateLimiter } from './ports.ts';
import { enforceRateLimits } from '../shared/rate-limits.ts';
import { AppError } from '../../domain/app-error.ts';
import { isWhatsappSessionId } from '../../domain/whatsapp/words.ts';

/**
 * What the data layer stores; it merges messages with what is already there, so no save loses one.
 * An absent status keeps the stored one (a new session starts active).
 */
export type ChatSessionRecord = Pick<
  ChatSession,
  | 'session_id'
  | 'conversation_data'
  | 'customer_name'
  | 'customer_email'
  | 'customer_phone'
  | 'business_type'
  | 'identified_needs'
> &
  Partial<Pick<ChatSession, 'status' | 'resume_token'>>;

/** `full`: nothing was stored, the merged session would pass its caps (the sentence says which). */
export type ChatSessionStore = (
  record: ChatSessionRecord,
) => Promise<{ readonly full: string } | { readonly created: boolean }>;

export interface SaveChatSessionPorts {
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
  deps: SaveChatSessionPorts,
  request: SaveChatSessionRequest,
  clientIp: string,
): Promise<{ ok: true; sessionId: string }> {
  await enforceRateLimits(deps.limiter, [['chatSavePerIp', clientIp]]);
  // A WhatsApp conversation's id is known to anyone who knows the number: a browser never writes into one (issue #30).
  if (isWhatsappSessionId(request.sessionId))
    throw AppError.forbidden('This conversation is not a web chat.');
  // Read from what the visitor wrote as well, so a contact left in the chat (Q asks for one) reaches
  // staff whatever the browser sent; what the browser sent wins.
  const said = visitorContact(
    request.messages.filter((message) => message.role === 'user').map((message) => message.content),
  );
  const saved = await deps.store({
    session_id: request.sessionId,
    // One spelling per instant (UTC), so the stored history sorts by its text.
    conversation_data: request.messages.map(({ role, content, timestamp }) => ({
      role,
      content,
      timestamp: new Date(timestamp).toISOString(),
    })),
    customer_name: request.customerName ?? said.name,
    customer_email: request.customerEmail ?? said.email,
    customer_phone: request.customerPhone ?? said.phone,
    business_type: request.businessType,
    identified_needs: request.identifiedNeeds,
    ...(request.status === 'completed' ? { status: 'completed' as const } : {}),
    ...(request.resumeToken ? { resume_token: request.resumeToken } : {}),
  });
  if ('full' in saved) throw AppError.tooLarge(saved.full);
  return { ok: true, sessionId: request.sessionId };
}
