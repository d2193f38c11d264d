import { describe, expect, it } from 'vitest';
import { PLANS } from '../../../functions/domain/plans.ts';
import { paidLaunchOf } from '../../../functions/services/launch/paid.ts';

describe('paidLaunchOf', () => {
  it('takes the setup fee recorded on the paid payment, in naira', () => {
    expect(paidLaunchOf({ setup_fee_kobo: 1_500_000_00, plan: 'anything' })).toEqual({
      setupFeeNaira: 1_500_000,
    });
  });

  it("falls back to the plan's published price for a payment from before the fee was recorded", () => {
    const plan = PLANS[0]!;
    expect(paidLaunchOf({ setup_fee_kobo: null, plan: plan.id })).toEqual({ setupFeeNaira: plan.price });
  });

  it('pays nothing on a plan no longer sold under that id', () => {
    expect(paidLaunchOf({ setup_fee_kobo: null, plan: 'retired-plan' })).toBeUndefined();
  });
});
