// Type-only: erased at build, so the contract's zod never reaches the page.
import type {
  ReferralActivity,
  ReferralApplyAnswer,
  ReferralApplyInput,
} from '@domain/contracts/referrals.ts';
import type { PayoutAccountView } from '@domain/contracts/payouts.ts';
import { ApiError, apiCall, type ApiCallOptions } from '../../lib/api-client.ts';

/** A call's outcome; `status` is null when no HTTP answer came (offline, DNS, refused). */
export type ApiOutcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly status: number | null };

export type { ReferralActivity };

/** What the dashboard page shows, read from GET /api/referrals/dashboard. */
export interface ReferralDashboard {
  readonly applicantId: string;
  readonly fullName: string;
  readonly totalReferrals: number;
  /** whole naira */
  readonly totalCommission: number;
  readonly pending: number;
  /** The partner's short link slug (/r/{slug}), null until they have one (issue #26). */
  readonly shortLinkSlug: string | null;
  /** newest first, as the server sends them */
  readonly activities: readonly ReferralActivity[];
  /** Where commissions are paid, masked (issue #29); null until the partner adds one. */
  readonly payoutAccount: PayoutAccountView | null;
}

export interface AppliedReferrer {
  readonly id: string;
  readonly dashboardToken: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** One call in the page's terms: the body, or the status of the refusal (null when no answer came). */
async function callApi(
  path: `/api/${string}`,
  options: ApiCallOptions = {},
): Promise<{ ok: true; body: unknown } | { ok: false; status: number | null }> {
  try {
    return { ok: true, body: await apiCall(path, options) };
  } catch (error: unknown) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 0) {
      console.error(`${options.method ?? 'GET'} ${path} got no answer`, error.code);
      return { ok: false, status: null };
    }
    return { ok: false, status: error.status };
  }
}

/** POST /api/referrals: 201 with the new applicant's ids. */
export async function submitReferralApplication(
  application: ReferralApplyInput,
): Promise<ApiOutcome<AppliedReferrer>> {
  const answer = await callApi('/api/referrals', { method: 'POST', body: application });
  if (!answer.ok) return answer;
  // The contract's shape, checked by hand: zod would break this public page's first-load budget.
  const { applicant } = (isRecord(answer.body) ? answer.body : {}) as Partial<ReferralApplyAnswer>;
  if (typeof applicant?.id !== 'string' || typeof applicant.dashboard_token !== 'string') {
    return { ok: false, status: 502 };
  }
  return { ok: true, value: { id: applicant.id, dashboardToken: applicant.dashboard_token } };
}

/** POST /api/referrals/dashboard-link: the server e-mails the link to the address it has on file. */
export async function requestDashboardLink(email: string): Promise<ApiOutcome<null>> {
  const answer = await callApi('/api/referrals/dashboard-link', { method: 'POST', body: { email } });
  return answer.ok ? { ok: true, value: null } : answer;
}

function isActivity(activity: unknown): activity is ReferralActivity {
  return (
    isRecord(activity) &&
    typeof activity.id === 'string' &&
    typeof activity.referred_email === 'string' &&
    typeof activity.status === 'string' &&
    typeof activity.commission_earned === 'number' &&
    typeof activity.created_at === 'string'
  );
}

/*
 * A shape check by hand rather than the contract's zod schema: the dashboard is a public page and
 * zod would break its first-load budget. It checks what the page reads, nothing more. Activities
 * that cannot be read are dropped and only logged (spec: activity load errors are only logged),
 * so the cards and the referral link still show.
 */
function readDashboard(body: unknown): ReferralDashboard | null {
  if (!isRecord(body) || !isRecord(body.applicant) || !isRecord(body.totals)) return null;
  const { applicant, totals } = body;
  if (
    typeof applicant.id !== 'string' ||
    typeof totals.total_referrals !== 'number' ||
    typeof totals.total_commission !== 'number' ||
    typeof totals.pending !== 'number'
  ) {
    return null;
  }
  const listed: unknown[] = Array.isArray(body.activities) ? body.activities : [];
  const activities = listed.filter(isActivity);
  if (!Array.isArray(body.activities) || activities.length !== listed.length) {
    console.error('Some referral activities could not be read', body.activities);
  }
  return {
    applicantId: applicant.id,
    fullName: typeof applicant.full_name === 'string' ? applicant.full_name : '',
    totalReferrals: totals.total_referrals,
    totalCommission: totals.total_commission,
    pending: totals.pending,
    shortLinkSlug: typeof body.short_link_slug === 'string' ? body.short_link_slug : null,
    activities,
    payoutAccount: isRecord(body.payout_account)
      ? (body.payout_account as unknown as PayoutAccountView)
      : null,
  };
}

/** GET /api/referrals/dashboard?token=: 400 for a malformed token, 404 for an unknown one. */
export async function fetchReferralDashboard(
  token: string,
  signal?: AbortSignal,
): Promise<ApiOutcome<ReferralDashboard>> {
  const query = new URLSearchParams({ token }).toString();
  const answer = await callApi(`/api/referrals/dashboard?${query}`, { signal });
  if (!answer.ok) return answer;
  const dashboard = readDashboard(answer.body);
  return dashboard ? { ok: true, value: dashboard } : { ok: false, status: 502 };
}

/** GET /api/referrals/r/{slug}: the partner id a short link stands for (404 when no partner has it). */
export async function resolveShortReferralLink(
  slug: string,
  signal?: AbortSignal,
): Promise<ApiOutcome<string>> {
  const answer = await callApi(`/api/referrals/r/${encodeURIComponent(slug)}`, { signal });
  if (!answer.ok) return answer;
  const referrerId = isRecord(answer.body) ? answer.body.referrer_id : undefined;
  return typeof referrerId === 'string' ? { ok: true, value: referrerId } : { ok: false, status: 502 };
}
