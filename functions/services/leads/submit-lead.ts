import type { LeadRequest } from '../../domain/contracts/leads.ts';
import type { Lead } from '../../domain/contracts/records/lead.ts';
import type { RateLimiter } from '../shared/rate-limits.ts';

export interface LeadPorts {
  /** Stores the lead with a new id and the current time. */
  readonly save: (lead: LeadRequest) => Promise<Lead>;
  /** The one rate-limit adapter, for the lead form's limit (functions/domain/rate-limits.ts). */
  readonly rateLimiter: RateLimiter;
  readonly log: { info(message: string, fields?: Record<string, unknown>): void };
}

/** submit-lead: the lead as the handler parsed it, stored; its id is the answer. */
export async function submitLead(ports: LeadPorts, lead: LeadRequest): Promise<Lead> {
  const saved = await ports.save(lead);
  ports.log.info('lead saved', { leadId: saved.id, source: saved.source });
  return saved;
}
