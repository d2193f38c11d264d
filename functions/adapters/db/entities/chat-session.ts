import { Entity, type EntityItem } from 'electrodb';
import {
  CHAT_CHANNELS,
  CHAT_SESSION_STATUSES,
  DELIVERY_STATUSES,
  STORED_CHAT_ROLES,
} from '../../../domain/chat-session.ts';
import type { ChatSession } from '../../../domain/contracts/records/chat-session.ts';
import { recordOf } from '../record-of.ts';

export const chatSessionEntity = new Entity({
  model: { entity: 'chat_session', version: '1', service: 'quarter' },
  attributes: {
    session_id: { type: 'string', required: true, readOnly: true },
    status: { type: CHAT_SESSION_STATUSES, required: true },
    customer_name: { type: 'string' },
    customer_email: { type: 'string' },
    customer_phone: { type: 'string' },
    business_type: { type: 'string' },
    identified_needs: { type: 'list', items: { type: 'string' } },
    conversation_data: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          role: { type: STORED_CHAT_ROLES, required: true },
          content: { type: 'string', required: true },
          timestamp: { type: 'string', required: true },
          staff_email: { type: 'string' },
          wamid: { type: 'string' },
          delivery_status: { type: DELIVERY_STATUSES },
        },
      },
    },
    created_at: { type: 'string', required: true, readOnly: true },
    last_activity_at: { type: 'string', required: true },
    /** The launch of the person this chat belongs to, once known (issue #26). */
    resume_token: { type: 'string' },
    /** Issue #30 (WhatsApp): absent on older items, which read as `web` / not opted out. */
    channel: { type: CHAT_CHANNELS },
    whatsapp_wa_id: { type: 'string' },
    whatsapp_profile_name: { type: 'string' },
    taken_over_by: { type: 'string' },
    last_inbound_at: { type: 'string' },
    opted_out: { type: 'boolean' },
    /** Lowercased name, email, business type and needs: the admin search matches inside it. */
    search_text: { type: 'string', required: true },
    /** Optimistic lock: every save is conditional on the version it read. */
    version: { type: 'number', required: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['session_id'], template: 'chat#${session_id}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'session', casing: 'none' },
    },
    byActivity: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [], template: 'chats', casing: 'none' },
      sk: {
        field: 'gsi1sk',
        composite: ['last_activity_at'],
        template: '${last_activity_at}',
        casing: 'none',
      },
    },
    byStatus: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['status'], template: 'chats#${status}', casing: 'none' },
      sk: {
        field: 'gsi2sk',
        composite: ['last_activity_at'],
        template: '${last_activity_at}',
        casing: 'none',
      },
    },
  },
});

export type ChatSessionItem = EntityItem<typeof chatSessionEntity>;

/** Kept for storage only: the admin search's lowercased text and the optimistic lock's version. */
export const CHAT_SESSION_STORAGE_ONLY = ['search_text', 'version'] as const;

export function toChatSession(item: ChatSessionItem): ChatSession {
  const record = recordOf<Omit<ChatSession, 'id'>>(chatSessionEntity, CHAT_SESSION_STORAGE_ONLY, item);
  return {
    id: item.session_id,
    ...record,
    // Items from before issue #30 have neither: a web chat, never opted out.
    channel: record.channel ?? 'web',
    opted_out: record.opted_out ?? false,
  };
}

/** The issue #30 fields of a web chat. */
export const NOT_WHATSAPP = {
  channel: 'web',
  whatsapp_wa_id: null,
  whatsapp_profile_name: null,
  taken_over_by: null,
  last_inbound_at: null,
  opted_out: false,
} as const satisfies Partial<ChatSession>;
