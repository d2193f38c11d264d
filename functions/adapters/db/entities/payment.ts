import { Entity, type EntityItem } from 'electrodb';
import type { Payment } from '../../../domain/contracts/records/payment.ts';
import { PAYMENT_CONFIRMERS, PAYMENT_STATUSES } from '../../../domain/payment-status.ts';
import { recordOf } from '../record-of.ts';
import { createdOrderIndex } from './created-order-index.ts';

/** Keyed by the provider reference, so verify and webhook converge on one item (idempotency). */
export const paymentEntity = new Entity({
  model: { entity: 'payment', version: '1', service: 'quarter' },
  attributes: {
    reference: { type: 'string', required: true, readOnly: true },
    amount_kobo: { type: 'number', required: true, readOnly: true },
    currency: { type: 'string', required: true, readOnly: true },
    plan: { type: 'string', required: true, readOnly: true },
    /** The plan's setup fee inside amount_kobo (the referral commission is 10% of it, issue #15). */
    setup_fee_kobo: { type: 'number', readOnly: true },
    tier: { type: 'string' },
    /** Paystack's checkout page for this reference: a retried checkout is sent back to it. */
    authorization_url: { type: 'string' },
    /** Set when this charge paid a launch another payment had already paid (issue #16). */
    duplicate_of: { type: 'string' },
    customer_email: { type: 'string', required: true },
    customer_id: { type: 'string' },
    resume_token: { type: 'string' },
    referrer_id: { type: 'string' },
    status: { type: PAYMENT_STATUSES, required: true },
    created_at: { type: 'string', required: true, readOnly: true },
    paid_at: { type: 'string' },
    paid_amount_kobo: { type: 'number' },
    channel: { type: 'string' },
    confirmed_by: { type: PAYMENT_CONFIRMERS },
    failed_at: { type: 'string' },
  },
  indexes: {
    byReference: {
      pk: { field: 'pk', composite: ['reference'], template: 'payment#${reference}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'payment', casing: 'none' },
    },
    /** Every payment of one launch (onboarding resume token), oldest first: 'is this launch paid?' */
    byLaunch: createdOrderIndex('gsi1', {
      composite: ['resume_token'],
      template: 'payment-launch#${resume_token}',
    }),
  },
});

export type PaymentItem = EntityItem<typeof paymentEntity>;

/** Kept for storage only: when a charge failed, for support; the product never reads it back. */
export const PAYMENT_STORAGE_ONLY = ['failed_at'] as const;

export function toPayment(item: PaymentItem): Payment {
  return recordOf<Payment>(paymentEntity, PAYMENT_STORAGE_ONLY, item);
}
