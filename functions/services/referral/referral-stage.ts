import type { ReferralStage } from '../../domain/referral-stage.ts';
import type { ReferralActivityRecord, ReferredLaunch } from './ports.ts';

/**
 * Where a referred business is, furthest first: live (the referral completed, or staff marked the
 * launch live), paid, call booked, else started (the founder began the launch chat).
 */
export function referralStage(
  activity: Pick<ReferralActivityRecord, 'status' | 'payment_reference'>,
  launch: ReferredLaunch | undefined,
): ReferralStage {
  if (activity.status === 'completed' || launch?.live) return 'live';
  if (activity.payment_reference || launch?.paid) return 'paid';
  if (launch?.call_booked) return 'call_booked';
  return 'started';
}
