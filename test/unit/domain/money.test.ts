import { describe, expect, it } from 'vitest';
import {
  BANKING_PLATFORM_SETUP_FEE_NGN,
  PREMIUM_SUPPORT_MONTHLY_NGN,
} from '../../../functions/domain/plans-and-prices.ts';
import { formatNaira, koboToNaira, nairaToKobo } from '../../../functions/domain/money.ts';

describe('formatNaira', () => {
  it('writes every amount exactly as Intl en-NG does, without loading Intl for a price (#31)', () => {
    const intl = new Intl.NumberFormat('en-NG', {
      style: 'currency',
      currency: 'NGN',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const amounts = [0, -0, 0.5, 0.49999999999999994, 1, 2.5, 99.5, 999, 999.5, 1000, 1234.5, 150_000];
    amounts.push(5_000_000, 123_456_789_012, 999_999_999_999_999, 1e15, 1e21, -0.4, -5, -1234.5);
    amounts.push(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY);
    // A spread of whole and fractional amounts across every digit count.
    for (let digits = 1; digits <= 15; digits += 1) {
      for (const fraction of [0, 0.25, 0.5, 0.75])
        amounts.push(10 ** digits - 1 + fraction, 7 * 10 ** (digits - 1) + fraction);
    }
    for (const amount of amounts) expect(formatNaira(amount), String(amount)).toBe(intl.format(amount));
  });

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
