import { Entity, type EntityItem } from 'electrodb';
import type { ProspectCareRecord } from '../../../domain/contracts/records/prospect.ts';
import { recordOf } from '../record-of.ts';

/** The gsi2 partition every prospect with a follow-up date shares: the "Follow up today" list. */
export const FOLLOW_UP_PARTITION = 'prospect-follow-ups';

/**
 * What staff keep about one prospect (a resume token's journey): its owner and next follow-up date.
 * Beside the journey's records, not on them, so staff edits never race the founder's autosaves.
 * Sparse on gsi2: only a prospect with a follow-up date has gsi2 keys.
 */
export const prospectEntity = new Entity({
  model: { entity: 'prospect', version: '1', service: 'quarter' },
  attributes: {
    resume_token: { type: 'string', required: true, readOnly: true },
    /** A staff member's e-mail. */
    owner: { type: 'string' },
    /** Africa/Lagos calendar date (YYYY-MM-DD). */
    follow_up_on: { type: 'string' },
    updated_at: { type: 'string', required: true },
    version: { type: 'number', required: true },
  },
  indexes: {
    byToken: {
      pk: { field: 'pk', composite: ['resume_token'], template: 'prospect#${resume_token}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'prospect', casing: 'none' },
    },
    byFollowUp: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: [], template: FOLLOW_UP_PARTITION, casing: 'none' },
      sk: { field: 'gsi2sk', composite: ['follow_up_on'], template: '${follow_up_on}', casing: 'none' },
    },
  },
});

export type ProspectItem = EntityItem<typeof prospectEntity>;

/** Kept for storage only: the optimistic lock's version. */
export const PROSPECT_STORAGE_ONLY = ['version'] as const;

export function toProspectCare(item: ProspectItem): ProspectCareRecord {
  return recordOf<ProspectCareRecord>(prospectEntity, PROSPECT_STORAGE_ONLY, item);
}
