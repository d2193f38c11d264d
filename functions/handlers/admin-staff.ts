import { listStaff } from '../services/admin/staff.ts';
import { staffPorts } from '../services/admin/live-ports.ts';
import { adminHandler } from './lib/admin-auth.ts';
import { json } from './lib/http.ts';

/** GET /api/admin/staff: the staff e-mails a prospect's owner is chosen from (issue #26). */
export const handler = adminHandler(async () => json(200, await listStaff(staffPorts())));
