import type { IsAdminAnswer } from '../domain/contracts/admin.ts';
import { issueLiveTicket } from '../services/realtime/connect.ts';
import { ticketPorts } from '../services/realtime/live-ports.ts';
import { requireSignedIn } from './lib/admin-auth.ts';
import { httpHandler, json } from './lib/http.ts';

/**
 * GET /api/admin/is-admin: the spec's is_admin (no arguments, a boolean) for any signed-in user.
 * POST /api/admin/live-ticket: a single-use ticket for the admin live-refresh socket (admins only),
 * so the socket URL carries no bearer token (issue #16).
 */
export const handler = httpHandler(async (event) => {
  const caller = requireSignedIn(event);
  if (event.routeKey === 'POST /api/admin/live-ticket')
    return json(201, await issueLiveTicket(ticketPorts(), caller));
  const answer: IsAdminAnswer = { isAdmin: caller.isAdmin };
  return json(200, answer);
});
