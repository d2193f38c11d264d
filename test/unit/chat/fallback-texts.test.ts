import { describe, expect, it } from 'vitest';
import { AI_OVERVIEW_RULES } from '../../../functions/domain/q-calls.ts';
import { LAUNCH_FALLBACK_TEXTS, launchFallbackText } from '../../../functions/domain/q/fallback-texts.ts';
import { LAUNCH_SECTORS } from '../../../functions/domain/sectors.ts';
import { bulletLines, tipLines, wordCount } from './event.ts';

describe('launch chat fallback texts', () => {
  it('has specific texts for FinTech, eCommerce, Restaurants, Taxi Tech and EduTech, by name or id', () => {
    expect(launchFallbackText('FinTech')).toBe(LAUNCH_FALLBACK_TEXTS.fintech);
    expect(launchFallbackText('eCommerce')).toBe(LAUNCH_FALLBACK_TEXTS.ecommerce);
    expect(launchFallbackText('Restaurants')).toBe(LAUNCH_FALLBACK_TEXTS.restaurants);
    expect(launchFallbackText('Taxi Tech')).toBe(LAUNCH_FALLBACK_TEXTS.taxi);
    expect(launchFallbackText('edutech')).toBe(LAUNCH_FALLBACK_TEXTS.edutech);
    expect(new Set(Object.values(LAUNCH_FALLBACK_TEXTS)).size).toBe(6);
  });

  it('uses the generic text for every other sector and for unknown names', () => {
    for (const name of [
      'PropTech',
      'HealthTech',
      'Fashion & Lifestyle',
      'Agriculture Tech',
      'Event & Ticketing',
    ]) {
      expect(launchFallbackText(name)).toBe(LAUNCH_FALLBACK_TEXTS.generic);
    }
    expect(launchFallbackText('Transport & Logistics')).toBe(LAUNCH_FALLBACK_TEXTS.generic);
    expect(launchFallbackText('Other / Not sure')).toBe(LAUNCH_FALLBACK_TEXTS.generic);
    expect(launchFallbackText('Space tourism')).toBe(LAUNCH_FALLBACK_TEXTS.generic);
  });

  it.each(LAUNCH_SECTORS.map((sector) => sector.name))('for %s reads like an overview', (name) => {
    const text = launchFallbackText(name);
    expect(wordCount(text)).toBeLessThan(AI_OVERVIEW_RULES.maxWords);
    expect(bulletLines(text)).toHaveLength(3);
    expect(tipLines(text)).toHaveLength(1);
    expect(text).toContain('10-14 days');
  });
});
