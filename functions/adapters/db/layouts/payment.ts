import type { Payment } from '../../../domain/contracts/records/payment.ts';
import { recordOf } from '../record-of.ts';
import { attributes, type StoredLayout } from '../stored-item.ts';

/** As entities/payment.ts stores it: by reference, and per launch (gsi1) when it names one. */
export const paymentLayout: StoredLayout<
  Pick<Payment, 'reference' | 'resume_token' | 'created_at'>,
  'reference'
> = {
  entity: 'payment',
  version: '1',
  schema: attributes([
    'reference',
    'amount_kobo',
    'currency',
    'plan',
    'setup_fee_kobo',
    'tier',
    'authorization_url',
    'duplicate_of',
    'customer_email',
    'customer_id',
    'resume_token',
    'referrer_id',
    'status',
    'created_at',
    'paid_at',
    'paid_amount_kobo',
    'channel',
    'confirmed_by',
    'failed_at',
  ]),
  key: ({ reference }) => ({ pk: `payment#${reference}`, sk: 'payment' }),
  // A payment without a launch is indexed under an empty token, as ElectroDB writes it.
  indexKeys: ({ resume_token, created_at }) => ({
    gsi1pk: `payment-launch#${resume_token ?? ''}`,
    gsi1sk: created_at,
  }),
};

/** Kept for storage only (PAYMENT_STORAGE_ONLY): when a charge failed, for support. */
const STORAGE_ONLY = ['failed_at'] as const;

export function paymentOf(item: object): Payment {
  return recordOf<Payment>(paymentLayout, STORAGE_ONLY, item);
}
