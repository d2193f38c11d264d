import type { ChatSessionChanges } from './chat-session-merge.ts';
import { mergeChatSession } from './chat-session-merge.ts';
import { isConditionFailure, jitter } from './conditions.ts';
import { toChatSession, type ChatSessionItem } from './entities/chat-session.ts';
import { storedChatLimitViolation, type ChatSessionStatus } from '../../domain/chat-session.ts';
import type { ChatSession } from '../../domain/contracts/records/chat-session.ts';
import { AppError } from '../../domain/app-error.ts';
import { writeContention } from './errors.ts';
import { lagosDate } from '../../domain/lagos-date.ts';
import { withoutNulls } from './optional.ts';
import { queryPage, type Page, type PageRequest } from './page.ts';
import { searchTerm, searchText } from './search-text.ts';
import { db } from './service.ts';

export interface SaveChatSessionInput extends ChatSessionChanges {
  /** Defaults to the current time; tests pass it to control ordering. */
  now?: string;
}

export interface SavedChatSession {
  session: ChatSession;
  /** True when this save created the session (and counted it for its Lagos day). */
  created: boolean;
}

export interface ListChatSessionsRequest extends PageRequest {
  status?: ChatSessionStatus;
  q?: string | null;
}

/** Enough for dozens of simultaneous writers to one session; each round lets one of them through. */
const MAX_WRITE_ATTEMPTS = 30;

async function readItem(sessionId: string): Promise<ChatSessionItem | undefined> {
  const { data } = await db().entities.chatSession.get({ session_id: sessionId }).go({ consistent: true });
  return data ?? undefined;
}

function toItem(session: ChatSession, version: number): ChatSessionItem {
  const { id: _id, ...stored } = withoutNulls(session);
  return {
    ...stored,
    // A line's absent WhatsApp fields are left out, not stored as nulls.
    conversation_data: session.conversation_data.map((message) => withoutNulls(message)),
    search_text: searchText(
      session.customer_name,
      session.customer_email,
      session.business_type,
      session.identified_needs,
      // Staff find a WhatsApp conversation by the number's digits (issue #30).
      session.customer_phone,
      session.whatsapp_wa_id,
    ),
    version,
  };
}

/** Writes `session` if the stored item is still at `stored.version` (or still absent). False when someone else won. */
async function writeIfUnchanged(stored: ChatSessionItem | undefined, session: ChatSession): Promise<boolean> {
  const item = toItem(session, (stored?.version ?? 0) + 1);
  if (stored) {
    try {
      await db()
        .entities.chatSession.put(item)
        .where((attribute, op) => op.eq(attribute.version, stored.version))
        .go({ response: 'none' });
      return true;
    } catch (error: unknown) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
  // A first save also counts the session for its Lagos day, in the same transaction, so the
  // "Today" figure can neither miss a session nor count one twice.
  const outcome = await db()
    .transaction.write(({ chatSession, chatDayCounter }) => [
      chatSession
        .put(item)
        .where((attribute, op) => op.notExists(attribute.session_id))
        .commit(),
      chatDayCounter
        .update({ lagos_date: lagosDate(session.created_at) })
        .add({ sessions_created: 1 })
        .commit(),
    ])
    .go();
  return !outcome.canceled;
}

/**
 * Upserts a chat session without losing messages: read, merge (union of messages), write only if
 * nobody wrote in between, otherwise read again and merge again.
 */
export async function saveChatSession(input: SaveChatSessionInput): Promise<SavedChatSession> {
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt += 1) {
    const stored = await readItem(input.session_id);
    const now = input.now ?? new Date().toISOString();
    const session = mergeChatSession(stored ? toChatSession(stored) : undefined, input, now);
    const full = storedChatLimitViolation(session.conversation_data);
    // 413 with a sentence the visitor can act on; nothing was stored.
    if (full) throw AppError.tooLarge(full);
    if (await writeIfUnchanged(stored, session)) return { session, created: !stored };
    await jitter(attempt);
  }
  throw writeContention('this chat session');
}

/**
 * Reads a session, lets `change` decide its next state from the current one (undefined: leave it
 * as it is) and writes it under the same optimistic lock as every save, again from a fresh read
 * when someone wrote in between. What WhatsApp's worker and staff takeover write through (issue #30).
 */
export async function changeChatSession<T>(
  sessionId: string,
  change: (current: ChatSession | undefined) => { session: ChatSession; outcome: T } | { outcome: T },
): Promise<T> {
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt += 1) {
    const stored = await readItem(sessionId);
    const decided = change(stored ? toChatSession(stored) : undefined);
    if (!('session' in decided)) return decided.outcome;
    if (await writeIfUnchanged(stored, decided.session)) return decided.outcome;
    await jitter(attempt);
  }
  throw writeContention('this chat session');
}

export async function getChatSession(sessionId: string): Promise<ChatSession | undefined> {
  const stored = await readItem(sessionId);
  return stored ? toChatSession(stored) : undefined;
}

/** Sets the status an admin chose; undefined when there is no such session (a 404). */
export async function updateChatSessionStatus(
  sessionId: string,
  status: ChatSessionStatus,
): Promise<ChatSession | undefined> {
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt += 1) {
    const stored = await readItem(sessionId);
    if (!stored) return undefined;
    const session: ChatSession = { ...toChatSession(stored), status };
    if (await writeIfUnchanged(stored, session)) return session;
    await jitter(attempt);
  }
  throw writeContention('this chat session');
}

/**
 * Newest activity first. With `status`, the status index; otherwise the all-sessions index.
 * `q` filters inside the Query and the page keeps filling across DynamoDB pages, so a match far
 * down the list is still found.
 */
export async function listChatSessions(request: ListChatSessionsRequest = {}): Promise<Page<ChatSession>> {
  const term = searchTerm(request.q);
  const { chatSession } = db().entities;
  const map = (raw: Record<string, unknown>) => toChatSession(raw as ChatSessionItem);
  if (request.status) {
    const status = request.status;
    return queryPage(
      request,
      {
        keyFields: ['pk', 'sk', 'gsi2pk', 'gsi2sk'],
        partition: { field: 'gsi2pk', value: `chats#${status}` },
      },
      ({ cursor, count }) =>
        chatSession.query
          .byStatus({ status })
          .where((attribute, op) => (term ? op.contains(attribute.search_text, term) : ''))
          .go({ cursor, count, order: 'desc', data: 'includeKeys' }),
      map,
    );
  }
  return queryPage(
    request,
    { keyFields: ['pk', 'sk', 'gsi1pk', 'gsi1sk'], partition: { field: 'gsi1pk', value: 'chats' } },
    ({ cursor, count }) =>
      chatSession.query
        .byActivity({})
        .where((attribute, op) => (term ? op.contains(attribute.search_text, term) : ''))
        .go({ cursor, count, order: 'desc', data: 'includeKeys' }),
    map,
  );
}

/** Sessions first created on this Africa/Lagos calendar day (YYYY-MM-DD). */
export async function countChatSessionsCreatedOn(date: string): Promise<number> {
  const { data } = await db().entities.chatDayCounter.get({ lagos_date: date }).go({ consistent: true });
  return data?.sessions_created ?? 0;
}
