import { Entity, type EntityItem } from 'electrodb';
import type { Lead } from '../../../domain/contracts/records/lead.ts';
import { recordOf } from '../record-of.ts';
import { createdOrderIndex } from './created-order-index.ts';

export const leadEntity = new Entity({
  model: { entity: 'lead', version: '1', service: 'quarter' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    email: { type: 'string', required: true },
    phone: { type: 'string' },
    business_type: { type: 'string' },
    message: { type: 'string' },
    source: { type: 'string', required: true },
    created_at: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['id'], template: 'lead#${id}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'lead', casing: 'none' },
    },
    byCreated: createdOrderIndex('gsi1', { composite: [], template: 'leads' }),
  },
});

export type LeadItem = EntityItem<typeof leadEntity>;

export function toLead(item: LeadItem): Lead {
  return recordOf<Lead>(leadEntity, [], item);
}
