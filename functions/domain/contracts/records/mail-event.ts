import * as z from 'zod';
import { isoDateTime } from '../fields.ts';
import { builtOnFirstUse } from '../built-on-first-use.ts';

/** The SES events the product records (its configuration set publishes exactly these). */
export const MAIL_EVENT_TYPES = ['Bounce', 'Complaint', 'Reject', 'DeliveryDelay'] as const;
export type MailEventType = (typeof MAIL_EVENT_TYPES)[number];
export const BOUNCE_TYPES = ['Permanent', 'Transient', 'Undetermined'] as const;

/**
 * One SES event about one recipient (entity mail_event), kept under the address: what happened to
 * the mail, when, and SES's words for why (bounceSubType, complaintFeedbackType, the reject reason,
 * the delayType).
 */
export const mailEventSchema = builtOnFirstUse(() =>
  z.object({
    /** Normalised (trimmed, lower-case) recipient address. */
    email: z.string(),
    /** The EventBridge event's id: a redelivered event overwrites itself. */
    event_id: z.string(),
    event_type: z.enum(MAIL_EVENT_TYPES),
    /** Bounces only. */
    bounce_type: z.enum(BOUNCE_TYPES).nullable(),
    sub_type: z.string().nullable(),
    /** SES's MessageId of the mail the event is about. */
    message_id: z.string(),
    occurred_at: isoDateTime,
  }),
);
export type MailEvent = z.infer<typeof mailEventSchema>;

/**
 * What the product knows about mailing one address (entity mail_status): whether a bounce or a
 * complaint was ever recorded (staff see "E-mail bounced"), and whether it is suppressed (a
 * permanent bounce or a complaint: the mailer never sends to it again).
 */
export const mailStatusSchema = builtOnFirstUse(() =>
  z.object({
    email: z.string(),
    bounced: z.boolean(),
    suppressed: z.boolean(),
    last_event_type: z.enum(MAIL_EVENT_TYPES),
    last_event_at: isoDateTime,
  }),
);
export type MailStatus = z.infer<typeof mailStatusSchema>;
