import { REFERRAL_ATTRIBUTION_WINDOW_DAYS } from '../../../../functions/domain/constants.ts';
import { LOCAL_STORAGE_KEYS } from '../../../../functions/domain/storage-keys.ts';

/**
 * Referral attribution: a visit with ?ref={applicant id} remembers the referrer in the browser
 * (first touch wins for 60 days); the launch chat's finalize carries it to the server. This runs on
 * every public page, so it must stay tiny: no zod (functions/domain/referral.ts), hence the copies
 * of its pattern and window check, kept equal by a test.
 */
export const REFERRER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const WINDOW_MS = REFERRAL_ATTRIBUTION_WINDOW_DAYS * 24 * 60 * 60 * 1_000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function storedCapturedAt(storage: Storage): number | null {
  try {
    const stored = JSON.parse(storage.getItem(LOCAL_STORAGE_KEYS.referralAttribution) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const { referrerId, capturedAt } = stored as { referrerId?: unknown; capturedAt?: unknown };
    return typeof referrerId === 'string' &&
      REFERRER_ID_PATTERN.test(referrerId) &&
      typeof capturedAt === 'number'
      ? capturedAt
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
  if (!storage || !referrerId || !REFERRER_ID_PATTERN.test(referrerId)) return false;
  try {
    const capturedAt = storedCapturedAt(storage);
    if (capturedAt !== null && now - capturedAt >= 0 && now - capturedAt <= WINDOW_MS) return false;
    storage.setItem(LOCAL_STORAGE_KEYS.referralAttribution, JSON.stringify({ referrerId, capturedAt: now }));
    return true;
  } catch {
    // Storage full or disabled: the visit simply is not attributed.
    return false;
  }
}
