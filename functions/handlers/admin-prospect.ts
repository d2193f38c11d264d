import { listFollowUps } from '../services/admin/prospect-care.ts';
import { prospectPorts } from '../services/admin/live-ports.ts';
import { readProspectTimeline } from '../services/admin/prospect-timeline.ts';
import { adminHandler } from './lib/admin-auth.ts';
import { json } from './lib/http.ts';
import { prospectTokenOf } from './lib/prospect-token.ts';

/**
 * GET /api/admin/prospects/{token}/timeline: one resume token's journey, newest first.
 * GET /api/admin/prospects/follow-ups: prospects due for a follow-up today (Lagos) or overdue.
 * Reads only, each by key.
 */
export const handler = adminHandler(async (event) => {
  if (event.pathParameters?.token === undefined) return json(200, await listFollowUps(prospectPorts()));
  const resumeToken = prospectTokenOf(event);
  return json(200, await readProspectTimeline(prospectPorts(), resumeToken));
});
