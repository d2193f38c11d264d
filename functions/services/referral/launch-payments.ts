import { recordOnboardingLive } from '../../adapters/db/onboardings.ts';
import { findPaidPaymentForLaunch } from '../../adapters/db/payments.ts';
import { PLANS } from '../../domain/plans.ts';
import { koboToNaira } from '../../domain/money.ts';
import type { LaunchPayments } from './attribution.ts';

/**
 * The paid payment of a launch, from the payments table. Its recorded setup fee decides the
 * commission; a payment from before the fee was recorded falls back to its plan's published price.
 */
export const dynamoLaunchPayments: LaunchPayments = {
  async paidLaunch(resumeToken) {
    const payment = await findPaidPaymentForLaunch(resumeToken);
    if (!payment) return undefined;
    const setupFeeKobo = payment.setup_fee_kobo;
    if (setupFeeKobo !== null) return { setupFeeNaira: koboToNaira(setupFeeKobo) };
    const plan = PLANS.find((candidate) => candidate.id === payment.plan);
    return plan ? { setupFeeNaira: plan.price } : undefined;
  },
  async recordLive(resumeToken, at) {
    await recordOnboardingLive(resumeToken, at);
  },
};
