import { Entity, type EntityItem } from 'electrodb';

export const paymentStatuses = ['initialized', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Keyed by the provider reference, so verify and webhook converge on one item (idempotency). */
export const paymentEntity = new Entity({
  model: { entity: 'payment', version: '1', service: 'quarter' },
  attributes: {
    reference: { type: 'string', required: true, readOnly: true },
    amount_kobo: { type: 'number', required: true, readOnly: true },
    currency: { type: 'string', required: true, readOnly: true },
    plan: { type: 'string', required: true, readOnly: true },
    tier: { type: 'string' },
    customer_email: { type: 'string', required: true },
    customer_id: { type: 'string' },
    resume_token: { type: 'string' },
    referrer_id: { type: 'string' },
    status: { type: paymentStatuses, required: true },
    created_at: { type: 'string', required: true, readOnly: true },
    paid_at: { type: 'string' },
    paid_amount_kobo: { type: 'number' },
    channel: { type: 'string' },
    confirmed_by: { type: ['verify', 'webhook'] as const },
    failed_at: { type: 'string' },
  },
  indexes: {
    byReference: {
      pk: { field: 'pk', composite: ['reference'], template: 'payment#${reference}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'payment', casing: 'none' },
    },
  },
});

export type PaymentItem = EntityItem<typeof paymentEntity>;

export interface Payment {
  reference: string;
  amount_kobo: number;
  currency: string;
  plan: string;
  tier: string | null;
  customer_email: string;
  customer_id: string | null;
  resume_token: string | null;
  referrer_id: string | null;
  status: PaymentStatus;
  created_at: string;
  paid_at: string | null;
  paid_amount_kobo: number | null;
  channel: string | null;
  confirmed_by: 'verify' | 'webhook' | null;
}

export function toPayment(item: PaymentItem): Payment {
  return {
    reference: item.reference,
    amount_kobo: item.amount_kobo,
    currency: item.currency,
    plan: item.plan,
    tier: item.tier ?? null,
    customer_email: item.customer_email,
    customer_id: item.customer_id ?? null,
    resume_token: item.resume_token ?? null,
    referrer_id: item.referrer_id ?? null,
    status: item.status,
    created_at: item.created_at,
    paid_at: item.paid_at ?? null,
    paid_amount_kobo: item.paid_amount_kobo ?? null,
    channel: item.channel ?? null,
    confirmed_by: item.confirmed_by ?? null,
  };
}

export function createMockPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    reference: 'qtr_9f8e7d6c5b4a',
    amount_kobo: 150_000_00,
    currency: 'NGN',
    plan: 'platform',
    tier: null,
    customer_email: 'founder@example.com',
    customer_id: null,
    resume_token: null,
    referrer_id: null,
    status: 'initialized',
    created_at: '2026-01-06T10:00:00.000Z',
    paid_at: null,
    paid_amount_kobo: null,
    channel: null,
    confirmed_by: null,
    ...overrides,
  };
}
