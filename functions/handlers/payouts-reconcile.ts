import { reconcilePayouts } from '../services/payouts/reconcile.ts';
import { payoutPorts } from '../services/payouts/live-ports.ts';

/** A payout younger than this is left to its webhook (Paystack sends it within seconds). */
const SETTLE_TIME_MS = 10 * 60 * 1000;

/**
 * The schedule's Lambda (EventBridge, every 15 minutes; locally a timer): asks Paystack about each
 * payout still approved. `{ "all": true }` (the local /_local/payouts/reconcile) checks every one
 * regardless of age.
 */
export const handler = async (event: { readonly all?: boolean } = {}): Promise<{ checked: number }> =>
  reconcilePayouts(payoutPorts(), { minAgeMs: event.all === true ? 0 : SETTLE_TIME_MS });
