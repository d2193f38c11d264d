import type { Lead } from '../../domain/contracts/records/lead.ts';
import { randomUUID } from 'node:crypto';
import { leadLayout as layout } from './layouts/lead.ts';
import { withoutNulls } from './optional.ts';
import { recordOf } from './record-of.ts';
import { createItem, getItem, isStoredAs } from './stored-item.ts';

/** A lead as the contract parsed it; its id and time are generated when absent. */
export type NewLead = Pick<Lead, 'name' | 'email' | 'source'> &
  Partial<Pick<Lead, 'phone' | 'business_type' | 'message' | 'id' | 'created_at'>>;

export async function saveLead(input: NewLead): Promise<Lead> {
  const lead: Lead = {
    id: input.id ?? randomUUID(),
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    business_type: input.business_type ?? null,
    message: input.message ?? null,
    source: input.source,
    created_at: input.created_at ?? new Date().toISOString(),
  };
  await createItem(layout, withoutNulls(lead));
  return lead;
}

export async function getLead(id: string): Promise<Lead | undefined> {
  const item = await getItem(layout.key({ id }), true);
  return isStoredAs(layout, item) ? recordOf<Lead>(layout, [], item) : undefined;
}
