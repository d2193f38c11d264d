import { handlePaystackWebhook } from '../services/payments/index.ts';
import { paymentPorts } from '../services/payments/live-ports.ts';
import { handleTransferEvent, isTransferEvent } from '../services/payouts/index.ts';
import { payoutPorts } from '../services/payouts/live-ports.ts';
import { header, httpHandler, json, signedBody } from './lib/http.ts';

/**
 * POST /api/payments/webhook: x-paystack-signature checked before parsing; charge.success confirms a
 * payment, transfer.success / failed / reversed settle a referral payout (issue #29).
 */
export const handler = httpHandler(async (event) => {
  const body = signedBody(event);
  const outcome = await handlePaystackWebhook(
    paymentPorts(),
    body,
    header(event, 'x-paystack-signature'),
    async (name, data) =>
      isTransferEvent(name) ? handleTransferEvent(payoutPorts(), name, data) : undefined,
  );
  return json(200, { received: true, outcome });
});
