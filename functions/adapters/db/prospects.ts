import type { ProspectCareRecord, ProspectNote } from '../../domain/contracts/records/prospect.ts';
import {
  FOLLOW_UP_PARTITION,
  PROSPECT_NOTE_PREFIX,
  prospectCareOf as toProspectCare,
  prospectLayout as layout,
  prospectNoteLayout,
  prospectNoteOf as toProspectNote,
  type StoredProspect,
} from './layouts/prospect.ts';
import {
  createItem,
  getItem,
  isStoredAs,
  KEY_NAMES,
  putItem,
  queryCount,
  recordsByResumeToken,
  storedItem,
} from './stored-item.ts';
import { versionedUpsert, versionCondition } from './versioned-write.ts';

async function readItem(resumeToken: string): Promise<StoredProspect | undefined> {
  const item = await getItem(layout.key({ resume_token: resumeToken }), true);
  return isStoredAs(layout, item) ? (item as unknown as StoredProspect) : undefined;
}

/** The notes a timeline shows: the newest ones, so one busy prospect cannot make the read unbounded. */
export const NOTES_READ = 200;

export async function getProspectCare(resumeToken: string): Promise<ProspectCareRecord | undefined> {
  const stored = await readItem(resumeToken);
  return stored ? toProspectCare(stored) : undefined;
}

/** The care of many prospects, by resume token, in strongly consistent batch reads of 100. */
export async function getProspectCaresOf(
  resumeTokens: readonly string[],
): Promise<Map<string, ProspectCareRecord>> {
  return recordsByResumeToken(layout, resumeTokens, (stored: StoredProspect) => toProspectCare(stored), {
    consistent: true,
  });
}

/**
 * A staff change: a field that is undefined stays, null clears it. `default_owner` is the owner
 * only when the item read inside the versioned write has none (and `owner` is not given).
 */
export type ProspectCareChange = Partial<Pick<ProspectCareRecord, 'owner' | 'follow_up_on'>> & {
  readonly default_owner?: string;
  readonly now?: string;
};

function pick(change: string | null | undefined, stored: string | null | undefined): string | undefined {
  if (change === null) return undefined;
  return change ?? stored ?? undefined;
}

/**
 * Saves owner and follow-up date under optimistic locking (two staff editing at once both land).
 * A put, not a patch: leaving follow_up_on out also leaves out the gsi2 keys, which takes the
 * prospect off the follow-up list.
 */
export async function saveProspectCare(
  resumeToken: string,
  change: ProspectCareChange,
): Promise<ProspectCareRecord> {
  return versionedUpsert<StoredProspect, ProspectCareRecord>({
    what: 'this prospect',
    read: () => readItem(resumeToken),
    merge: (stored) => {
      // The default owner is decided here, on the item this write is conditional on.
      const owner =
        change.owner === undefined
          ? (stored?.owner ?? change.default_owner)
          : pick(change.owner, stored?.owner);
      const followUpOn = pick(change.follow_up_on, stored?.follow_up_on);
      const item = {
        resume_token: resumeToken,
        updated_at: change.now ?? new Date().toISOString(),
        ...(owner ? { owner } : {}),
        ...(followUpOn ? { follow_up_on: followUpOn } : {}),
      };
      return { item, result: toProspectCare({ ...item, version: 0 }) };
    },
    write: async (item, expected) => {
      await putItem(storedItem(layout, item), versionCondition(expected));
    },
  });
}

export async function addProspectNote(note: ProspectNote): Promise<ProspectNote> {
  await createItem(prospectNoteLayout, note);
  return note;
}

/** The newest notes of one prospect, newest first. */
export async function listProspectNotes(resumeToken: string): Promise<ProspectNote[]> {
  const { data } = await queryCount({
    keyCondition: '#pk = :pk AND begins_with(#sk, :sk)',
    names: KEY_NAMES,
    values: { ':pk': `prospect#${resumeToken}`, ':sk': PROSPECT_NOTE_PREFIX },
    cursor: null,
    count: NOTES_READ,
    descending: true,
    owned: (item) => isStoredAs(prospectNoteLayout, item),
  });
  return data.map(toProspectNote);
}

/** Prospects whose follow-up date is on or before `lagosDate`, soonest first (the index copy; may lag). */
export async function listFollowUpsDueBy(lagosDate: string, limit: number): Promise<ProspectCareRecord[]> {
  const { data } = await queryCount({
    index: 'gsi2',
    keyCondition: '#pk = :pk AND #sk <= :date',
    names: { '#pk': 'gsi2pk', '#sk': 'gsi2sk' },
    values: { ':pk': FOLLOW_UP_PARTITION, ':date': lagosDate },
    cursor: null,
    count: limit,
    owned: (item) => isStoredAs(layout, item),
  });
  return data.map(toProspectCare);
}
