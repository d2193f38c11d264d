import { describe, expect, it } from 'vitest';
import {
  BANKING_PLATFORM_SETUP_FEE_NGN,
  PREMIUM_SUPPORT_MONTHLY_NGN,
} from '../../../functions/domain/plans-and-prices.ts';
import { formatNaira, koboToNaira, nairaToKobo } from '../../../functions/domain/money.ts';

describe('formatNaira', () => {
  it('shows the setup fee and premium support in naira without decimals', () => {
    expect(formatNaira(BANKING_PLATFORM_SETUP_FEE_NGN)).toBe('₦5,000,000');
    expect(formatNaira(PREMIUM_SUPPORT_MONTHLY_NGN)).toBe('₦150,000');
  });

  it('rounds fractions away instead of printing kobo', () => {
    expect(formatNaira(500_000.4)).toBe('₦500,000');
    expect(formatNaira(0)).toBe('₦0');
  });
});

describe('kobo conversion', () => {
  it('converts whole naira to kobo and back', () => {
    expect(nairaToKobo(5_000_000)).toBe(500_000_000);
    expect(koboToNaira(15_000_000)).toBe(150_000);
    expect(nairaToKobo(0.1 + 0.2)).toBe(30);
  });

  it('refuses amounts that are not numbers of naira or whole kobo', () => {
    expect(() => nairaToKobo(Number.NaN)).toThrow(RangeError);
    expect(() => nairaToKobo(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => koboToNaira(1.5)).toThrow(RangeError);
  });
});
