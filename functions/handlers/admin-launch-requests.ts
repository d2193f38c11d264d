import { launchRequestListQuerySchema } from '../domain/contracts/admin.ts';
import { listLaunchRequests } from '../services/admin/launch-requests.ts';
import { adminPorts } from '../services/admin/live-ports.ts';
import { LAUNCH_REQUESTS_REFUSED } from '../domain/staff-refusals.ts';
import { adminHandler } from './lib/admin-auth.ts';
import { json, parseWith } from './lib/http.ts';

/** GET /api/admin/launch-requests?q=&cursor=&limit=: BVN, ID document and bank details only as has_* flags. */
export const handler = adminHandler(
  async (event) => {
    const query = parseWith(launchRequestListQuerySchema, event.queryStringParameters ?? {});
    return json(200, await listLaunchRequests(adminPorts(), query));
  },
  () => LAUNCH_REQUESTS_REFUSED,
);
