import { startTransition, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { fetchReferralDashboard, type ReferralDashboard } from './referral-api.ts';

/**
 * The dashboard token check: pending -> valid or invalid (spec section 4). A lookup the server
 * refuses (400 malformed, 404 unknown) is 'invalid'; no answer, 429 or 5xx is 'unavailable'
 * instead, since the token may well be good and sending its holder away would lose it.
 */
export type DashboardView =
  | { readonly status: 'checking' }
  | { readonly status: 'ready'; readonly dashboard: ReferralDashboard }
  | { readonly status: 'invalid' }
  | { readonly status: 'unavailable' };

/** The server refused the token itself (malformed, unknown); anything else may pass with a retry. */
const isRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 404);

export function useReferralDashboard(token: string) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; view: DashboardView } | null>(null);
  const key = `${attempt}:${token}`;

  useEffect(() => {
    const controller = new AbortController();
    fetchReferralDashboard(token, controller.signal).then(
      // A transition: React renders the filled dashboard in slices, between which the phone can
      // paint and take a tap, rather than in one long task (issue #31).
      (dashboard) => startTransition(() => setResult({ key, view: { status: 'ready', dashboard } })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (!isRefusal(error)) console.error('Loading the referral dashboard failed', error);
        setResult({ key, view: { status: isRefusal(error) ? 'invalid' : 'unavailable' } });
      },
    );
    return () => controller.abort();
  }, [key, token]);

  // A result for another token or an earlier attempt is stale: show the check again meanwhile.
  const view: DashboardView = result?.key === key ? result.view : { status: 'checking' };
  return { view, retry: () => setAttempt((count) => count + 1) };
}
