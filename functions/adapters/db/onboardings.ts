import type {
  Onboarding,
  OnboardingProgress,
  OnboardingProgressFields as ProgressFields,
} from '../../domain/contracts/records/onboarding.ts';
import { isConditionFailure } from './conditions.ts';
import {
  emptyOnboarding as newOnboarding,
  onboardingLayout as layout,
  onboardingOf as toOnboarding,
  type StoredOnboarding,
} from './layouts/onboarding.ts';
import { withoutNulls } from './optional.ts';
import type { Page } from './page.ts';
import { searchText } from './search-text.ts';
import { listNewestFirst, type StaffListRequest } from './staff-list.ts';
import {
  getItem,
  IF_EXISTS,
  isStoredAs,
  KEY_NAMES,
  putItem,
  queryAll,
  recordsByResumeToken,
  storedItem,
  updateItem,
} from './stored-item.ts';
import { versionedUpsert, versionCondition } from './versioned-write.ts';

async function readItem(resumeToken: string): Promise<StoredOnboarding | undefined> {
  const item = await getItem(layout.key({ resume_token: resumeToken }), true);
  return isStoredAs(layout, item) ? (item as StoredOnboarding) : undefined;
}

export type { OnboardingProgress };

function merged(stored: Onboarding | undefined, progress: OnboardingProgress, now: string): Onboarding {
  const { resume_token: resumeToken, now: _now, unless_stage_completed: _unless, ...changes } = progress;
  const given = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined && value !== null),
  ) as Partial<ProgressFields>;
  const base: Onboarding = stored ?? newOnboarding(resumeToken, now);
  // updated_at moves with any save (a payment link too); this moves only when the chat moves on.
  const movedOn =
    (given.last_step !== undefined && given.last_step !== base.last_step) ||
    (given.stage_completed !== undefined && given.stage_completed !== base.stage_completed);
  return {
    ...base,
    ...given,
    q_chat_session_ids: joinedChats(base.q_chat_session_ids, given.q_chat_session_ids),
    last_step_at: movedOn ? now : base.last_step_at,
    updated_at: now,
  };
}

/** The most widget chats one launch keeps: a browser that restarted Q this often is still one person. */
export const MAX_Q_CHATS_PER_LAUNCH = 20;

/** A save adds the chats it names to those stored, oldest kept first, none twice. */
function joinedChats(stored: readonly string[], given: readonly string[] | undefined): string[] {
  return [...new Set([...stored, ...(given ?? [])])].slice(0, MAX_Q_CHATS_PER_LAUNCH);
}

/** Upserts launch-chat progress; created_at is set by the first save only. */
export async function upsertOnboarding(progress: OnboardingProgress): Promise<Onboarding> {
  return versionedUpsert<StoredOnboarding, Onboarding>({
    what: 'this onboarding record',
    read: () => readItem(progress.resume_token),
    merge: (stored) => {
      if (stored && progress.unless_stage_completed !== undefined)
        if (stored.stage_completed === progress.unless_stage_completed)
          return { item: undefined, result: toOnboarding(stored) };
      const record = merged(
        stored ? toOnboarding(stored) : undefined,
        progress,
        progress.now ?? new Date().toISOString(),
      );
      return { item: itemOf(record), result: record };
    },
    write: writeOnboarding,
  });
}

/** The stored item of a record: its fields less nulls, and the text the admin search matches. */
function itemOf(record: Onboarding) {
  const { id: _id, ...fields } = withoutNulls(record);
  return {
    ...fields,
    search_text: searchText(
      record.name,
      record.email,
      record.business_name,
      record.idea,
      record.business_type,
      record.stage_completed,
      record.resume_token,
    ),
  };
}

/** Writes only over the version read (0: only when no record exists), so no save is lost. */
async function writeOnboarding(item: StoredOnboarding, expected: number): Promise<void> {
  await putItem(storedItem(layout, item), versionCondition(expected));
}

/** Who booked the setup call, as the scheduling provider confirmed it (issue #26). */
export interface BookingFounder {
  readonly name: string | null;
  readonly email: string | null;
}

/**
 * Fills the founder's name and e-mail the record lacks from the signed booking's invitee, never
 * replacing what the founder typed in the launch chat. Conditional on the version read, like every
 * progress save, so a save racing it is merged again rather than lost. Answers the record (undefined
 * when no launch chat was saved under the token); nothing is written when nothing is missing.
 */
export async function fillFounderFromBooking(
  resumeToken: string,
  founder: BookingFounder,
  now = new Date().toISOString(),
): Promise<Onboarding | undefined> {
  const fills = (record: Onboarding): Partial<Pick<Onboarding, 'name' | 'email'>> => ({
    ...(record.name ? {} : founder.name ? { name: founder.name } : {}),
    ...(record.email ? {} : founder.email ? { email: founder.email } : {}),
  });
  const current = await getOnboarding(resumeToken);
  if (!current || Object.keys(fills(current)).length === 0) return current;
  return versionedUpsert<StoredOnboarding, Onboarding>({
    what: 'this onboarding record',
    read: () => readItem(resumeToken),
    merge: (stored) => {
      if (!stored) throw new Error('The onboarding record disappeared while the booking filled it');
      const record = toOnboarding(stored);
      const filled = { ...record, ...fills(record), updated_at: now };
      return { item: itemOf(filled), result: filled };
    },
    write: writeOnboarding,
  });
}

/**
 * Staff marked the launch live: stamps live_at once (a second marking keeps the first time). The
 * version moves too, so a progress save that read the record before cannot write it back without
 * live_at. Nothing happens when no launch chat was saved under the token (patch needs the item).
 */
export async function recordOnboardingLive(resumeToken: string, at: string): Promise<void> {
  try {
    await updateItem({
      key: layout.key({ resume_token: resumeToken }),
      update: 'SET #live_at = :at ADD #version :one',
      condition: `${IF_EXISTS} AND attribute_not_exists(#live_at)`,
      names: { ...KEY_NAMES, '#live_at': 'live_at', '#version': 'version' },
      values: { ':at': at, ':one': 1 },
    });
  } catch (error: unknown) {
    // Already live, or no record: either way there is nothing to stamp.
    if (!isConditionFailure(error)) throw error;
  }
}

export async function getOnboarding(resumeToken: string): Promise<Onboarding | undefined> {
  const stored = await readItem(resumeToken);
  return stored ? toOnboarding(stored) : undefined;
}

/**
 * The onboarding records of many launches, by resume token, in batch reads of 100, strongly
 * consistent as getOnboarding's one read is.
 */
export async function getOnboardingsOf(resumeTokens: readonly string[]): Promise<Map<string, Onboarding>> {
  return recordsByResumeToken(layout, resumeTokens, (stored: StoredOnboarding) => toOnboarding(stored), {
    consistent: true,
  });
}

/** Newest created first; `q` also matches the resume token. */
export async function listOnboarding(request: StaffListRequest = {}): Promise<Page<Onboarding>> {
  return listNewestFirst(request, { index: 'gsi1', partition: 'onboardings', layout }, (raw) =>
    toOnboarding(raw),
  );
}

/** The launches one e-mail lookup reads at most: the newest ones whose search text holds it. */
const EMAIL_MATCHES_READ = 10;

/**
 * The newest launch whose founder's e-mail is this one, preferring one that names them (issue #26:
 * a prospect's records are joined by the e-mail once it is known). A search of the admin list's
 * index, like the list's own `q`: staff views only, never a public path.
 */
export async function launchOfEmail(email: string): Promise<Onboarding | undefined> {
  const wanted = email.trim().toLowerCase();
  if (!wanted) return undefined;
  const { items } = await listOnboarding({ q: wanted, limit: EMAIL_MATCHES_READ });
  const same = items.filter((item) => item.email?.trim().toLowerCase() === wanted);
  return same.find((item) => item.name) ?? same[0];
}

/**
 * Onboarding records created between two instants (inclusive), oldest first: one Query of the
 * created-at index, at most `cap` of them (the funnel's journeys, issue #26).
 */
export async function listOnboardingCreatedBetween(
  fromIso: string,
  toIso: string,
  cap: number,
): Promise<Onboarding[]> {
  const items = await queryAll({
    index: 'gsi1',
    keyCondition: '#pk = :pk AND #sk BETWEEN :from AND :to',
    names: { '#pk': 'gsi1pk', '#sk': 'gsi1sk' },
    values: { ':pk': 'onboardings', ':from': fromIso, ':to': toIso },
  });
  return items
    .filter((item) => isStoredAs(layout, item))
    .slice(0, cap)
    .map((raw) => toOnboarding(raw));
}
