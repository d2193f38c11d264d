import type { Lead } from '../../../domain/contracts/records/lead.ts';
import { attributes, type StoredLayout } from '../stored-item.ts';

/** As entities/lead.ts stores it: by id, and newest-first through gsi1. */
export const leadLayout: StoredLayout<Pick<Lead, 'id' | 'created_at'>, 'id'> = {
  entity: 'lead',
  version: '1',
  schema: attributes(['id', 'name', 'email', 'phone', 'business_type', 'message', 'source', 'created_at']),
  key: ({ id }) => ({ pk: `lead#${id}`, sk: 'lead' }),
  indexKeys: ({ created_at }) => ({ gsi1pk: 'leads', gsi1sk: created_at }),
};
