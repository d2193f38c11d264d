import type { Payment } from '../../domain/contracts/records/payment.ts';
import { koboToNaira } from '../../domain/money.ts';
import { PLANS } from '../../domain/plans.ts';

/** What a launch's paid payment tells: its recorded setup fee and the plan it was paid for. */
export type PaidPayment = Pick<Payment, 'setup_fee_kobo' | 'plan'>;

/**
 * Where a launch's paid payment is found: the first paid payment of its setup fee, by its
 * onboarding resume token (a later feature update neither makes nor proves a launch paid).
 */
export type PaidPaymentOf = (resumeToken: string) => Promise<PaidPayment | undefined>;

/**
 * "Has this launch been paid?", asked this one way by every area that needs it: the admin list's
 * paid flag, the launch chat's lock after payment, the referral dashboard's stage and marking live.
 */
export async function isLaunchPaid(paidPaymentOf: PaidPaymentOf, resumeToken: string): Promise<boolean> {
  return (await paidPaymentOf(resumeToken)) !== undefined;
}

/** The paid payment behind a launch: only money that was paid earns a commission (issue #15). */
export interface PaidLaunch {
  /** whole naira: the setup fee of the plan recorded on the paid payment (never the support tier) */
  readonly setupFeeNaira: number;
}

/**
 * What a paid payment of a launch earns its referrer a share of: its recorded setup fee, or, for a
 * payment from before the fee was recorded, its plan's published price. Undefined for a plan that
 * is no longer sold under that id.
 */
export function paidLaunchOf(payment: PaidPayment): PaidLaunch | undefined {
  if (payment.setup_fee_kobo !== null) return { setupFeeNaira: koboToNaira(payment.setup_fee_kobo) };
  const plan = PLANS.find((candidate) => candidate.id === payment.plan);
  return plan ? { setupFeeNaira: plan.price } : undefined;
}
