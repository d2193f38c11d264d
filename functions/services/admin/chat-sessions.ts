import type { AdminSettableStatus } from '../../domain/chat-session.ts';
import type { ChatSessionListQuery, ChatSessionRecord, Page } from '../../domain/contracts/admin.ts';
import { AppError } from '../../domain/app-error.ts';
import type { AdminPorts } from './ports.ts';

/** A list row: everything but the transcript (read on demand so lists stay light), and its first question. */
export type ChatSessionListItem = Omit<ChatSessionRecord, 'conversation_data'> & {
  first_question: string | null;
};

export const FIRST_QUESTION_CHARS = 120;

function firstQuestion(session: ChatSessionRecord): string | null {
  const said = session.conversation_data.find((line) => line.role === 'user')?.content;
  if (!said) return null;
  const flat = said.replace(/\s+/g, ' ').trim();
  return flat.length > FIRST_QUESTION_CHARS ? `${flat.slice(0, FIRST_QUESTION_CHARS - 1)}…` : flat;
}

/** GET /api/admin/chat-sessions: one page plus the Today figure, which does not depend on the page. */
export interface ChatSessionListAnswer extends Page<ChatSessionListItem> {
  /** Sessions created on the current calendar date in Africa/Lagos. */
  today: number;
}

function toListItem(session: ChatSessionRecord): ChatSessionListItem {
  return {
    id: session.id,
    session_id: session.session_id,
    status: session.status,
    customer_name: session.customer_name,
    customer_email: session.customer_email,
    customer_phone: session.customer_phone,
    business_type: session.business_type,
    identified_needs: [...session.identified_needs],
    created_at: session.created_at,
    last_activity_at: session.last_activity_at,
    channel: session.channel,
    whatsapp_wa_id: session.whatsapp_wa_id,
    whatsapp_profile_name: session.whatsapp_profile_name,
    taken_over_by: session.taken_over_by,
    last_inbound_at: session.last_inbound_at,
    opted_out: session.opted_out,
    first_question: firstQuestion(session),
  };
}

/** Newest activity first, optionally one status, searched by name, email, business type and needs. */
export async function listChatSessions(
  ports: AdminPorts,
  query: ChatSessionListQuery,
): Promise<ChatSessionListAnswer> {
  const [page, today] = await Promise.all([
    ports.store.listChatSessions({
      q: query.q,
      status: query.status,
      cursor: query.cursor,
      limit: query.limit,
    }),
    ports.store.countChatSessionsCreatedOn(ports.lagosToday()),
  ]);
  return { items: page.items.map(toListItem), nextCursor: page.cursor, today };
}

/** No chat session has this id (also what an id no session could have gets). */
export const chatSessionNotFound = () => AppError.notFound('No chat session has this id.');

/** One session with its transcript. */
export async function readChatSession(ports: AdminPorts, id: string): Promise<ChatSessionRecord> {
  const session = await ports.store.getChatSession(id);
  if (!session) throw chatSessionNotFound();
  return session;
}

/** An admin may set follow_up or closed at any time, whatever the current status. */
export async function setChatSessionStatus(
  ports: AdminPorts,
  id: string,
  status: AdminSettableStatus,
): Promise<ChatSessionRecord> {
  const session = await ports.store.updateChatSessionStatus(id, status);
  if (!session) throw chatSessionNotFound();
  return session;
}
