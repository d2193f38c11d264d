import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import type {
  ChatSessionChangedMessage,
  LiveRefreshMessage,
  RecordChangedMessage,
  RecordKind,
} from './messages.ts';

/**
 * Chat session items are keyed pk `chat#${session_id}`, sk `session` (adapters/db/entities/
 * chat-session.ts). Both parts are checked: other items share the `chat` stem (`chat-day#...`).
 */
const CHAT_SESSION_PK_PREFIX = 'chat#';
const CHAT_SESSION_SK = 'session';

const EVENT_NAMES = new Set<string>(['INSERT', 'MODIFY', 'REMOVE']);
type EventName = ChatSessionChangedMessage['eventName'];

const eventNameOf = (record: DynamoDBRecord): EventName | undefined =>
  record.eventName && EVENT_NAMES.has(record.eventName) ? (record.eventName as EventName) : undefined;

/** The live-refresh message for a stream record of a chat session; undefined for any other item. */
export function chatSessionChange(record: DynamoDBRecord): ChatSessionChangedMessage | undefined {
  const pk = record.dynamodb?.Keys?.pk?.S;
  const sk = record.dynamodb?.Keys?.sk?.S;
  const eventName = eventNameOf(record);
  if (!pk?.startsWith(CHAT_SESSION_PK_PREFIX) || sk !== CHAT_SESSION_SK) return undefined;
  if (!eventName) return undefined;
  const id = pk.slice(CHAT_SESSION_PK_PREFIX.length);
  if (id === '') return undefined;
  return { type: 'chat_session_changed', id, eventName };
}

/**
 * The items of a journey keyed by its resume token (adapters/db/entities and key templates):
 * pk prefix, which sort keys count, and the kind the dashboard hears.
 */
const TOKEN_KEYED: readonly { prefix: string; sk: (sk: string) => boolean; kind: RecordKind }[] = [
  { prefix: 'onboarding#', sk: (sk) => sk === 'onboarding', kind: 'onboarding' },
  // AI failure reports show on the onboarding card (pk ai_failure#{token}, sk {created_at}#{id}).
  { prefix: 'ai_failure#', sk: (sk) => sk !== '', kind: 'onboarding' },
  { prefix: 'launch#', sk: (sk) => sk === 'request', kind: 'launch_request' },
  { prefix: 'setup-call#', sk: (sk) => sk === 'setup-call', kind: 'setup_call' },
  // The prospect's care record (sk prospect) and its notes (sk note#{created_at}#{id}).
  { prefix: 'prospect#', sk: (sk) => sk === 'prospect' || sk.startsWith('note#'), kind: 'prospect' },
];

const REFERRER_PK_PREFIX = 'referrer#';
const REFERRER_PAYOUT_SK = /^(payout#|payout_account$|activity#)/;

const PAYMENT_PK_PREFIX = 'payment#';
const PAYMENT_SK = 'payment';

/** Resume tokens are UUIDs; anything else in that place is not a journey the dashboard knows. */
const TOKEN_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const stringOf = (image: Record<string, AttributeValue> | undefined, name: string) => image?.[name]?.S;

/**
 * The record_changed message for a stream record of a journey's item (onboarding record, AI
 * failure report, launch request, setup call, prospect care or note, payment); undefined for any
 * other item. A payment is keyed by its provider reference, so its token is read from the image
 * (the new one, or the old one when it was removed). Nothing else of the item is copied.
 */
export function recordChange(record: DynamoDBRecord): RecordChangedMessage | undefined {
  const pk = record.dynamodb?.Keys?.pk?.S;
  const sk = record.dynamodb?.Keys?.sk?.S;
  const eventName = eventNameOf(record);
  if (pk === undefined || sk === undefined || !eventName) return undefined;

  if (pk.startsWith(PAYMENT_PK_PREFIX) && sk === PAYMENT_SK) {
    const token =
      stringOf(record.dynamodb?.NewImage, 'resume_token') ??
      stringOf(record.dynamodb?.OldImage, 'resume_token');
    if (!token || !TOKEN_PATTERN.test(token)) return undefined;
    return { type: 'record_changed', kind: 'payment', token, eventName };
  }

  // A partner's payouts, payout account and commissions (issue #29): the Payouts tab's rows.
  if (pk.startsWith(REFERRER_PK_PREFIX) && REFERRER_PAYOUT_SK.test(sk)) {
    const referrerId = pk.slice(REFERRER_PK_PREFIX.length);
    if (!TOKEN_PATTERN.test(referrerId)) return undefined;
    return { type: 'record_changed', kind: 'payout', token: referrerId, eventName };
  }

  for (const keyed of TOKEN_KEYED) {
    if (!pk.startsWith(keyed.prefix) || !keyed.sk(sk)) continue;
    const token = pk.slice(keyed.prefix.length);
    if (!TOKEN_PATTERN.test(token)) return undefined;
    return { type: 'record_changed', kind: keyed.kind, token, eventName };
  }
  return undefined;
}

/** Whatever the dashboard should hear about this stream record, if anything. */
export function liveRefreshMessage(record: DynamoDBRecord): LiveRefreshMessage | undefined {
  return chatSessionChange(record) ?? recordChange(record);
}
