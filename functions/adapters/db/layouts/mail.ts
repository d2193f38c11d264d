import type { MailEvent, MailStatus } from '../../../domain/contracts/records/mail-event.ts';
import { attributes, type StoredLayout } from '../stored-item.ts';

/** As entities/mail-event.ts stores it: under the address, oldest first. */
export const mailEventLayout: StoredLayout<Pick<MailEvent, 'email' | 'occurred_at' | 'event_id'>> = {
  entity: 'mail_event',
  version: '1',
  schema: attributes([
    'email',
    'event_id',
    'event_type',
    'bounce_type',
    'sub_type',
    'message_id',
    'occurred_at',
  ]),
  key: ({ email, occurred_at, event_id }) => ({
    pk: `mail#${email}`,
    sk: `event#${occurred_at}#${event_id}`,
  }),
};
/** The sort key prefix of every event of one address. */
export const MAIL_EVENT_SK_PREFIX = 'event#';

/** As entities/mail-status.ts stores it: one per address, beside its events. */
export const mailStatusLayout: StoredLayout<Pick<MailStatus, 'email'>> = {
  entity: 'mail_status',
  version: '1',
  schema: attributes(['email', 'bounced', 'suppressed', 'last_event_type', 'last_event_at']),
  key: ({ email }) => ({ pk: `mail#${email}`, sk: 'status' }),
};
