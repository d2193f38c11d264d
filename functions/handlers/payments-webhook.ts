import { handlePaystackWebhook } from '../services/payments/webhook.ts';
import { paymentConfirmationPorts } from '../services/payments/live-ports.ts';
import { handleTransferEvent, isTransferEvent } from '../services/payouts/transfer-events.ts';
import { payoutSettlementPorts } from '../services/payout-settlement/live-ports.ts';
import { header, httpHandler, json, signedBody } from './lib/http.ts';

/**
 * POST /api/payments/webhook: x-paystack-signature checked before parsing; charge.success confirms a
 * payment, transfer.success / failed / reversed settle a referral payout (issue #29) through the
 * settlement ports alone, which keeps this Lambda within its bundle cap.
 */
export const handler = httpHandler(async (event) => {
  const body = signedBody(event);
  const outcome = await handlePaystackWebhook(
    paymentConfirmationPorts(),
    body,
    header(event, 'x-paystack-signature'),
    async (name, data) =>
      isTransferEvent(name) ? handleTransferEvent(payoutSettlementPorts(), name, data) : undefined,
  );
  return json(200, { received: true, outcome });
});
