import { Entity } from 'electrodb';

/** A link Q sent that joins its conversation to a launch (issue #30), looked up by its token. */
export const qChatLinkEntity = new Entity({
  model: { entity: 'q_chat_link', version: '1', service: 'quarter' },
  attributes: {
    token: { type: 'string', required: true, readOnly: true },
    session_id: { type: 'string', required: true, readOnly: true },
    created_at: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byToken: {
      pk: { field: 'pk', composite: ['token'], template: 'qlink#${token}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'link', casing: 'none' },
    },
  },
});
