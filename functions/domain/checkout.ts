import { supportTierById, type SupportTierId } from './plans.ts';
import { PUBLISHED_OFFER, type PlatformOffer } from './platforms.ts';

/** What the customer pays today, in whole naira: the setup fee plus the first month of the chosen support. */
export interface CheckoutTotal {
  readonly offer: PlatformOffer;
  readonly setupFee: number;
  readonly firstMonthSupport: number;
  readonly total: number;
}

/**
 * One place decides the amount, so the checkout page shows exactly what the server charges.
 * Basic support is free; Premium's first month is paid with the setup fee. The setup fee is the
 * offer's: the one staff agreed on the call, or the published Banking Platform price.
 */
export function checkoutTotal(tier: SupportTierId, offer: PlatformOffer = PUBLISHED_OFFER): CheckoutTotal {
  const firstMonthSupport = supportTierById(tier).monthlyPrice;
  return { offer, setupFee: offer.setupFee, firstMonthSupport, total: offer.setupFee + firstMonthSupport };
}
