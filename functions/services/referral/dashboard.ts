import type { ReferralDashboardAnswer } from '../../domain/contracts/referrals.ts';
import { dashboardNotFound } from './refusals.ts';
import { activityPayoutFields } from '../payouts/views.ts';
import type { ReferralActivityRecord, ReferralPorts } from './ports.ts';

const PAGE_SIZE = 100;
/**
 * Totals are summed over every activity, so the dashboard reads them all. A referrer with more
 * than this many referrals would need stored counters; until then the read stops here and says so.
 */
export const MAX_ACTIVITIES_READ = 2_000;

/**
 * The referral dashboard of the applicant holding `token`: who they are, their activities, totals.
 * The handler parsed the token's shape with the contract; here it only has to open a dashboard.
 */
export async function readDashboard(ports: ReferralPorts, token: string): Promise<ReferralDashboardAnswer> {
  const applicant = await ports.store.getApplicantByDashboardToken(token);
  // The token must match exactly; a store that matched loosely must not open another dashboard.
  if (!applicant || applicant.dashboard_token !== token) {
    throw dashboardNotFound();
  }

  const activities: ReferralActivityRecord[] = [];
  let cursor: string | null = null;
  do {
    const page = await ports.store.listActivities(applicant.id, { cursor, limit: PAGE_SIZE });
    activities.push(...page.items);
    cursor = page.cursor;
  } while (cursor !== null && activities.length < MAX_ACTIVITIES_READ);
  if (cursor !== null) {
    ports.log.warn('referral dashboard truncated', { applicantId: applicant.id, read: activities.length });
  }

  // Anyone can type an e-mail into a launch chat with a ?ref= link: a pending referral shows only
  // once its founder proved the address (a code sign-in to pay) or paid (issue #14).
  const shown = activities.filter((activity) => activity.status !== 'pending' || Boolean(activity.proven_at));
  const newestFirst = [...shown].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return {
    applicant: {
      id: applicant.id,
      full_name: applicant.full_name,
      referral_link_id: applicant.referral_link_id,
    },
    activities: await Promise.all(
      newestFirst.map(async (activity) => ({
        id: activity.id,
        referred_email: activity.referred_email,
        status: activity.status,
        commission_earned: activity.commission_earned,
        created_at: activity.created_at,
        ...activityPayoutFields(
          activity,
          activity.onboarding_resume_token && ports.payouts
            ? await ports.payouts.businessName(activity.onboarding_resume_token)
            : null,
        ),
      })),
    ),
    totals: {
      total_referrals: shown.length,
      total_commission: shown.reduce((sum, activity) => sum + activity.commission_earned, 0),
      pending: shown.filter((activity) => activity.status === 'pending').length,
    },
    payout_account: ports.payouts ? await ports.payouts.account(applicant.id) : null,
  };
}
