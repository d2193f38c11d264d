import type { ProspectCareRecord, ProspectNote } from '../../../domain/contracts/records/prospect.ts';
import { recordOf } from '../record-of.ts';
import { attributes, type StoredLayout } from '../stored-item.ts';

/** The gsi2 partition every prospect with a follow-up date shares: the "Follow up today" list. */
export const FOLLOW_UP_PARTITION = 'prospect-follow-ups';

/** What staff keep about one prospect, stored with its optimistic lock's version. */
export interface StoredProspect {
  readonly resume_token: string;
  readonly owner?: string;
  readonly follow_up_on?: string;
  readonly updated_at: string;
  readonly version: number;
}

/** As entities/prospect.ts stores it: beside the journey, in the follow-up list (gsi2) when dated. */
export const prospectLayout: StoredLayout<StoredProspect, 'resume_token'> = {
  entity: 'prospect',
  version: '1',
  schema: attributes(['resume_token', 'owner', 'follow_up_on', 'updated_at', 'version']),
  key: ({ resume_token }) => ({ pk: `prospect#${resume_token}`, sk: 'prospect' }),
  // Sparse: without a follow-up date the prospect is off the list.
  indexKeys: ({ follow_up_on }): Readonly<Record<string, string>> =>
    follow_up_on ? { gsi2pk: FOLLOW_UP_PARTITION, gsi2sk: follow_up_on } : {},
};

export const PROSPECT_NOTE_PREFIX = 'note#';

/** As entities/prospect-note.ts stores it: in the prospect's partition, by time. */
export const prospectNoteLayout: StoredLayout<ProspectNote, 'resume_token' | 'created_at' | 'id'> = {
  entity: 'prospect_note',
  version: '1',
  schema: attributes(['resume_token', 'id', 'text', 'author', 'created_at']),
  key: ({ resume_token, created_at, id }) => ({
    pk: `prospect#${resume_token}`,
    sk: `${PROSPECT_NOTE_PREFIX}${created_at}#${id}`,
  }),
};

/** Kept for storage only: the optimistic lock's version. */
const STORAGE_ONLY = ['version'] as const;

export const prospectCareOf = (item: object): ProspectCareRecord =>
  recordOf<ProspectCareRecord>(prospectLayout, STORAGE_ONLY, item);

export const prospectNoteOf = (item: object): ProspectNote =>
  recordOf<ProspectNote>(prospectNoteLayout, [], item);
