import {
  paystackChargeEventSchema,
  paystackEventNameSchema,
} from '../../domain/contracts/paystack-webhook.ts';
import { BUSINESS_METRICS, countMetric } from '../../adapters/observability.ts';
import { isPaystackSignatureValid } from '../../adapters/paystack/signature.ts';
import { confirmPayment, settlePaidPayment, type Confirmation } from './confirm.ts';
import { invalidWebhookEvent, invalidWebhookSignature } from './refusals.ts';
import type { PaymentConfirmationPorts } from './ports.ts';

export type WebhookOutcome = Confirmation['outcome'] | 'ignored' | 'already_paid';

/**
 * Where transfer events go (referral payouts, issue #29): given the event name and its `data`,
 * answers what became of it. The handler binds it, so the payments service needs no payout ports.
 */
export type TransferEventHandler = (event: string, data: unknown) => Promise<string | undefined>;

/**
 * POST /api/payments/webhook. The signature is checked over the raw bytes before anything is
 * parsed; a bad one changes nothing. Only charge.success moves money; other events are acknowledged
 * so Paystack stops resending them.
 */
export async function handlePaystackWebhook(
  ports: PaymentConfirmationPorts,
  rawBody: Buffer,
  signature: string | undefined,
  transfers?: TransferEventHandler,
): Promise<WebhookOutcome | string> {
  if (!isPaystackSignatureValid(await ports.secretKey(), rawBody, signature)) {
    // Counted: an alarm watches forged or misconfigured webhooks.
    countMetric(BUSINESS_METRICS.webhookSignatureRejected);
    throw invalidWebhookSignature();
  }

  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw invalidWebhookEvent('not JSON');
  }
  const kind = paystackEventNameSchema.safeParse(json);
  if (!kind.success) throw invalidWebhookEvent('no event name');
  if (kind.data.event.startsWith('transfer.') && transfers) {
    const data = (json as { data?: unknown }).data;
    return (await transfers(kind.data.event, data)) ?? 'ignored';
  }
  if (kind.data.event !== 'charge.success') return 'ignored';
  const parsed = paystackChargeEventSchema.safeParse(json);
  if (!parsed.success) throw invalidWebhookEvent('charge.success without its transaction');

  const transaction = parsed.data.data;
  const payment = await ports.payments.get(transaction.reference);
  if (!payment) {
    // A charge for another integration on the same Paystack account, or a test event.
    ports.log.info('webhook for an unknown reference', { reference: transaction.reference });
    return 'ignored';
  }
  if (payment.status === 'paid') {
    await settlePaidPayment(ports, payment);
    return 'already_paid';
  }
  return (await confirmPayment(ports, payment, transaction, 'webhook')).outcome;
}
