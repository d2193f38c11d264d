import { AI_FAILURES_SHOWN, summarizeAiFailureError } from '../../domain/ai-failure-summary.ts';
import {
  onboardingRecordSchema,
  type AdminListQuery,
  type AdminOnboardingRecord,
  type AiFailures,
  type ListCare,
  type OnboardingRecord,
  type Page,
} from '../../domain/contracts/admin.ts';
import type { Onboarding } from '../../domain/contracts/records/onboarding.ts';
import { staffListPage } from './staff-list.ts';
import type { SetupCall } from '../../domain/contracts/setup-call.ts';
import { listCareOf } from './list-care.ts';
import type { AdminPorts, StoredAiFailureReport } from './ports.ts';

/** The fields staff see: the record's schema less its internal fields (records/onboarding.ts). */
const SHOWN_FIELDS = Object.keys(onboardingRecordSchema.shape) as (keyof OnboardingRecord)[];

/**
 * The shown fields only, copied from whatever the store handed over: internals such as the
 * referrer stay in the table, and a field added to the record reaches the card by itself.
 */
function toAdminRecord(
  onboarding: OnboardingRecord & Partial<Pick<Onboarding, 'payment_link_sent_at'>>,
  aiFailures: AiFailures,
  paid: boolean,
  setupCall: SetupCall | null,
  emailBounced: boolean,
  care: ListCare,
): AdminOnboardingRecord {
  return {
    ...(Object.fromEntries(SHOWN_FIELDS.map((field) => [field, onboarding[field]])) as OnboardingRecord),
    ai_failures: aiFailures,
    paid,
    setup_call: setupCall,
    email_bounced: emailBounced,
    payment_link_sent_at: onboarding.payment_link_sent_at ?? null,
    care,
  };
}

/** The newest reports, field by field: never the prompt, and the error only as its safe summary. */
export function summarizeAiFailures(reports: readonly StoredAiFailureReport[]): AiFailures {
  const newestFirst = [...reports].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return {
    count: reports.length,
    reports: newestFirst.slice(0, AI_FAILURES_SHOWN).map((report) => ({
      created_at: report.created_at,
      last_step: report.last_step,
      sector: report.sector,
      attempts: report.attempts,
      error_summary: summarizeAiFailureError(report.last_error),
    })),
  };
}

/**
 * GET /api/admin/onboarding: newest first by created_at, searched by the four fields and the resume
 * token. Each record's AI failure reports and setup call live in their own partitions; one read
 * each per record on the page (at most ADMIN_PAGE_SIZE.max, run together) is cheap beside copying
 * them onto the record.
 */
export function listOnboarding(
  ports: AdminPorts,
  query: AdminListQuery,
): Promise<Page<AdminOnboardingRecord>> {
  return staffListPage(
    query,
    (request) => ports.store.listOnboarding(request),
    async (onboardings) => {
      const bounced = await ports.store.bouncedAmong(onboardings.map((onboarding) => onboarding.email));
      return Promise.all(
        onboardings.map(async (onboarding) => {
          const [reports, paid, setupCall, care] = await Promise.all([
            ports.store.listAiFailureReports(onboarding.resume_token),
            ports.store.isLaunchPaid(onboarding.resume_token),
            ports.store.getSetupCall(onboarding.resume_token),
            listCareOf(ports, onboarding.resume_token),
          ]);
          const emailBounced =
            onboarding.email !== null && bounced.has(onboarding.email.trim().toLowerCase());
          return toAdminRecord(onboarding, summarizeAiFailures(reports), paid, setupCall, emailBounced, care);
        }),
      );
    },
  );
}
