import { describe, expect, it } from 'vitest';
import { planAfterBooking, recapPlatform } from '../../../functions/domain/launch-recap.ts';
import { tailoredSolution } from '../../../functions/domain/q/solution.ts';

/**
 * Issue #26, the launch chat's recap: the plan it shows after the call is booked must not ask the
 * founder to book the call again, and names the platform in a sentence's words.
 */
describe('the plan on the launch recap', () => {
  it('keeps the plan Q showed but not its invitation to book the call', () => {
    const solution = tailoredSolution({ sectorId: 'taxi', idea: 'Keke rides in Enugu', answers: [] });
    expect(solution).toContain('Tap **Start in 60s** to pick a time.');

    const plan = planAfterBooking(solution);

    expect(plan).toContain('Your tailored Taxi Tech platform');
    expect(plan).toContain('Keke rides in Enugu');
    expect(plan).not.toContain('Start in 60s');
    expect(plan).not.toMatch(/schedule your/i);
  });

  it('names the platform with its article, never "a eCommerce" or "a Taxi Tech platform"', () => {
    expect(recapPlatform('taxi')).toBe('a Taxi and Ride-hailing platform');
    expect(recapPlatform('ecommerce')).toBe('an eCommerce platform');
    expect(recapPlatform('fintech')).toBe('a FinTech platform');
    expect(recapPlatform('other')).toBeNull();
    expect(recapPlatform(null)).toBeNull();
  });
});
