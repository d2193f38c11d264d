import type {
  AdminLaunchRequest,
  AdminListQuery,
  LaunchRequestRecord,
  Page,
} from '../../domain/contracts/admin.ts';
import { listCareOf } from './list-care.ts';
import type { AdminPorts } from './ports.ts';
import { listPage } from '../shared/faults.ts';

/**
 * Copied field by field, so a store that one day hands over a BVN, ID document or bank value
 * still cannot put it in a response: admins see those only as presence badges.
 */
function toAdminRecord(request: LaunchRequestRecord): LaunchRequestRecord {
  return {
    id: request.id,
    name: request.name,
    email: request.email,
    phone: request.phone,
    has_bvn: request.has_bvn === true,
    has_id_document: request.has_id_document === true,
    has_bank_details: request.has_bank_details === true,
    business_name: request.business_name,
    business_type: request.business_type,
    last_step: request.last_step,
    resume_token: request.resume_token,
    ai_summary: request.ai_summary,
    created_at: request.created_at,
    updated_at: request.updated_at,
  };
}

/** GET /api/admin/launch-requests: newest first, searched by name, email, business name and type. */
export async function listLaunchRequests(
  ports: AdminPorts,
  query: AdminListQuery,
): Promise<Page<AdminLaunchRequest>> {
  const page = await listPage(
    ports.store.listLaunchRequests({ q: query.q, cursor: query.cursor, limit: query.limit }),
  );
  const items = await Promise.all(
    page.items.map(async (request) => ({
      ...toAdminRecord(request),
      care: await listCareOf(ports, request.resume_token),
    })),
  );
  return { items, nextCursor: page.cursor };
}
