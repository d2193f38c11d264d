import type { MailEvent, MailStatus } from '../../domain/contracts/records/mail-event.ts';
import { emailKey } from './email.ts';
import { MAIL_EVENT_SK_PREFIX, mailEventLayout, mailStatusLayout } from './layouts/mail.ts';
import { recordOf } from './record-of.ts';
import {
  batchGetItems,
  getItem,
  isStoredAs,
  putItem,
  queryAll,
  storedItem,
  updateItem,
} from './stored-item.ts';

/** What one SES event does to its address's status. */
export interface MailEventEffect {
  /** A bounce (of any type) or a complaint: staff see "E-mail bounced". */
  readonly bounced: boolean;
  /** A permanent bounce or a complaint: never mailed again. */
  readonly suppresses: boolean;
}

/**
 * Records one event and folds it into the address's status. `bounced` and `suppressed` only ever
 * turn true: a later delay or transient bounce never lifts a suppression (staff do, RUNBOOK.md).
 */
export async function recordMailEvent(event: MailEvent, effect: MailEventEffect): Promise<void> {
  const email = emailKey(event.email);
  await putItem(
    storedItem(mailEventLayout, {
      ...event,
      email,
      bounce_type: event.bounce_type ?? undefined,
      sub_type: event.sub_type ?? undefined,
    }),
  );
  // bounced and suppressed are set when this event turns them on, and otherwise only when the
  // status is new (if_not_exists): a flag once true stays true.
  const names: Record<string, string> = {
    '#e': '__edb_e__',
    '#v': '__edb_v__',
    '#email': 'email',
    '#last_event_type': 'last_event_type',
    '#last_event_at': 'last_event_at',
    '#bounced': 'bounced',
    '#suppressed': 'suppressed',
  };
  const flag = (name: 'bounced' | 'suppressed', on: boolean) =>
    on ? `#${name} = :on` : `#${name} = if_not_exists(#${name}, :off)`;
  await updateItem({
    key: mailStatusLayout.key({ email }),
    update: [
      'SET #e = :e, #v = :v, #email = :email, #last_event_type = :type, #last_event_at = :at',
      flag('bounced', effect.bounced),
      flag('suppressed', effect.suppresses),
    ].join(', '),
    names,
    values: {
      ':e': mailStatusLayout.entity,
      ':v': mailStatusLayout.version,
      ':email': email,
      ':type': event.event_type,
      ':at': event.occurred_at,
      ...(effect.bounced || effect.suppresses ? { ':on': true } : {}),
      ...(effect.bounced && effect.suppresses ? {} : { ':off': false }),
    },
  });
}

/** The address's status; undefined when SES never reported on it. */
export async function mailStatusOf(email: string): Promise<MailStatus | undefined> {
  const item = await getItem(mailStatusLayout.key({ email: emailKey(email) }));
  return isStoredAs(mailStatusLayout, item) ? toStatus(item) : undefined;
}

/** True when the address is on the product's suppression list (the mailer sends nothing to it). */
export async function isSuppressed(email: string): Promise<boolean> {
  return (await mailStatusOf(email))?.suppressed === true;
}

/** Of these addresses, the ones with a bounce or complaint recorded (normalised), in one batch read. */
export async function bouncedAmong(emails: readonly (string | null | undefined)[]): Promise<Set<string>> {
  const keys = [...new Set(emails.filter((email): email is string => Boolean(email)).map(emailKey))];
  if (keys.length === 0) return new Set();
  const items = await batchGetItems(keys.map((email) => mailStatusLayout.key({ email })));
  return new Set(
    items
      .filter((item) => isStoredAs(mailStatusLayout, item) && item.bounced === true)
      .map((item) => item.email as string),
  );
}

/** Every event recorded for the address, oldest first. */
export async function listMailEvents(email: string): Promise<MailEvent[]> {
  const items = await queryAll({
    keyCondition: '#pk = :pk and begins_with(#sk, :sk)',
    names: { '#pk': 'pk', '#sk': 'sk' },
    values: {
      ':pk': mailStatusLayout.key({ email: emailKey(email) }).pk,
      ':sk': MAIL_EVENT_SK_PREFIX,
    },
  });
  return items
    .filter((item) => isStoredAs(mailEventLayout, item))
    .map((item) => recordOf<MailEvent>(mailEventLayout, [], item));
}

function toStatus(item: object): MailStatus {
  const status = recordOf<MailStatus>(mailStatusLayout, [], item);
  return { ...status, bounced: status.bounced === true, suppressed: status.suppressed === true };
}
