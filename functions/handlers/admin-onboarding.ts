import { onboardingListQuerySchema } from '../domain/contracts/admin.ts';
import { listOnboarding } from '../services/admin/onboarding.ts';
import { adminPorts } from '../services/admin/live-ports.ts';
import { ONBOARDING_REFUSED } from '../domain/staff-refusals.ts';
import { adminHandler } from './lib/admin-auth.ts';
import { json, parseWith } from './lib/http.ts';

/** GET /api/admin/onboarding?q=&cursor=&limit=: newest first by created_at. */
export const handler = adminHandler(
  async (event) => {
    const query = parseWith(onboardingListQuerySchema, event.queryStringParameters ?? {});
    return json(200, await listOnboarding(adminPorts(), query));
  },
  () => ONBOARDING_REFUSED,
);
