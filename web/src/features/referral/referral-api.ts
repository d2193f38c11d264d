// Type-only: erased at build, so the contract's zod never reaches the page.
import type {
  ReferralActivity,
  ReferralApplyAnswer,
  ReferralApplyInput,
  ReferralDashboardAnswer,
} from '@domain/contracts/referrals.ts';
import { ApiError, apiCall, BAD_ANSWER_MESSAGE } from '../../lib/api-client.ts';
import { dashboardAnswerReader } from './dashboard-answer-reader.ts';

/*
 * Each call answers its value or throws the ApiError that says why not (the server's own words for
 * a refusal); the page shows it with `refusalMessage` (lib/api-client.ts), one way in every feature.
 */

export type { ReferralActivity };
/** With the client, for the page that loads it only to send (use-referral-application.ts). */
export { refusalMessage } from '../../lib/api-client.ts';

/** What the dashboard page shows: the answer of GET /api/referrals/dashboard as its contract reads it. */
export type ReferralDashboard = ReferralDashboardAnswer;

/** The new partner's ids, as POST /api/referrals answers them. */
export type AppliedReferrer = ReferralApplyAnswer['applicant'];

// The contract's schemas bring zod: loaded with the first answer to read, never with the page.
const loadContract = () => import('@domain/contracts/referrals.ts');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** An OK answer this page cannot read: a broken server or a proxy's page. */
const badAnswer = () => new ApiError(502, 'bad_answer', BAD_ANSWER_MESSAGE);

/** POST /api/referrals: 201 with the new applicant's ids. */
export async function submitReferralApplication(application: ReferralApplyInput): Promise<AppliedReferrer> {
  const body = await apiCall('/api/referrals', { method: 'POST', body: application });
  const { referralApplyAnswerSchema } = await loadContract();
  const read = referralApplyAnswerSchema.safeParse(body);
  if (!read.success) throw badAnswer();
  return read.data.applicant;
}

/** POST /api/referrals/dashboard-link: the server e-mails the link to the address it has on file. */
export async function requestDashboardLink(email: string): Promise<void> {
  await apiCall('/api/referrals/dashboard-link', { method: 'POST', body: { email } });
}

/**
 * GET /api/referrals/dashboard?token=: 400 for a malformed token, 404 for an unknown one. The answer
 * is read with the contract's schemas off the page's thread (dashboard-answer-reader.ts); activities
 * that cannot be read are left out and only logged (spec: activity load errors are only logged).
 */
export async function fetchReferralDashboard(
  token: string,
  signal?: AbortSignal,
): Promise<ReferralDashboard> {
  const reader = dashboardAnswerReader();
  try {
    const query = new URLSearchParams({ token }).toString();
    const read = await reader.read(await apiCall(`/api/referrals/dashboard?${query}`, { signal }));
    if (!read.complete) console.error('Some referral activities could not be read', read.activities);
    if (!read.dashboard) throw badAnswer();
    return read.dashboard;
  } finally {
    reader.dispose();
  }
}

/** GET /api/referrals/r/{slug}: the partner id a short link stands for (404 when no partner has it). */
export async function resolveShortReferralLink(slug: string, signal?: AbortSignal): Promise<string> {
  const body = await apiCall(`/api/referrals/r/${encodeURIComponent(slug)}`, { signal });
  const referrerId = isRecord(body) ? body.referrer_id : undefined;
  if (typeof referrerId !== 'string') throw badAnswer();
  return referrerId;
}
