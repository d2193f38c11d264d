import { funnelQuerySchema } from '../domain/contracts/funnel.ts';
import { readFunnel } from '../services/funnel/funnel.ts';
import { funnelPorts } from '../services/funnel/live-ports.ts';
import { adminHandler } from './lib/admin-auth.ts';
import { json, parseWith } from './lib/http.ts';

/** GET /api/admin/funnel?days=7|30|90: the launch funnel of the last Lagos days, from the stream's counters. */
export const handler = adminHandler(async (event) => {
  const query = parseWith(funnelQuerySchema, event.queryStringParameters ?? {});
  return json(200, await readFunnel(funnelPorts(), query.days));
});
