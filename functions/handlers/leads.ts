import { leadRequestSchema } from '../domain/contracts/leads.ts';
import { saveLead } from '../adapters/db/leads.ts';
import { enforceRateLimits } from '../services/shared/rate-limits.ts';
import { rateLimiter } from '../services/referral/live-ports.ts';
import { httpHandler, json, parseBody, sourceIp } from './lib/http.ts';
import { logger } from '../adapters/log.ts';

/** Leads are a few short fields; a smaller cap than the default keeps junk out of the table. */
const LEAD_BODY_LIMIT_BYTES = 8 * 1024;

/** POST /api/leads (submit-lead, sent by the admin test panel): validated, stored, 201 with its id. */
export const handler = httpHandler(async (event) => {
  await enforceRateLimits(rateLimiter(), [['leadsPerIp', sourceIp(event)]]);
  const lead = await saveLead(parseBody(event, leadRequestSchema, LEAD_BODY_LIMIT_BYTES));
  logger('leads').info('lead saved', { leadId: lead.id, source: lead.source });
  return json(201, { ok: true, id: lead.id });
});
