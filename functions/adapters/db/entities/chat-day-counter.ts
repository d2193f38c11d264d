import { Entity } from 'electrodb';

/** Chat sessions first created on one Africa/Lagos calendar day; the admin "Today" figure. */
export const chatDayCounterEntity = new Entity({
  model: { entity: 'chat_day_counter', version: '1', service: 'quarter' },
  attributes: {
    lagos_date: { type: 'string', required: true, readOnly: true },
    sessions_created: { type: 'number' },
  },
  indexes: {
    byDate: {
      pk: { field: 'pk', composite: ['lagos_date'], template: 'chat-day#${lagos_date}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'counter', casing: 'none' },
    },
  },
});
