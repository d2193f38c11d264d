import { BANKING_PLATFORM_PLAN, supportTierById, type Plan, type SupportTierId } from './plans.ts';

/** What the customer pays today, in whole naira: the setup fee plus the first month of the chosen support. */
export interface CheckoutTotal {
  readonly plan: Plan;
  readonly setupFee: number;
  readonly firstMonthSupport: number;
  readonly total: number;
}

/**
 * One place decides the amount, so the checkout page shows exactly what the server charges.
 * Basic support is free; Premium's first month is paid with the setup fee.
 */
export function checkoutTotal(tier: SupportTierId, plan: Plan = BANKING_PLATFORM_PLAN): CheckoutTotal {
  const firstMonthSupport = supportTierById(tier).monthlyPrice;
  return { plan, setupFee: plan.price, firstMonthSupport, total: plan.price + firstMonthSupport };
}
