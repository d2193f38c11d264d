import type { AdminListQuery, OnboardingRecord, Page } from '../../domain/contracts/admin.ts';
import type { AdminPorts } from './ports.ts';

/** Only the spec's business_onboarding fields; internals such as the referrer stay in the table. */
function toAdminRecord(onboarding: OnboardingRecord): OnboardingRecord {
  return {
    id: onboarding.id,
    name: onboarding.name,
    email: onboarding.email,
    phone: onboarding.phone,
    business_name: onboarding.business_name,
    business_type: onboarding.business_type,
    stage_completed: onboarding.stage_completed,
    last_step: onboarding.last_step,
    needs_help_with: [...onboarding.needs_help_with],
    resume_token: onboarding.resume_token,
    created_at: onboarding.created_at,
    updated_at: onboarding.updated_at,
  };
}

/** GET /api/admin/onboarding: newest first by created_at, searched by the four fields and the resume token. */
export async function listOnboarding(
  ports: AdminPorts,
  query: AdminListQuery,
): Promise<Page<OnboardingRecord>> {
  const page = await ports.store.listOnboarding({ q: query.q, cursor: query.cursor, limit: query.limit });
  return { items: page.items.map(toAdminRecord), nextCursor: page.cursor };
}
