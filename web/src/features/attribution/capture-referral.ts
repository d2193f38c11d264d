import {
  APPLICANT_ID_PATTERN,
  isAttributionFresh,
  type ReferralAttribution,
} from '@domain/referral-attribution.ts';
import { LOCAL_STORAGE_KEYS } from '@domain/storage-keys.ts';

/**
 * Referral attribution: a visit with ?ref={applicant id} remembers the referrer in the browser
 * (first touch wins for 60 days); the launch chat's finalize carries it to the server. This runs on
 * every public page, so it must stay tiny: it takes the server's id rule and 60-day window from the
 * zod-free leaf functions/domain/referral-attribution.ts, never from contracts/.
 */

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function storedAttribution(storage: Storage): ReferralAttribution | null {
  try {
    const stored = JSON.parse(storage.getItem(LOCAL_STORAGE_KEYS.referralAttribution) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const { referrerId, capturedAt } = stored as { referrerId?: unknown; capturedAt?: unknown };
    return typeof referrerId === 'string' &&
      APPLICANT_ID_PATTERN.test(referrerId) &&
      typeof capturedAt === 'number'
      ? { referrerId, capturedAt }
      : null;
  } catch {
    return null;
  }
}

/** Records `?ref=` unless a referrer seen within the window is already kept. Returns whether it did. */
export function captureReferral(
  search: string,
  storage: Storage | undefined,
  now: number = Date.now(),
): boolean {
  const referrerId = new URLSearchParams(search).get('ref')?.trim();
  if (!storage || !referrerId || !APPLICANT_ID_PATTERN.test(referrerId)) return false;
  try {
    const kept = storedAttribution(storage);
    if (kept && isAttributionFresh(kept, now)) return false;
    storage.setItem(LOCAL_STORAGE_KEYS.referralAttribution, JSON.stringify({ referrerId, capturedAt: now }));
    return true;
  } catch {
    // Storage full or disabled: the visit simply is not attributed.
    return false;
  }
}
