import { isSimpleEmail, normalizeEmail } from '../../domain/email.ts';
import { isReferralLinkId, isResumeToken } from '../../domain/ids.ts';
import { newReferralActivity } from '../../domain/new-referral-activity.ts';
import { APPLICANT_ID_PATTERN, commissionFor } from '../../domain/referral.ts';
import type { ReferralActivityRecord, ReferralPorts } from './ports.ts';
import { emailFingerprint } from '../shared/rate-limits.ts';
import type { PaidLaunch } from '../launch/paid.ts';

export interface LaunchReferral {
  /** the applicant id from the visit's ?ref= */
  readonly referrerId: string;
  /** the e-mail the referred business finalised the launch chat with */
  readonly referredEmail: string;
  readonly onboardingResumeToken?: string | null;
}

/**
 * What became of a launch's referral. Only 'recorded' wrote anything; the others are normal
 * outcomes the launch flow carries on after (a referral never fails a launch).
 */
export type LaunchReferralOutcome =
  | { readonly outcome: 'recorded'; readonly activity: ReferralActivityRecord }
  | { readonly outcome: 'invalid' }
  | { readonly outcome: 'unknown_referrer' }
  | { readonly outcome: 'self_referral' }
  | { readonly outcome: 'already_referred' };

/**
 * The partner's applicant id for what a launch carried: the id itself (the spec's `?ref=`), or a
 * partner's `ref_` link id (a WhatsApp first message's code) looked up; anything else unchanged.
 */
export async function resolveReferrerId(
  ports: Pick<ReferralPorts, 'store'>,
  carried: string,
): Promise<string> {
  const id = carried.trim();
  if (!isReferralLinkId(id) || !ports.store.referrerOfLinkId) return id;
  return (await ports.store.referrerOfLinkId(id)) ?? id;
}

/**
 * Records a pending referral when a business referred by `referrerId` finalises the launch chat.
 * Each referred e-mail counts once (for the first referrer), and nobody earns on their own e-mail.
 */
export async function recordReferralFromLaunch(
  ports: ReferralPorts,
  launch: LaunchReferral,
): Promise<LaunchReferralOutcome> {
  const referrerId = await resolveReferrerId(ports, launch.referrerId);
  const referredEmail = normalizeEmail(launch.referredEmail);
  if (!APPLICANT_ID_PATTERN.test(referrerId) || !isSimpleEmail(referredEmail)) return { outcome: 'invalid' };
  const resumeToken = launch.onboardingResumeToken?.trim().toLowerCase() ?? null;
  const emailHash = emailFingerprint(referredEmail);

  const referrer = await ports.store.getApplicantById(referrerId);
  if (!referrer) {
    ports.log.info('referral ignored: unknown referrer', { referrerId });
    return { outcome: 'unknown_referrer' };
  }
  if (normalizeEmail(referrer.email) === referredEmail) {
    ports.log.info('referral refused: self-referral', { referrerId });
    return { outcome: 'self_referral' };
  }
  if (await ports.store.findActivityByReferredEmail(referredEmail)) {
    ports.log.info('referral ignored: email already referred', { referrerId, emailHash });
    return { outcome: 'already_referred' };
  }

  const activity = newReferralActivity({
    id: ports.ids.newActivityId(),
    referrer_id: referrer.id,
    referred_email: referredEmail,
    created_at: new Date(ports.now()).toISOString(),
    onboarding_resume_token: resumeToken && isResumeToken(resumeToken) ? resumeToken : null,
  });
  // The look-up above is only a shortcut; the store's conditional write decides a race.
  if ((await ports.store.recordActivity(activity)) === 'taken') {
    ports.log.info('referral ignored: email already referred', { referrerId, emailHash });
    return { outcome: 'already_referred' };
  }
  ports.log.info('referral recorded', { referrerId, activityId: activity.id, emailHash });
  return { outcome: 'recorded', activity };
}

/** The referred business, by the e-mail it launched with or by its onboarding resume token. */
export type LiveBusiness =
  | { readonly referredEmail: string; readonly resumeToken?: undefined }
  | { readonly resumeToken: string; readonly referredEmail?: undefined };

export type MarkLiveOutcome =
  | { readonly outcome: 'completed'; readonly activity: ReferralActivityRecord }
  | { readonly outcome: 'already_completed'; readonly activity: ReferralActivityRecord }
  /** the activity is in another state (neither pending nor completed) and is left as it is */
  | { readonly outcome: 'not_pending'; readonly activity: ReferralActivityRecord }
  | { readonly outcome: 'not_referred' };

function settled(activity: ReferralActivityRecord): MarkLiveOutcome {
  return activity.status === 'completed'
    ? { outcome: 'already_completed', activity }
    : { outcome: 'not_pending', activity };
}

async function findActivity(ports: ReferralPorts, business: LiveBusiness) {
  if (business.referredEmail !== undefined) {
    const email = normalizeEmail(business.referredEmail);
    return isSimpleEmail(email) ? ports.store.findActivityByReferredEmail(email) : undefined;
  }
  const token = business.resumeToken.trim().toLowerCase();
  return isResumeToken(token) ? ports.store.findActivityByResumeToken(token) : undefined;
}

/**
 * A paid, referred business went live: its referral becomes completed and earns 10% of the setup
 * fee that was paid. Idempotent: the store completes only a pending activity, so marking twice (or
 * two admins at once) pays once. `paid` is what proves the payment; the launch area's markLaunchLive finds it.
 */
export async function markBusinessLive(
  ports: ReferralPorts,
  business: LiveBusiness,
  paid: PaidLaunch,
): Promise<MarkLiveOutcome> {
  const activity = await findActivity(ports, business);
  if (!activity) return { outcome: 'not_referred' };
  if (activity.status !== 'pending') return settled(activity);

  const commission = commissionFor(paid.setupFeeNaira);
  const completedAt = new Date(ports.now()).toISOString();
  const changed = await ports.store.completeActivity(activity, {
    commission_earned: commission,
    completed_at: completedAt,
  });
  if (!changed) {
    // Someone else changed it between the read and the conditional write.
    return settled((await findActivity(ports, business)) ?? { ...activity, status: 'completed' });
  }
  ports.log.info('referral completed', {
    referrerId: activity.referrer_id,
    activityId: activity.id,
    commission,
  });
  return {
    outcome: 'completed',
    activity: { ...activity, status: 'completed', commission_earned: commission },
  };
}
