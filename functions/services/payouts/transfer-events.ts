// zod's mini build: the payments webhook, where these arrive, parses only a few shapes.
import * as z from 'zod/mini';
import { settle, verdictOf } from './settle.ts';
import type { PayoutSettlementPorts } from './ports.ts';
import { builtOnFirstUse } from '../../domain/contracts/built-on-first-use.ts';

export const TRANSFER_EVENTS = ['transfer.success', 'transfer.failed', 'transfer.reversed'] as const;
export type TransferEventName = (typeof TRANSFER_EVENTS)[number];

export const isTransferEvent = (name: string): name is TransferEventName =>
  (TRANSFER_EVENTS as readonly string[]).includes(name);

/** Paystack's documented transfer `data`, as much as a payout needs. */
const transferDataSchema = builtOnFirstUse(() =>
  z.looseObject({
    reference: z.string(),
    transfer_code: z.nullish(z.string()),
    status: z.nullish(z.string()),
    reason: z.nullish(z.string()),
    gateway_response: z.nullish(z.string()),
  }),
);

export type TransferEventOutcome = 'paid' | 'failed' | 'unchanged' | 'ignored';

/**
 * transfer.success / transfer.failed / transfer.reversed, after the payments webhook checked the
 * signature. Idempotent and order-safe: the payout moves only from the state each event may move
 * it from, so a replay, or success after a failure, changes nothing. An unknown reference is
 * acknowledged and ignored.
 */
export async function handleTransferEvent(
  ports: PayoutSettlementPorts,
  event: TransferEventName,
  data: unknown,
): Promise<TransferEventOutcome> {
  const parsed = transferDataSchema.safeParse(data);
  if (!parsed.success) return 'ignored';
  const payout = await ports.store.getPayoutByReference(parsed.data.reference);
  if (!payout) {
    ports.log.info('transfer event for an unknown reference', { reference: parsed.data.reference });
    return 'ignored';
  }
  const verdict =
    event === 'transfer.success' ? 'paid' : event === 'transfer.reversed' ? 'reversed' : 'failed';
  // A failed event carries its words in gateway_response when Paystack gives any; `reason` is ours.
  const message =
    verdict === 'paid'
      ? null
      : (parsed.data.gateway_response ??
        (verdict === 'reversed' ? 'Paystack reversed this transfer.' : null));
  const moved = await settle(ports, payout, verdict, {
    transferCode: parsed.data.transfer_code ?? null,
    message,
  });
  if (!moved) return 'unchanged';
  return verdict === 'paid' ? 'paid' : 'failed';
}

export { verdictOf };
