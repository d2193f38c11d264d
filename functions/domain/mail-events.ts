import type { SesEventBridgeEvent } from './contracts/ses-events.ts';
import type { MailEvent } from './contracts/records/mail-event.ts';

/** One recipient's event, and what it does to the address. */
export interface RecipientMailEvent {
  readonly event: MailEvent;
  /** A bounce of any type or a complaint: staff see "E-mail bounced". */
  readonly bounced: boolean;
  /** A permanent bounce or a complaint: the address is never mailed again. */
  readonly suppresses: boolean;
}

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * An SES event as one record per recipient it is about: the bounced, complained-about or delayed
 * recipients, or for a reject (the whole message refused) every destination.
 */
export function recipientEvents(source: SesEventBridgeEvent): RecipientMailEvent[] {
  const { detail } = source;
  const base = { event_id: source.id, event_type: detail.eventType, message_id: detail.mail.messageId };
  const each = (
    addresses: readonly string[],
    at: string,
    fields: Pick<MailEvent, 'bounce_type' | 'sub_type'>,
    effect: Omit<RecipientMailEvent, 'event'>,
  ): RecipientMailEvent[] =>
    [...new Set(addresses.map(normalise))].map((email) => ({
      event: { ...base, ...fields, email, occurred_at: new Date(at).toISOString() },
      ...effect,
    }));
  switch (detail.eventType) {
    case 'Bounce':
      return each(
        detail.bounce.bouncedRecipients.map((recipient) => recipient.emailAddress),
        detail.bounce.timestamp,
        { bounce_type: detail.bounce.bounceType, sub_type: detail.bounce.bounceSubType ?? null },
        { bounced: true, suppresses: detail.bounce.bounceType === 'Permanent' },
      );
    case 'Complaint':
      return each(
        detail.complaint.complainedRecipients.map((recipient) => recipient.emailAddress),
        detail.complaint.timestamp,
        { bounce_type: null, sub_type: detail.complaint.complaintFeedbackType ?? null },
        { bounced: true, suppresses: true },
      );
    case 'Reject':
      return each(
        detail.mail.destination,
        source.time ?? detail.mail.timestamp,
        { bounce_type: null, sub_type: detail.reject.reason ?? null },
        { bounced: false, suppresses: false },
      );
    case 'DeliveryDelay':
      return each(
        detail.deliveryDelay.delayedRecipients.map((recipient) => recipient.emailAddress),
        detail.deliveryDelay.timestamp,
        { bounce_type: null, sub_type: detail.deliveryDelay.delayType ?? null },
        { bounced: false, suppresses: false },
      );
  }
}
