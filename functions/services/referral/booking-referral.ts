import { recordReferralFromLaunch } from './attribution.ts';
import type { ReferralPorts } from './ports.ts';

/** A signed booking of a launch's setup call, as the referral side needs it. */
export interface BookedLaunch {
  readonly resumeToken: string;
  /** The partner the launch came through (the onboarding record's referrer_id), if any. */
  readonly referrerId: string | null;
  /** The founder's e-mail: the one typed in the launch chat, else the booking invitee's. */
  readonly email: string | null;
}

/**
 * A signed booking backs the launch's referral (issue #26): a partner whose founder booked the call
 * sees the referral from then on, as after a code sign-in or a payment. A founder who typed no e-mail
 * in the launch chat had no referral recorded yet; the booking's e-mail records it now, under the
 * same rules (first referrer wins, nobody refers themselves).
 */
export async function backReferralWithBooking(ports: ReferralPorts, booking: BookedLaunch): Promise<void> {
  let activity = await ports.store.findActivityByResumeToken(booking.resumeToken);
  if (!activity && booking.referrerId && booking.email) {
    const recorded = await recordReferralFromLaunch(ports, {
      referrerId: booking.referrerId,
      referredEmail: booking.email,
      onboardingResumeToken: booking.resumeToken,
    });
    if (recorded.outcome === 'recorded') activity = recorded.activity;
  }
  if (!activity || activity.proven_at) return;
  if (await ports.store.proveActivity(activity))
    ports.log.info('referral backed by a booking', { activityId: activity.id });
}
