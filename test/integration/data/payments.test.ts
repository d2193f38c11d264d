import { describe, expect, it } from 'vitest';
import {
  createPayment,
  getPayment,
  markPaymentFailed,
  markPaymentPaid,
} from '../../../functions/adapters/db/payments.ts';
import { unique } from './fixtures.ts';

const newPayment = (reference: string) => ({
  reference,
  amount_kobo: 250_000_00,
  plan: 'platform',
  tier: 'growth',
  customer_email: 'payer@example.com',
  customer_id: 'user-sub-1',
  resume_token: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  referrer_id: 'referrer-9',
  created_at: '2026-06-01T10:00:00.000Z',
});

describe('payments', () => {
  it('round-trips a payment and refuses a reused reference', async () => {
    const reference = unique('qtr');

    expect(await createPayment(newPayment(reference))).toBe('created');
    const created = await getPayment(reference);

    expect(created).toEqual({
      ...newPayment(reference),
      setup_fee_kobo: null,
      authorization_url: null,
      duplicate_of: null,
      currency: 'NGN',
      status: 'initialized',
      paid_at: null,
      paid_amount_kobo: null,
      channel: null,
      confirmed_by: null,
    });
    // Reported, not refused: the checkout service raises the 409 (paymentAlreadyStarted).
    expect(await createPayment(newPayment(reference))).toBe('taken');
    expect(await getPayment(reference)).toEqual(created);
    expect(await getPayment(unique('none'))).toBeUndefined();
  });

  it('moves to paid exactly once under five concurrent confirmations', async () => {
    const reference = unique('qtr');
    await createPayment(newPayment(reference));

    const results = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        markPaymentPaid(reference, {
          paid_at: '2026-06-01T10:05:00.000Z',
          paid_amount_kobo: 250_000_00,
          channel: 'card',
          confirmed_by: index % 2 ? 'webhook' : 'verify',
        }),
      ),
    );

    expect(results.filter((result) => result.transitioned)).toHaveLength(1);
    for (const result of results) {
      expect(result.payment).toMatchObject({
        status: 'paid',
        paid_at: '2026-06-01T10:05:00.000Z',
        channel: 'card',
      });
    }
    expect(await markPaymentFailed(reference)).toBe(false);
    expect((await getPayment(reference))?.status).toBe('paid');
  });

  it('reports a confirmation for an unknown reference without creating it', async () => {
    const reference = unique('ghost');
    expect(await markPaymentPaid(reference, { confirmed_by: 'webhook' })).toEqual({
      transitioned: false,
      payment: undefined,
    });
    expect(await getPayment(reference)).toBeUndefined();
  });

  it('marks an initialized payment failed', async () => {
    const reference = unique('qtr');
    await createPayment(newPayment(reference));
    expect(await markPaymentFailed(reference, '2026-06-01T10:06:00.000Z')).toBe(true);
    expect((await getPayment(reference))?.status).toBe('failed');
  });
});
