import type {
  ChatSession,
  StoredChatMessage as ChatMessage,
} from '../../domain/contracts/records/chat-session.ts';

/** One save: the messages to merge in, and any field it knows. An absent status is left as it is; a new session starts active. */
export type ChatSessionChanges = Pick<ChatSession, 'session_id' | 'conversation_data'> &
  Partial<
    Pick<
      ChatSession,
      | 'customer_name'
      | 'customer_email'
      | 'customer_phone'
      | 'business_type'
      | 'identified_needs'
      | 'status'
      | 'resume_token'
    >
  >;

const messageKey = (message: ChatMessage) =>
  JSON.stringify([message.timestamp, message.role, message.content]);

/**
 * Union of both histories: a message is the same message when its timestamp, role and content
 * match. Two tabs saving different halves of a conversation therefore both survive. The sort is
 * stable, so messages with equal timestamps keep the order they were first seen in.
 */
export function mergeMessages(
  existing: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const seen = new Set(existing.map(messageKey));
  const merged = [...existing];
  for (const message of incoming) {
    const key = messageKey(message);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push({ ...message });
  }
  return merged.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
}

/** A provided non-empty value replaces; absent or empty keeps what is stored (a later save may know less). */
const pick = (incoming: string | null | undefined, stored: string | null) =>
  incoming !== undefined && incoming !== null && incoming.trim() !== '' ? incoming : stored;

export function mergeChatSession(
  existing: ChatSession | undefined,
  changes: ChatSessionChanges,
  now: string,
): ChatSession {
  const needs = [...new Set([...(existing?.identified_needs ?? []), ...(changes.identified_needs ?? [])])];
  return {
    id: changes.session_id,
    session_id: changes.session_id,
    status: changes.status ?? existing?.status ?? 'active',
    customer_name: pick(changes.customer_name, existing?.customer_name ?? null),
    customer_email: pick(changes.customer_email, existing?.customer_email ?? null),
    customer_phone: pick(changes.customer_phone, existing?.customer_phone ?? null),
    business_type: pick(changes.business_type, existing?.business_type ?? null),
    identified_needs: needs,
    conversation_data: mergeMessages(existing?.conversation_data ?? [], changes.conversation_data),
    created_at: existing?.created_at ?? now,
    last_activity_at: existing && existing.last_activity_at > now ? existing.last_activity_at : now,
    // The person a chat belongs to is decided once: a later save naming another launch changes nothing.
    resume_token: existing?.resume_token ?? changes.resume_token ?? null,
    // A widget save never changes the WhatsApp side of a session (issue #30).
    channel: existing?.channel ?? 'web',
    whatsapp_wa_id: existing?.whatsapp_wa_id ?? null,
    whatsapp_profile_name: existing?.whatsapp_profile_name ?? null,
    taken_over_by: existing?.taken_over_by ?? null,
    last_inbound_at: existing?.last_inbound_at ?? null,
    opted_out: existing?.opted_out ?? false,
  };
}
