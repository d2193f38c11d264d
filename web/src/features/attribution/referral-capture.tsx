import { useEffect } from 'react';
import { useLocation } from '../../lib/routing/index.ts';

function browserStorage() {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Mounted once in the public layout: remembers ?ref= from whichever public page it arrives on. The
 * code that checks and stores it is fetched only when the address has a ref (issue #31: it is not
 * in every page's first load).
 */
export function ReferralCapture() {
  const { search } = useLocation();
  useEffect(() => {
    if (!new URLSearchParams(search).has('ref')) return;
    import('./capture-referral.ts').then(
      ({ captureReferral }) => captureReferral(search, browserStorage()),
      // Offline with the chunk not kept yet: the referral is missed, the page is not broken.
      () => undefined,
    );
  }, [search]);
  return null;
}
