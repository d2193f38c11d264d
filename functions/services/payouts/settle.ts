import { BUSINESS_METRICS, countMetric } from '../../adapters/observability.ts';
import { payoutAlertEmail } from './emails.ts';
import type { PayoutRecord, PayoutSettlementPorts } from './ports.ts';

/** What Paystack's transfer statuses mean for a payout. */
export type TransferVerdict = 'paid' | 'failed' | 'reversed' | 'in_flight';

export function verdictOf(status: string): TransferVerdict {
  switch (status) {
    case 'success':
      return 'paid';
    case 'reversed':
      return 'reversed';
    case 'failed':
    case 'abandoned':
    case 'rejected':
    case 'blocked':
    case 'otp':
      return 'failed';
    default:
      // pending, received, queued, processing: Paystack is still on it.
      return 'in_flight';
  }
}

export const OTP_MESSAGE =
  'Paystack asked for an OTP to finalise this transfer. Turn OTP off for transfers in the Paystack dashboard (Settings, Preferences), then approve again.';

const reasonFor = (verdict: 'failed' | 'reversed', message: string | null) =>
  message ??
  (verdict === 'reversed' ? 'Paystack reversed this transfer.' : 'Paystack reported this transfer failed.');

/**
 * Applies Paystack's final word to a payout, once: paid from approved; failed from approved; a
 * reversal from approved or paid. A replay or an event out of order changes nothing (false).
 * Failures and reversals alert staff; their commissions are earned again.
 */
export async function settle(
  ports: PayoutSettlementPorts,
  payout: PayoutRecord,
  verdict: Exclude<TransferVerdict, 'in_flight'>,
  evidence: { transferCode: string | null; message: string | null },
  options: { readonly alert?: boolean } = {},
): Promise<boolean> {
  const at = new Date(ports.now()).toISOString();
  if (verdict === 'paid') {
    const moved = await ports.store.settlePayout(payout, {
      status: 'paid',
      at,
      transferCode: evidence.transferCode,
      message: null,
      from: ['approved'],
    });
    if (moved) {
      countMetric(BUSINESS_METRICS.payoutPaid);
      ports.log.info('payout paid', { payoutId: payout.id, reference: payout.reference });
    }
    return moved;
  }
  const message = reasonFor(verdict, evidence.message);
  const moved = await ports.store.settlePayout(payout, {
    status: 'failed',
    at,
    transferCode: evidence.transferCode,
    message,
    from: verdict === 'reversed' ? ['approved', 'paid'] : ['approved'],
  });
  if (!moved) return false;
  // Counted: an alarm watches failed payouts (lib/payouts.ts).
  countMetric(BUSINESS_METRICS.payoutFailed);
  ports.log.warn('payout failed', { payoutId: payout.id, reference: payout.reference, verdict });
  if (options.alert ?? true) await alertStaff(ports, payout, verdict, message);
  return true;
}

export async function alertStaff(
  ports: PayoutSettlementPorts,
  payout: PayoutRecord,
  kind: 'failed' | 'reversed' | 'stuck',
  message: string | null,
): Promise<void> {
  try {
    await ports.staffAlert?.(kind === 'stuck' ? 'payout.stuck' : 'payout.failed');
  } catch (error: unknown) {
    ports.log.warn('payout alert webhook failed', { error: error instanceof Error ? error.name : 'unknown' });
  }
  if (!ports.staffEmail) return;
  const partner = await ports.store.getPartner(payout.referrer_id);
  try {
    await ports.sendMail(
      payoutAlertEmail({
        to: ports.staffEmail,
        payout,
        partnerName: partner?.full_name ?? 'a referral partner',
        kind,
        message,
        siteUrl: ports.siteUrl,
      }),
    );
  } catch (error: unknown) {
    // The payout's state is already right; the alert is best effort, and logged.
    ports.log.warn('payout alert could not be sent', {
      payoutId: payout.id,
      error: error instanceof Error ? error.name : 'unknown',
    });
  }
}
