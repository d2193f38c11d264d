import { useEffect } from 'react';
import { useLocation } from '../../app/routing/index.ts';
import { captureReferral } from './capture-referral.ts';

function browserStorage() {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Mounted once in the public layout: remembers ?ref= from whichever public page it arrives on. */
export function ReferralCapture() {
  const { search } = useLocation();
  useEffect(() => {
    captureReferral(search, browserStorage());
  }, [search]);
  return null;
}
