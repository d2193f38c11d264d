// zod's mini build: the same parsing with functions instead of methods, a fraction of the size.
// The whatsapp-worker Lambda parses nothing else with zod, so it carries no zod classic (about 60 KB):
// room for Q's adapters to load on first use within its bundle cap (issue #31).
import * as z from 'zod/mini';
import { DELIVERY_STATUSES, type DeliveryStatus } from '../chat-session.ts';
import { builtOnFirstUse } from '../contracts/built-on-first-use.ts';

/*
 * Meta's Cloud API webhook notification, as much of it as the product reads. Everything else is
 * let through untouched: Meta adds fields over time and a new one must never make us drop a message.
 */

const contactSchema = builtOnFirstUse(() =>
  z.looseObject({
    wa_id: z.string(),
    profile: z.optional(z.looseObject({ name: z.optional(z.string()) })),
  }),
);

const messageSchema = builtOnFirstUse(() =>
  z.looseObject({
    from: z.string(),
    id: z.string(),
    timestamp: z.string(),
    type: z.string(),
    text: z.optional(z.looseObject({ body: z.string() })),
  }),
);

const statusSchema = builtOnFirstUse(() =>
  z.looseObject({
    id: z.string(),
    status: z.string(),
    timestamp: z.optional(z.string()),
    recipient_id: z.optional(z.string()),
    errors: z.optional(
      z.array(z.looseObject({ code: z.optional(z.number()), title: z.optional(z.string()) })),
    ),
  }),
);

const valueSchema = builtOnFirstUse(() =>
  z.looseObject({
    messaging_product: z.optional(z.string()),
    contacts: z.optional(z.array(contactSchema)),
    messages: z.optional(z.array(messageSchema)),
    statuses: z.optional(z.array(statusSchema)),
  }),
);

export const whatsappNotificationSchema = builtOnFirstUse(() =>
  z.looseObject({
    object: z.string(),
    entry: z.array(
      z.looseObject({
        id: z.optional(z.string()),
        changes: z.array(z.looseObject({ field: z.optional(z.string()), value: valueSchema })),
      }),
    ),
  }),
);

/** A founder's message: text, or one of the kinds Q cannot read (image, voice note, location...). */
export interface InboundMessage {
  readonly kind: 'message';
  readonly waId: string;
  readonly profileName: string | null;
  /** Meta's message id (wamid): the same id delivered twice is the same message. */
  readonly id: string;
  /** Meta's timestamp, unix seconds. */
  readonly timestamp: number;
  readonly type: string;
  /** The words of a text message; null for anything else. */
  readonly text: string | null;
}

/** What WhatsApp says happened to a message the product sent. */
export interface DeliveryUpdate {
  readonly kind: 'status';
  readonly id: string;
  readonly status: DeliveryStatus;
  readonly recipientId: string | null;
  readonly timestamp: number | null;
}

export type WhatsappEvent = InboundMessage | DeliveryUpdate;

const isDeliveryStatus = (value: string): value is DeliveryStatus =>
  (DELIVERY_STATUSES as readonly string[]).includes(value);

/**
 * Every message and status of a notification, in the order Meta listed them. A body that is not a
 * WhatsApp Business Account notification yields nothing (acknowledged, never retried).
 */
export function whatsappEvents(body: unknown): WhatsappEvent[] {
  const parsed = whatsappNotificationSchema.safeParse(body);
  if (!parsed.success || parsed.data.object !== 'whatsapp_business_account') return [];
  const events: WhatsappEvent[] = [];
  for (const entry of parsed.data.entry) {
    for (const change of entry.changes) {
      const value = change.value;
      const names = new Map(
        (value.contacts ?? []).map((contact) => [contact.wa_id, contact.profile?.name ?? null]),
      );
      for (const message of value.messages ?? []) {
        // Only a typed text is read: a template's quick-reply button and the rest get the text-only note.
        const text = message.type === 'text' ? (message.text?.body ?? '') : null;
        events.push({
          kind: 'message',
          waId: message.from,
          profileName: names.get(message.from) ?? null,
          id: message.id,
          timestamp: Number(message.timestamp) || 0,
          type: message.type,
          text,
        });
      }
      for (const status of value.statuses ?? []) {
        if (!isDeliveryStatus(status.status)) continue;
        events.push({
          kind: 'status',
          id: status.id,
          status: status.status,
          recipientId: status.recipient_id ?? null,
          timestamp: status.timestamp ? Number(status.timestamp) || null : null,
        });
      }
    }
  }
  return events;
}
