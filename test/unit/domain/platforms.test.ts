import { describe, expect, it } from 'vitest';
import { BANKING_PLATFORM_SETUP_FEE_NGN } from '../../../functions/domain/plans-and-prices.ts';
import { offerOf, PUBLISHED_OFFER } from '../../../functions/domain/platforms.ts';

describe('offerOf', () => {
  it('is the published Banking Platform offer without a link, or when staff confirmed the published price', () => {
    expect(offerOf({ agreed_plan: null, agreed_setup_fee: null })).toBe(PUBLISHED_OFFER);
    expect(
      offerOf({ agreed_plan: 'banking-platform', agreed_setup_fee: BANKING_PLATFORM_SETUP_FEE_NGN }),
    ).toBe(PUBLISHED_OFFER);
  });

  it('is the agreed platform and fee otherwise, a discount on the Banking Platform included', () => {
    expect(offerOf({ agreed_plan: 'taxi-platform', agreed_setup_fee: 2_500_000 })).toEqual({
      platformId: 'taxi-platform',
      platformName: 'Taxi and Ride-hailing',
      setupFee: 2_500_000,
      agreed: true,
    });
    expect(offerOf({ agreed_plan: 'banking-platform', agreed_setup_fee: 4_500_000 })).toMatchObject({
      setupFee: 4_500_000,
      agreed: true,
    });
  });
});
