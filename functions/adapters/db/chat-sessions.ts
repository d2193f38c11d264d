import type { ChatSessionChanges } from './chat-session-merge.ts';
import { mergeChatSession } from './chat-session-merge.ts';
import { isConditionFailure, jitter } from './conditions.ts';
import {
  chatDayCounterLayout,
  chatSessionLayout as layout,
  chatSessionOf as toChatSession,
  type StoredChatSession,
} from './layouts/chat-session.ts';
import { storedChatLimitViolation, type ChatSessionStatus } from '../../domain/chat-session.ts';
import type { ChatSession } from '../../domain/contracts/records/chat-session.ts';
import { writeContention } from './errors.ts';
import { lagosDate } from '../../domain/lagos-date.ts';
import { withoutNulls } from './optional.ts';
import type { Page } from './page.ts';
import { searchText } from './search-text.ts';
import { listNewestFirst, type StaffListRequest } from './staff-list.ts';
import { getItem, isStoredAs, putItem, storedItem, transactWrite } from './stored-item.ts';

export interface SaveChatSessionInput extends ChatSessionChanges {
  /** Defaults to the current time; tests pass it to control ordering. */
  now?: string;
}

export interface SavedChatSession {
  session: ChatSession;
  /** True when this save created the session (and counted it for its Lagos day). */
  created: boolean;
}

/** Nothing was stored: the merged session would pass its caps; `full` is the sentence that says which. */
export interface FullChatSession {
  full: string;
}

export interface ListChatSessionsRequest extends StaffListRequest {
  status?: ChatSessionStatus;
}

/** Enough for dozens of simultaneous writers to one session; each round lets one of them through. */
const MAX_WRITE_ATTEMPTS = 30;

async function readItem(sessionId: string): Promise<StoredChatSession | undefined> {
  const item = await getItem(layout.key({ session_id: sessionId }), true);
  return isStoredAs(layout, item) ? (item as StoredChatSession) : undefined;
}

function toItem(session: ChatSession, version: number): StoredChatSession {
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
async function writeIfUnchanged(
  stored: StoredChatSession | undefined,
  session: ChatSession,
): Promise<boolean> {
  const item = storedItem(layout, toItem(session, (stored?.version ?? 0) + 1));
  if (stored) {
    try {
      await putItem(item, {
        expression: '#version = :version',
        names: { '#version': 'version' },
        values: { ':version': stored.version },
      });
      return true;
    } catch (error: unknown) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
  // A first save also counts the session for its Lagos day, in the same transaction, so the
  // "Today" figure can neither miss a session nor count one twice.
  const counterKey = { lagos_date: lagosDate(session.created_at) };
  const outcome = await transactWrite([
    {
      put: item,
      condition: { expression: 'attribute_not_exists(#session_id)', names: { '#session_id': 'session_id' } },
    },
    {
      update: chatDayCounterLayout.key(counterKey),
      expression: 'SET #lagos_date = :date, #e = :e, #v = :v ADD #sessions_created :one',
      names: {
        '#lagos_date': 'lagos_date',
        '#e': '__edb_e__',
        '#v': '__edb_v__',
        '#sessions_created': 'sessions_created',
      },
      values: {
        ':date': counterKey.lagos_date,
        ':e': chatDayCounterLayout.entity,
        ':v': chatDayCounterLayout.version,
        ':one': 1,
      },
    },
  ]);
  // Cancelled (the session appeared meanwhile, or a conflicting write): read and merge again.
  return !outcome.canceled;
}

/**
 * Upserts a chat session without losing messages: read, merge (union of messages), write only if
 * nobody wrote in between, otherwise read again and merge again.
 */
export async function saveChatSession(
  input: SaveChatSessionInput,
): Promise<SavedChatSession | FullChatSession> {
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt += 1) {
    const stored = await readItem(input.session_id);
    const now = input.now ?? new Date().toISOString();
    const session = mergeChatSession(stored ? toChatSession(stored) : undefined, input, now);
    const full = storedChatLimitViolation(session.conversation_data);
    // Reported, not refused: the service answers it (413 with a sentence the visitor can act on).
    if (full) return { full };
    if (await writeIfUnchanged(stored, session)) return { session, created: !stored };
    await jitter(attempt);
  }
  throw writeContention('this chat session');
}

/**
 * Links a saved chat to the launch of the person it belongs to (issue #26), once: a chat already
 * linked, or not saved (yet), is left as it is. Versioned like every save, so no message is lost.
 * True when this call linked it.
 */
export async function linkChatSessionToLaunch(sessionId: string, resumeToken: string): Promise<boolean> {
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt += 1) {
    const stored = await readItem(sessionId);
    if (!stored || stored.resume_token) return false;
    if (await writeIfUnchanged(stored, { ...toChatSession(stored), resume_token: resumeToken })) return true;
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

/** Newest activity first. With `status`, the status index; otherwise the all-sessions index. */
export async function listChatSessions(request: ListChatSessionsRequest = {}): Promise<Page<ChatSession>> {
  const source = request.status
    ? ({ index: 'gsi2', partition: `chats#${request.status}`, layout } as const)
    : ({ index: 'gsi1', partition: 'chats', layout } as const);
  return listNewestFirst(request, source, (raw) => toChatSession(raw));
}

/** Sessions first created on this Africa/Lagos calendar day (YYYY-MM-DD). */
export async function countChatSessionsCreatedOn(date: string): Promise<number> {
  const item = await getItem(chatDayCounterLayout.key({ lagos_date: date }), true);
  return isStoredAs(chatDayCounterLayout, item) ? ((item.sessions_created as number | undefined) ?? 0) : 0;
}
