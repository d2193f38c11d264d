import { boundEntity } from './bound-entity.ts';
import type { ProspectCareRecord, ProspectNote } from '../../domain/contracts/records/prospect.ts';
import { prospectNoteEntity, toProspectNote } from './entities/prospect-note.ts';
import { prospectEntity, toProspectCare, type ProspectItem } from './entities/prospect.ts';
import { versionedUpsert } from './versioned-write.ts';

/** The notes a timeline shows: the newest ones, so one busy prospect cannot make the read unbounded. */
export const NOTES_READ = 200;

export async function getProspectCare(resumeToken: string): Promise<ProspectCareRecord | undefined> {
  const { data } = await boundEntity(prospectEntity)
    .get({ resume_token: resumeToken })
    .go({ consistent: true });
  return data ? toProspectCare(data) : undefined;
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
  const prospect = boundEntity(prospectEntity);
  return versionedUpsert<ProspectItem, ProspectCareRecord>({
    what: 'this prospect',
    read: async () =>
      (await prospect.get({ resume_token: resumeToken }).go({ consistent: true })).data ?? undefined,
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
      await prospect
        .put(item)
        .where((attribute, op) =>
          expected === 0 ? op.notExists(attribute.resume_token) : op.eq(attribute.version, expected),
        )
        .go({ response: 'none' });
    },
  });
}

export async function addProspectNote(note: ProspectNote): Promise<ProspectNote> {
  await boundEntity(prospectNoteEntity).create(note).go({ response: 'none' });
  return note;
}

/** The newest notes of one prospect, newest first. */
export async function listProspectNotes(resumeToken: string): Promise<ProspectNote[]> {
  const { data } = await boundEntity(prospectNoteEntity)
    .query.byProspect({ resume_token: resumeToken })
    .go({ order: 'desc', count: NOTES_READ });
  return data.map(toProspectNote);
}

/** Prospects whose follow-up date is on or before `lagosDate`, soonest first (the index copy; may lag). */
export async function listFollowUpsDueBy(lagosDate: string, limit: number): Promise<ProspectCareRecord[]> {
  const { data } = await boundEntity(prospectEntity)
    .query.byFollowUp({})
    .lte({ follow_up_on: lagosDate })
    .go({ order: 'asc', count: limit });
  return data.map(toProspectCare);
}
