import { Entity, type EntityItem } from 'electrodb';
import type {
  DashboardLinkCode,
  PayoutAccountRecord,
} from '../../../domain/contracts/records/payout-account.ts';
import { recordOf } from '../record-of.ts';

/** Beside the partner's profile (`referrer#id`, sort key `payout_account`). */
export const payoutAccountEntity = new Entity({
  model: { entity: 'payout_account', version: '1', service: 'quarter' },
  attributes: {
    referrer_id: { type: 'string', required: true, readOnly: true },
    bank_code: { type: 'string', required: true },
    bank_name: { type: 'string', required: true },
    /** Sealed with the field key under {payout_account: referrer_id, field: 'account_number'}. */
    account_number_encrypted: { type: 'string', required: true },
    account_number_last4: { type: 'string', required: true },
    account_name: { type: 'string', required: true },
    name_mismatch: { type: 'boolean', required: true },
    recipient_code: { type: 'string' },
    held_until: { type: 'string' },
    changed_at: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    byReferrer: {
      pk: { field: 'pk', composite: ['referrer_id'], template: 'referrer#${referrer_id}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'payout_account', casing: 'none' },
    },
  },
});

export type PayoutAccountItem = EntityItem<typeof payoutAccountEntity>;

export const toPayoutAccount = (item: PayoutAccountItem): PayoutAccountRecord =>
  recordOf<PayoutAccountRecord>(payoutAccountEntity, [], item);

/** Each dashboard-link code of a partner (`referrer#id`, sort key `dashboard_link_code#<hash>`). */
export const dashboardLinkCodeEntity = new Entity({
  model: { entity: 'dashboard_link_code', version: '1', service: 'quarter' },
  attributes: {
    referrer_id: { type: 'string', required: true, readOnly: true },
    code_hash: { type: 'string', required: true, readOnly: true },
    expires_at: { type: 'string', required: true },
  },
  indexes: {
    byReferrer: {
      pk: { field: 'pk', composite: ['referrer_id'], template: 'referrer#${referrer_id}', casing: 'none' },
      sk: {
        field: 'sk',
        composite: ['code_hash'],
        template: 'dashboard_link_code#${code_hash}',
        casing: 'none',
      },
    },
  },
});

export const toDashboardLinkCode = (item: EntityItem<typeof dashboardLinkCodeEntity>): DashboardLinkCode =>
  recordOf<DashboardLinkCode>(dashboardLinkCodeEntity, [], item);
