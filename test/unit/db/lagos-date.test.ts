import { describe, expect, it } from 'vitest';
import { isLagosDate, lagosDate } from '../../../functions/domain/lagos-date.ts';

describe('lagosDate', () => {
  it.each([
    ['2026-03-09T22:59:59.999Z', '2026-03-09'],
    ['2026-03-09T23:00:00.000Z', '2026-03-10'],
    ['2026-12-31T23:30:00.000Z', '2027-01-01'],
    // No daylight saving: midsummer shifts by the same hour.
    ['2026-07-15T23:00:00.000Z', '2026-07-16'],
  ])('puts %s on Lagos day %s', (instant, expected) => {
    expect(lagosDate(instant)).toBe(expected);
    expect(lagosDate(new Date(instant))).toBe(expected);
    expect(lagosDate(Date.parse(instant))).toBe(expected);
  });

  it('refuses what is not an instant', () => {
    expect(() => lagosDate('yesterday')).toThrow('Not a valid instant');
  });

  it('recognises calendar dates only', () => {
    expect(isLagosDate('2026-03-10')).toBe(true);
    expect(isLagosDate('2026-3-10')).toBe(false);
    expect(isLagosDate('2026-13-40')).toBe(false);
  });
});
