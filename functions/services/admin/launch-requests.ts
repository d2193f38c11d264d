import type {
  AdminLaunchRequest,
  AdminListQuery,
  LaunchRequestRecord,
  Page,
} from '../../domain/contracts/admin.ts';
import { launchRequestRecordSchema } from '../../domain/contracts/admin.ts';
import { listCareOf } from './list-care.ts';
import type { AdminPorts } from './ports.ts';
import { staffListPage } from './staff-list.ts';

/**
 * Only what the admin record's schema lists survives (zod drops every other key), so a store that one
 * day hands over a BVN, ID document or bank value still cannot put it in a response: admins see those
 * only as presence badges. The view itself is built once, in domain/launch-request-views.ts.
 */
const toAdminRecord = (request: LaunchRequestRecord): LaunchRequestRecord =>
  launchRequestRecordSchema.parse(request);

/** GET /api/admin/launch-requests: newest first, searched by name, email, business name and type. */
export function listLaunchRequests(
  ports: AdminPorts,
  query: AdminListQuery,
): Promise<Page<AdminLaunchRequest>> {
  return staffListPage(
    query,
    (request) => ports.store.listLaunchRequests(request),
    (requests) =>
      Promise.all(
        requests.map(async (request) => ({
          ...toAdminRecord(request),
          care: await listCareOf(ports, request.resume_token),
        })),
      ),
  );
}
