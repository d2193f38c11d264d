import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiCall, refusalMessage } from '../../lib/api-client.ts';
import type { CheckoutOffer } from '@domain/contracts/payments.ts';
import type { PlatformOffer } from '@domain/platforms.ts';

export type OfferState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly offer: PlatformOffer }
  /** The link names no launch (404): only a new link helps. */
  | { readonly status: 'invalid'; readonly message: string }
  /** Offline or the server failed: trying again may help. */
  | { readonly status: 'error'; readonly message: string };

const NOT_LOADED = 'We could not load your order. Check your connection and try again.';

/** The contract's answer, read without trusting it: every field is checked before use. */
type OfferBody = { [Field in keyof CheckoutOffer]?: Partial<CheckoutOffer[Field]> };

/**
 * GET /api/payments/checkout/{token}: the platform and setup fee the link sells, stored by staff
 * with the link; the page shows what the server will charge, never an amount from the URL. Read
 * without zod so the checkout's first paint stays small.
 */
export async function fetchCheckoutOffer(token: string): Promise<OfferState> {
  let body: OfferBody | null;
  try {
    body = (await apiCall(`/api/payments/checkout/${encodeURIComponent(token)}`, {
      cache: 'no-store',
    })) as OfferBody | null;
  } catch (error: unknown) {
    // Only a refusal of the link itself (404) sends the holder for a new one; either way in the
    // server's words, and the page's own sentence for a fault.
    const message = refusalMessage(error, NOT_LOADED);
    return { status: error instanceof ApiError && error.status === 404 ? 'invalid' : 'error', message };
  }
  const { plan, setup_fee: setupFee, agreed } = body ?? {};
  if (typeof plan?.id !== 'string' || typeof plan.name !== 'string' || typeof setupFee !== 'number')
    return { status: 'error', message: NOT_LOADED };
  return {
    status: 'ready',
    offer: { platformId: plan.id, platformName: plan.name, setupFee, agreed: agreed === true },
  };
}

export function useCheckoutOffer(token: string): { state: OfferState; retry: () => void } {
  const [state, setState] = useState<OfferState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void fetchCheckoutOffer(token).then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [token, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
