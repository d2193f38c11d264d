import type { IsAdminAnswer } from '../domain/contracts/admin.ts';
import { ConnectionRefusedError, issueLiveTicket } from '../services/realtime/index.ts';
import { ticketPorts } from '../services/realtime/live-ports.ts';
import { requireSignedIn } from './lib/admin-auth.ts';
import { forbidden, httpHandler, json } from './lib/http.ts';

/**
 * GET /api/admin/is-admin: the spec's is_admin (no arguments, a boolean) for any signed-in user.
 * POST /api/admin/live-ticket: a single-use ticket for the admin live-refresh socket (admins only),
 * so the socket URL carries no bearer token (issue #16).
 */
export const handler = httpHandler(async (event) => {
  const caller = requireSignedIn(event);
  if (event.routeKey === 'POST /api/admin/live-ticket') {
    try {
      return json(201, await issueLiveTicket(ticketPorts(), caller));
    } catch (error: unknown) {
      if (error instanceof ConnectionRefusedError) throw forbidden(error.message);
      throw error;
    }
  }
  const answer: IsAdminAnswer = { isAdmin: caller.isAdmin };
  return json(200, answer);
});
