import { PAYOUT_STUCK_AFTER_MS } from '../../domain/payouts.ts';
import { alertStaff, settle, verdictOf } from './settle.ts';
import type { PayoutPorts } from './ports.ts';

/**
 * The payouts whose webhook never came: each approved payout is asked of Paystack by its reference
 * (GET /transfer/verify) and settled by its answer; one still not final a day after approval alerts
 * staff once. On AWS a schedule runs it every 15 minutes (Lambda payouts-reconcile); locally a timer
 * and POST /_local/payouts/reconcile. `minAgeMs` leaves payouts approved a moment ago to their
 * webhook. Never transfers anything.
 */
export async function reconcilePayouts(
  ports: PayoutPorts,
  options: { readonly minAgeMs?: number } = {},
): Promise<{ checked: number }> {
  const now = ports.now();
  let checked = 0;
  for (const partner of await ports.store.listPartners()) {
    const open = (await ports.store.listPayouts(partner.id)).filter(
      (payout) =>
        payout.status === 'approved' && now - Date.parse(payout.approved_at) >= (options.minAgeMs ?? 0),
    );
    for (const payout of open) {
      checked += 1;
      try {
        const transfer = await ports.provider.verifyTransfer(payout.reference);
        const verdict = transfer ? verdictOf(transfer.status) : 'in_flight';
        if (transfer && verdict !== 'in_flight') {
          await settle(ports, payout, verdict, {
            transferCode: transfer.transferCode,
            message: verdict === 'paid' ? null : `Paystack reports this transfer ${transfer.status}.`,
          });
          continue;
        }
      } catch (error: unknown) {
        ports.log.warn('payout reconcile could not ask Paystack', {
          payoutId: payout.id,
          error: error instanceof Error ? error.message : 'unknown',
        });
      }
      if (now - Date.parse(payout.approved_at) > PAYOUT_STUCK_AFTER_MS && !payout.stuck_alerted_at) {
        if (await ports.store.markStuckAlerted(payout, new Date(now).toISOString()))
          await alertStaff(ports, payout, 'stuck', null);
      }
    }
  }
  ports.log.info('payouts reconciled', { checked });
  return { checked };
}
