import { leadRequestSchema } from '../domain/contracts/leads.ts';
import { leadPorts } from '../services/leads/live-ports.ts';
import { submitLead } from '../services/leads/submit-lead.ts';
import { enforceRateLimits } from '../services/shared/rate-limits.ts';
import { httpHandler, json, parseBody, sourceIp } from './lib/http.ts';

/** POST /api/leads (submit-lead, sent by the admin test panel): validated, stored, 201 with its id. */
export const handler = httpHandler(async (event) => {
  const ports = leadPorts();
  await enforceRateLimits(ports.rateLimiter, [['leadsPerIp', sourceIp(event)]]);
  const lead = await submitLead(ports, parseBody(event, leadRequestSchema));
  return json(201, { ok: true, id: lead.id });
});
