// Type-only: erased at build, so the contract's zod never reaches the page.
import type {
  ReferralActivity,
  ReferralApplyAnswer,
  ReferralApplyInput,
  ReferralDashboardAnswer,
} from '../../../../functions/domain/contracts/referrals.ts';
import { ApiError, apiCall, type ApiCallOptions } from '../../app/api-client.ts';

/** A call's outcome; `status` is null when no HTTP answer came (offline, DNS, refused). */
export type ApiOutcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly status: number | null };

export type { ReferralActivity };

/** What the dashboard page shows: the answer of GET /api/referrals/dashboard as its contract reads it. */
export type ReferralDashboard = ReferralDashboardAnswer;

/** The new partner's ids, as POST /api/referrals answers them. */
export type AppliedReferrer = ReferralApplyAnswer['applicant'];

// The contract's schemas bring zod: loaded with the first answer to read, never with the page.
const loadContract = () => import('../../../../functions/domain/contracts/referrals.ts');

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
  const { referralApplyAnswerSchema } = await loadContract();
  const read = referralApplyAnswerSchema.safeParse(answer.body);
  return read.success ? { ok: true, value: read.data.applicant } : { ok: false, status: 502 };
}

/** POST /api/referrals/dashboard-link: the server e-mails the link to the address it has on file. */
export async function requestDashboardLink(email: string): Promise<ApiOutcome<null>> {
  const answer = await callApi('/api/referrals/dashboard-link', { method: 'POST', body: { email } });
  return answer.ok ? { ok: true, value: null } : answer;
}

/*
 * Read with the contract's schemas. Activities that cannot be read are dropped and only logged
 * (spec: activity load errors are only logged), so the cards and the referral link still show.
 */
async function readDashboard(body: unknown): Promise<ReferralDashboard | null> {
  const { referralActivitySchema, referralDashboardAnswerSchema } = await loadContract();
  const whole = referralDashboardAnswerSchema.safeParse(body);
  if (whole.success) return whole.data;
  const record = isRecord(body) ? body : {};
  console.error('Some referral activities could not be read', record.activities);
  const rest = referralDashboardAnswerSchema.safeParse({ ...record, activities: [] });
  if (!rest.success) return null;
  const listed: unknown[] = Array.isArray(record.activities) ? record.activities : [];
  const activities = listed.flatMap((activity) => {
    const read = referralActivitySchema.safeParse(activity);
    return read.success ? [read.data] : [];
  });
  return { ...rest.data, activities };
}

/** GET /api/referrals/dashboard?token=: 400 for a malformed token, 404 for an unknown one. */
export async function fetchReferralDashboard(
  token: string,
  signal?: AbortSignal,
): Promise<ApiOutcome<ReferralDashboard>> {
  const query = new URLSearchParams({ token }).toString();
  const answer = await callApi(`/api/referrals/dashboard?${query}`, { signal });
  if (!answer.ok) return answer;
  const dashboard = await readDashboard(answer.body);
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
