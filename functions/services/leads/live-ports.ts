/** The production bindings of the lead form: DynamoDB for the lead and the rate counters. */
import { saveLead } from '../../adapters/db/leads.ts';
import { hitRateLimit } from '../../adapters/db/rate-limits.ts';
import { logger } from '../../adapters/log.ts';
import type { LeadPorts } from './submit-lead.ts';

export function leadPorts(): LeadPorts {
  return { save: saveLead, rateLimiter: hitRateLimit, log: logger('leads') };
}
