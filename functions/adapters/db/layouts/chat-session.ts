import type { ChatSession } from '../../../domain/contracts/records/chat-session.ts';
import { recordOf } from '../record-of.ts';
import { attributes, type StoredLayout } from '../stored-item.ts';

/** A stored session: the record without its derived id, plus the search text and the lock's version. */
export type StoredChatSession = Omit<ChatSession, 'id'> & { search_text: string; version: number };

/** As entities/chat-session.ts stores it: by id, by activity (gsi1) and by status (gsi2). */
export const chatSessionLayout: StoredLayout<
  Pick<StoredChatSession, 'session_id' | 'status' | 'last_activity_at'>,
  'session_id'
> = {
  entity: 'chat_session',
  version: '1',
  schema: attributes(
    [
      'session_id',
      'status',
      'customer_name',
      'customer_email',
      'customer_phone',
      'business_type',
      'identified_needs',
      'conversation_data',
      'created_at',
      'last_activity_at',
      // Issue #26: the launch of the person the chat belongs to.
      'resume_token',
      // Issue #30: the WhatsApp side of a session.
      'channel',
      'whatsapp_wa_id',
      'whatsapp_profile_name',
      'taken_over_by',
      'last_inbound_at',
      'opted_out',
      'search_text',
      'version',
    ],
    ['identified_needs', 'conversation_data'],
  ),
  key: ({ session_id }) => ({ pk: `chat#${session_id}`, sk: 'session' }),
  indexKeys: ({ status, last_activity_at }) => ({
    gsi1pk: 'chats',
    gsi1sk: last_activity_at,
    gsi2pk: `chats#${status}`,
    gsi2sk: last_activity_at,
  }),
};

/** As entities/chat-day-counter.ts stores it: sessions first created on one Lagos day. */
export const chatDayCounterLayout: StoredLayout<{ lagos_date: string }> = {
  entity: 'chat_day_counter',
  version: '1',
  schema: attributes(['lagos_date', 'sessions_created']),
  key: ({ lagos_date }) => ({ pk: `chat-day#${lagos_date}`, sk: 'counter' }),
};

/** Storage-only attributes the record read back leaves out (as entities/chat-session.ts lists them). */
const STORAGE_ONLY = ['search_text', 'version'] as const;

export function chatSessionOf(item: object): ChatSession {
  const stored = item as { session_id: string };
  return {
    id: stored.session_id,
    ...recordOf<Omit<ChatSession, 'id'>>(chatSessionLayout, STORAGE_ONLY, item),
  };
}
