import { Entity } from 'electrodb';

/** Hits on one key within one fixed window; the item expires (ttl) soon after its window ends. */
export const rateCounterEntity = new Entity({
  model: { entity: 'rate_counter', version: '1', service: 'quarter' },
  attributes: {
    key: { type: 'string', required: true, readOnly: true },
    window_start: { type: 'string', required: true, readOnly: true },
    hits: { type: 'number' },
    ttl: { type: 'number' },
  },
  indexes: {
    byWindow: {
      pk: { field: 'pk', composite: ['key'], template: 'rate#${key}', casing: 'none' },
      sk: { field: 'sk', composite: ['window_start'], template: 'window#${window_start}', casing: 'none' },
    },
  },
});
