import { describe, expect, it } from 'vitest';
import { REFERRAL_ATTRIBUTION_WINDOW_DAYS } from '@domain/referral-rules.ts';
import { referralAttributionSchema } from '@domain/contracts/referral-attribution.ts';
import { isAttributionFresh } from '@domain/referral-attribution.ts';
import { LOCAL_STORAGE_KEYS } from '@domain/storage-keys.ts';
import { captureReferral } from './capture-referral.ts';

const DAY = 24 * 60 * 60 * 1_000;
const NOW = Date.parse('2026-03-01T12:00:00Z');

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const stored = (storage: ReturnType<typeof memoryStorage>) =>
  referralAttributionSchema.parse(
    JSON.parse(storage.items.get(LOCAL_STORAGE_KEYS.referralAttribution) ?? 'null'),
  );

describe('captureReferral', () => {
  it('keeps ?ref= with the time of the visit, in the shape the launch chat reads', () => {
    const storage = memoryStorage();

    expect(captureReferral('?ref=5f0c8a1e-applicant', storage, NOW)).toBe(true);

    expect(stored(storage)).toEqual({ referrerId: '5f0c8a1e-applicant', capturedAt: NOW });
    expect(isAttributionFresh(stored(storage), NOW)).toBe(true);
  });

  it('lets the first referrer win while their visit is within the window', () => {
    const storage = memoryStorage();
    captureReferral('?ref=first', storage, NOW);

    const replaced = captureReferral(
      '?ref=second',
      storage,
      NOW + (REFERRAL_ATTRIBUTION_WINDOW_DAYS - 1) * DAY,
    );

    expect(replaced).toBe(false);
    expect(stored(storage).referrerId).toBe('first');
  });

  it('takes a new referrer once the first visit is older than 60 days', () => {
    const storage = memoryStorage();
    captureReferral('?ref=first', storage, NOW);
    const later = NOW + (REFERRAL_ATTRIBUTION_WINDOW_DAYS + 1) * DAY;

    expect(captureReferral('?ref=second', storage, later)).toBe(true);

    expect(stored(storage)).toEqual({ referrerId: 'second', capturedAt: later });
  });

  it.each(['', '?ref=', '?ref=%3Cscript%3E', `?ref=${'a'.repeat(65)}`, '?other=1'])(
    'ignores %j',
    (search) => {
      const storage = memoryStorage();

      expect(captureReferral(search, storage, NOW)).toBe(false);
      expect(storage.items.size).toBe(0);
    },
  );

  it('replaces an unreadable stored value', () => {
    const storage = memoryStorage();
    storage.setItem(LOCAL_STORAGE_KEYS.referralAttribution, '{not json');

    expect(captureReferral('?ref=fresh', storage, NOW)).toBe(true);
    expect(stored(storage).referrerId).toBe('fresh');
  });
});
