import type { MarkLiveAnswer } from '../../domain/contracts/mark-live.ts';
import { paidLaunchOf } from './paid.ts';
import type { LaunchPorts } from './ports.ts';
import { launchNotPaid } from './refusals.ts';

/**
 * POST /api/admin/onboarding/{token}/live: a launch goes live only once it has been paid for. Going
 * live stamps its onboarding record (referred or not, so the timeline and the funnel see it), then
 * completes its referral, whose referrer earns 10% of the setup fee inside that payment, once.
 * An unpaid launch changes nothing and is refused. The answer names no referrer.
 */
export async function markLaunchLive(ports: LaunchPorts, resumeToken: string): Promise<MarkLiveAnswer> {
  const payment = await ports.paidPaymentOf(resumeToken);
  const paid = payment && paidLaunchOf(payment);
  if (!paid) {
    ports.log.info('mark live refused: no paid payment', { resumeToken });
    throw launchNotPaid();
  }
  await ports.stampLive(resumeToken, new Date(ports.now()).toISOString());
  const completion = await ports.completeReferral(resumeToken, paid);
  return {
    outcome: completion.outcome,
    commission_earned: completion.outcome === 'not_referred' ? null : completion.activity.commission_earned,
  };
}
