import type { Lead } from '../../domain/contracts/records/lead.ts';
import { toLead } from './entities/lead.ts';
import { randomUUID } from 'node:crypto';
import { withoutNulls } from './optional.ts';
import { db } from './service.ts';

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
  await db().entities.lead.create(withoutNulls(lead)).go({ response: 'none' });
  return lead;
}

export async function getLead(id: string): Promise<Lead | undefined> {
  const { data } = await db().entities.lead.get({ id }).go({ consistent: true });
  return data ? toLead(data) : undefined;
}
