import * as z from 'zod';
import { DELIVERY_STATUSES, type DeliveryStatus } from '../chat-session.ts';
import { builtOnFirstUse } from '../contracts/built-on-first-use.ts';

/*
 * Meta's Cloud API webhook notification, as much of it as the product reads. Everything else is
 * let through untouched: Meta adds fields over time and a new one must never make us drop a message.
 */

const contactSchema = builtOnFirstUse(() =>
  z.looseObject({
    wa_id: z.string(),
    profile: z.looseObject({ name: z.string().optional() }).optional(),
  }),
);

const messageSchema = builtOnFirstUse(() =>
  z.looseObject({
    from: z.string(),
    id: z.string(),
    timestamp: z.string(),
    type: z.string(),
    text: z.looseObject({ body: z.string() }).optional(),
  }),
);

const statusSchema = builtOnFirstUse(() =>
  z.looseObject({
    id: z.string(),
    status: z.string(),
    timestamp: z.string().optional(),
    recipient_id: z.string().optional(),
    errors: z.array(z.looseObject({ code: z.number().optional(), title: z.string().optional() })).optional(),
  }),
);

const valueSchema = builtOnFirstUse(() =>
  z.looseObject({
    messaging_product: z.string().optional(),
    contacts: z.array(contactSchema).optional(),
    messages: z.array(messageSchema).optional(),
    statuses: z.array(statusSchema).optional(),
  }),
);

export const whatsappNotificationSchema = builtOnFirstUse(() =>
  z.looseObject({
    object: z.string(),
    entry: z.array(
      z.looseObject({
        id: z.string().optional(),
        changes: z.array(z.looseObject({ field: z.string().optional(), value: valueSchema })),
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
