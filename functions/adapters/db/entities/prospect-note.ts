import { Entity, type EntityItem } from 'electrodb';
import type { ProspectNote } from '../../../domain/contracts/records/prospect.ts';
import { recordOf } from '../record-of.ts';

/**
 * A staff note on a prospect, in the prospect's partition (pk prospect#{token}), so the timeline
 * reads every note with one Query and the note writer's grant covers prospect#* keys only.
 */
export const prospectNoteEntity = new Entity({
  model: { entity: 'prospect_note', version: '1', service: 'quarter' },
  attributes: {
    resume_token: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    text: { type: 'string', required: true, readOnly: true },
    /** The staff member's e-mail, or their user id when the e-mail could not be learned. */
    author: { type: 'string', required: true, readOnly: true },
    created_at: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byProspect: {
      pk: { field: 'pk', composite: ['resume_token'], template: 'prospect#${resume_token}', casing: 'none' },
      sk: {
        field: 'sk',
        composite: ['created_at', 'id'],
        template: 'note#${created_at}#${id}',
        casing: 'none',
      },
    },
  },
});

export type ProspectNoteItem = EntityItem<typeof prospectNoteEntity>;

export const toProspectNote = (item: ProspectNoteItem): ProspectNote =>
  recordOf<ProspectNote>(prospectNoteEntity, [], item);
