import type { SesEventBridgeEvent } from '../../domain/contracts/ses-events.ts';
import { recipientEvents, type RecipientMailEvent } from '../../domain/mail-events.ts';
import type { MailEventMetric, MailEventPorts } from './ports.ts';

function metricOf({ event }: RecipientMailEvent): MailEventMetric {
  switch (event.event_type) {
    case 'Bounce':
      return event.bounce_type === 'Permanent' ? 'MailHardBounce' : 'MailSoftBounce';
    case 'Complaint':
      return 'MailComplaint';
    case 'Reject':
      return 'MailRejected';
    case 'DeliveryDelay':
      return 'MailDelayed';
  }
}

/**
 * Records what SES reported about each recipient of one mail: the event itself, and on a permanent
 * bounce or a complaint the address's suppression (the mailer never sends to it again). Each
 * recipient is counted once (the alarm watches hard bounces and complaints).
 */
export async function recordMailEvents(
  ports: MailEventPorts,
  source: SesEventBridgeEvent,
): Promise<readonly RecipientMailEvent[]> {
  const events = recipientEvents(source);
  for (const recipient of events) {
    await ports.store.recordMailEvent(recipient.event, recipient);
    ports.count(metricOf(recipient));
  }
  return events;
}
