import { describe, expect, it } from 'vitest';
import { mailPage } from '../../../functions/domain/html.ts';
import { platformProduct, sectorPlatform, withArticle } from '../../../functions/domain/mail-words.ts';

describe('words e-mails build from stored values (issue #26)', () => {
  it('names what was sold as a platform once, never "a Taxi platform" or a raw id', () => {
    expect(`Your ${platformProduct('Taxi and Ride-hailing')} is ready`).toBe(
      'Your Taxi and Ride-hailing platform is ready',
    );
    expect(platformProduct('Banking Platform')).toBe('Banking Platform');
    expect(platformProduct('CTO-as-a-Service')).toBe('CTO-as-a-Service');
    // Issue #26: "grammar from data", never "a Taxi Tech platform" or "a Restaurants platform".
    expect(sectorPlatform('taxi')).toBe('Taxi and Ride-hailing platform');
    expect(sectorPlatform('Taxi Tech')).toBe('Taxi and Ride-hailing platform');
    expect(sectorPlatform('restaurants')).toBe('Restaurant Ordering and Delivery platform');
    expect(sectorPlatform('FinTech')).toBe('FinTech platform');
    expect(sectorPlatform('other')).toBeNull();
    expect(sectorPlatform('Other / Not sure')).toBeNull();
    expect(sectorPlatform('business_launch')).toBeNull();
  });

  it('chooses "a" or "an" by the first letter of the phrase', () => {
    expect(withArticle('eCommerce platform')).toBe('an eCommerce platform');
    expect(withArticle('FinTech platform')).toBe('a FinTech platform');
  });

  it("writes the copyright year of the day the mail is sent, in the site's layout", () => {
    const html = mailPage(['<p>Hello</p>'], 520, new Date('2031-03-01T10:00:00Z'));
    expect(html).toContain('© 2031 Quarter');
    expect(html).toContain('#064e3b');
  });
});
