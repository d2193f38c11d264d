import type { DynamoDBRecord } from 'aws-lambda';
import type { ChatSessionChangedMessage } from './messages.ts';

/**
 * Chat session items are keyed pk `chat#${session_id}`, sk `session` (adapters/db/entities/
 * chat-session.ts). Both parts are checked: other items share the `chat` stem (`chat-day#...`).
 */
const CHAT_SESSION_PK_PREFIX = 'chat#';
const CHAT_SESSION_SK = 'session';

const EVENT_NAMES = new Set<string>(['INSERT', 'MODIFY', 'REMOVE']);

/** The live-refresh message for a stream record of a chat session; undefined for any other item. */
export function chatSessionChange(record: DynamoDBRecord): ChatSessionChangedMessage | undefined {
  const pk = record.dynamodb?.Keys?.pk?.S;
  const sk = record.dynamodb?.Keys?.sk?.S;
  const eventName = record.eventName;
  if (!pk?.startsWith(CHAT_SESSION_PK_PREFIX) || sk !== CHAT_SESSION_SK) return undefined;
  if (!eventName || !EVENT_NAMES.has(eventName)) return undefined;
  const id = pk.slice(CHAT_SESSION_PK_PREFIX.length);
  if (id === '') return undefined;
  return { type: 'chat_session_changed', id, eventName };
}
