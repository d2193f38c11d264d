import type { MailEvent } from '../../domain/contracts/records/mail-event.ts';

/** The DynamoDB adapter (functions/adapters/db/mail-events.ts) has exactly this shape. */
export interface MailEventStore {
  recordMailEvent(
    event: MailEvent,
    effect: { readonly bounced: boolean; readonly suppresses: boolean },
  ): Promise<void>;
}

export interface MailEventPorts {
  readonly store: MailEventStore;
  /** Counts one EMF business metric. */
  readonly count: (metric: MailEventMetric) => void;
}

export type MailEventMetric =
  'MailHardBounce' | 'MailSoftBounce' | 'MailComplaint' | 'MailRejected' | 'MailDelayed';
