import type { MailEvent, MailStatus } from '../../domain/contracts/records/mail-event.ts';
import { boundEntity } from './bound-entity.ts';
import { emailKey } from './email.ts';
import { mailEventEntity } from './entities/mail-event.ts';
import { mailStatusEntity } from './entities/mail-status.ts';
import { recordOf } from './record-of.ts';

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
  await boundEntity(mailEventEntity)
    .put({
      ...event,
      email,
      bounce_type: event.bounce_type ?? undefined,
      sub_type: event.sub_type ?? undefined,
    })
    .go({ response: 'none' });
  const turnsOn = {
    ...(effect.bounced ? { bounced: true } : {}),
    ...(effect.suppresses ? { suppressed: true } : {}),
  };
  const unlessSet = {
    ...(effect.bounced ? {} : { bounced: false }),
    ...(effect.suppresses ? {} : { suppressed: false }),
  };
  const upsert = boundEntity(mailStatusEntity).upsert({
    email,
    last_event_type: event.event_type,
    last_event_at: event.occurred_at,
    ...turnsOn,
  });
  await (Object.keys(unlessSet).length > 0 ? upsert.ifNotExists(unlessSet) : upsert).go({
    response: 'none',
  });
}

/** The address's status; undefined when SES never reported on it. */
export async function mailStatusOf(email: string): Promise<MailStatus | undefined> {
  const { data } = await boundEntity(mailStatusEntity)
    .get({ email: emailKey(email) })
    .go();
  return data ? toStatus(data) : undefined;
}

/** True when the address is on the product's suppression list (the mailer sends nothing to it). */
export async function isSuppressed(email: string): Promise<boolean> {
  return (await mailStatusOf(email))?.suppressed === true;
}

/** Of these addresses, the ones with a bounce or complaint recorded (normalised), in one batch read. */
export async function bouncedAmong(emails: readonly (string | null | undefined)[]): Promise<Set<string>> {
  const keys = [...new Set(emails.filter((email): email is string => Boolean(email)).map(emailKey))];
  if (keys.length === 0) return new Set();
  const { data } = await boundEntity(mailStatusEntity)
    .get(keys.map((email) => ({ email })))
    .go();
  return new Set(data.filter((status) => status.bounced === true).map((status) => status.email));
}

/** Every event recorded for the address, oldest first. */
export async function listMailEvents(email: string): Promise<MailEvent[]> {
  const { data } = await boundEntity(mailEventEntity)
    .query.byAddress({ email: emailKey(email) })
    .go({ pages: 'all' });
  return data.map((item) => recordOf<MailEvent>(mailEventEntity, [], item));
}

function toStatus(item: object): MailStatus {
  const status = recordOf<MailStatus>(mailStatusEntity, [], item);
  return { ...status, bounced: status.bounced === true, suppressed: status.suppressed === true };
}
