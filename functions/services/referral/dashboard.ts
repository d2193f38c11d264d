import {
  referralDashboardAnswerSchema,
  type ReferralDashboardAnswer,
} from '../../domain/contracts/referrals.ts';
import { dashboardNotFound } from './refusals.ts';
import type { ReferralActivityRecord, ReferralPorts, ReferredLaunch } from './ports.ts';
import { referralStage } from './referral-stage.ts';
import { REFERRAL_STAGE_LABELS } from '../../domain/referral-stage.ts';
import { activityPayoutFields } from '../payouts/views.ts';

const PAGE_SIZE = 100;
/**
 * Totals are summed over every activity, so the dashboard reads them all. A referrer with more
 * than this many referrals would need stored counters; until then the read stops here and says so.
 */
export const MAX_ACTIVITIES_READ = 2_000;
/** The newest referrals' launches are read for their stage; older rows show what their activity knows. */
const MAX_LAUNCHES_READ = 200;
const LAUNCH_READS_AT_ONCE = 10;

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
  const launches = await launchesOf(ports, newestFirst);
  const shortLink = (await ports.store.shortLinkOf?.(applicant.id)) ?? null;
  return {
    // The partner's part the dashboard's contract picks (its schema drops every other field).
    applicant: referralDashboardAnswerSchema.shape.applicant.parse(applicant),
    short_link_slug: shortLink,
    activities: newestFirst.map((activity) => {
      const facts = rowFacts(activity, launches);
      return {
        id: activity.id,
        referred_email: activity.referred_email,
        status: activity.status,
        commission_earned: activity.commission_earned,
        created_at: activity.created_at,
        // The business name comes from the launch the referral is joined to (issue #26).
        ...activityPayoutFields(activity, facts.business_name),
        ...facts,
      };
    }),
    totals: {
      total_referrals: shown.length,
      total_commission: shown.reduce((sum, activity) => sum + activity.commission_earned, 0),
      pending: shown.filter((activity) => activity.status === 'pending').length,
    },
    payout_account: ports.payouts ? await ports.payouts.account(applicant.id) : null,
  };
}

/** The launches behind the shown rows, by resume token, read a few at a time. */
async function launchesOf(
  ports: ReferralPorts,
  activities: readonly ReferralActivityRecord[],
): Promise<Map<string, ReferredLaunch | undefined>> {
  const found = new Map<string, ReferredLaunch | undefined>();
  const source = ports.launches;
  if (!source) return found;
  const tokens = [...new Set(activities.flatMap((activity) => activity.onboarding_resume_token ?? []))].slice(
    0,
    MAX_LAUNCHES_READ,
  );
  for (let start = 0; start < tokens.length; start += LAUNCH_READS_AT_ONCE) {
    const batch = tokens.slice(start, start + LAUNCH_READS_AT_ONCE);
    const launches = await Promise.all(batch.map((token) => source.launchOf(token)));
    batch.forEach((token, index) => found.set(token, launches[index]));
  }
  return found;
}

/** A row's business name and stage (issue #26): what the partner can tell the founder apart by. */
function rowFacts(activity: ReferralActivityRecord, launches: Map<string, ReferredLaunch | undefined>) {
  const launch = activity.onboarding_resume_token
    ? launches.get(activity.onboarding_resume_token)
    : undefined;
  const stage = referralStage(activity, launch);
  return {
    business_name: launch?.business_name ?? null,
    stage,
    stage_label: REFERRAL_STAGE_LABELS[stage],
  };
}
