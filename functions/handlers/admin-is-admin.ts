import type { IsAdminAnswer } from '../domain/contracts/admin.ts';
import { requireSignedIn } from './lib/admin-auth.ts';
import { httpHandler, json } from './lib/http.ts';

/** GET /api/admin/is-admin: the spec's is_admin (no arguments, a boolean) for any signed-in user. */
export const handler = httpHandler(async (event) => {
  const answer: IsAdminAnswer = { isAdmin: requireSignedIn(event).isAdmin };
  return json(200, answer);
});
