import { createHmac } from 'node:crypto';
import type { ProductQuiet } from '../quiet.ts';
import { transactionData, type SandboxTransaction } from './transactions.ts';

export interface WebhookDelivery {
  readonly status: number;
}

/**
 * Sends charge.success the way Paystack does: JSON body, x-paystack-signature = HMAC-SHA512 of
 * exactly those bytes with the secret key.
 */
export async function deliverChargeSuccess(
  webhookUrl: string,
  secretKey: string,
  transaction: SandboxTransaction,
  signal?: AbortSignal,
): Promise<WebhookDelivery> {
  const body = JSON.stringify({ event: 'charge.success', data: transactionData(transaction) });
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': createHmac('sha512', secretKey).update(body).digest('hex'),
    },
    body,
    signal,
  });
  await response.arrayBuffer();
  return { status: response.status };
}

const RETRY_DELAYS_MS = [0, 1_000, 3_000];

/**
 * Background delivery with a few retries on failure, as Paystack retries until it gets a 200.
 * Every delivery in flight is tracked, so stopping the sandbox waits for none and aborts them all.
 */
export class WebhookDispatcher {
  private readonly inFlight = new Set<AbortController>();

  constructor(
    private readonly webhookUrl: string,
    private readonly secretKey: string,
    private readonly quiet?: ProductQuiet,
  ) {}

  send(transaction: SandboxTransaction): void {
    const controller = new AbortController();
    this.inFlight.add(controller);
    const done = this.quiet?.hold('Paystack charge webhook') ?? (() => undefined);
    void this.attempt(transaction, controller.signal).finally(() => {
      this.inFlight.delete(controller);
      done();
    });
  }

  deliverNow(transaction: SandboxTransaction): Promise<WebhookDelivery> {
    return deliverChargeSuccess(this.webhookUrl, this.secretKey, transaction);
  }

  private async attempt(transaction: SandboxTransaction, signal: AbortSignal): Promise<void> {
    for (const delay of RETRY_DELAYS_MS) {
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      if (signal.aborted) return;
      try {
        const { status } = await deliverChargeSuccess(this.webhookUrl, this.secretKey, transaction, signal);
        if (status === 200) return;
      } catch {
        if (signal.aborted) return;
      }
    }
  }

  close(): void {
    for (const controller of this.inFlight) controller.abort();
    this.inFlight.clear();
  }
}
