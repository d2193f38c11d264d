import { Entity, type EntityItem } from 'electrodb';
import type { PayoutRecord } from '../../../domain/contracts/records/payout.ts';
import { PAYOUT_STATUSES } from '../../../domain/payouts.ts';
import { recordOf } from '../record-of.ts';

/** In its partner's partition (`referrer#id`, sort key `payout#id`); found by reference through gsi1. */
export const payoutEntity = new Entity({
  model: { entity: 'payout', version: '1', service: 'quarter' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    reference: { type: 'string', required: true, readOnly: true },
    referrer_id: { type: 'string', required: true, readOnly: true },
    activity_ids: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
    /** Exactly the sum of its commissions, in kobo; never changed after approval. */
    amount_kobo: { type: 'number', required: true, readOnly: true },
    status: { type: PAYOUT_STATUSES, required: true },
    transfer_code: { type: 'string' },
    recipient_code: { type: 'string' },
    message: { type: 'string' },
    approved_by: { type: 'string', required: true, readOnly: true },
    approved_at: { type: 'string', required: true, readOnly: true },
    paid_at: { type: 'string' },
    failed_at: { type: 'string' },
    stuck_alerted_at: { type: 'string' },
  },
  indexes: {
    byReferrer: {
      pk: { field: 'pk', composite: ['referrer_id'], template: 'referrer#${referrer_id}', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: 'payout#${id}', casing: 'none' },
    },
    byReference: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['reference'], template: 'payout-ref#${reference}', casing: 'none' },
      sk: { field: 'gsi1sk', composite: [], template: 'payout', casing: 'none' },
    },
  },
});

export type PayoutItem = EntityItem<typeof payoutEntity>;

export const toPayout = (item: PayoutItem): PayoutRecord => recordOf<PayoutRecord>(payoutEntity, [], item);
