import type {
  DashboardLinkCode,
  PayoutAccountRecord,
} from '../../../domain/contracts/records/payout-account.ts';
import type { PayoutRecord } from '../../../domain/contracts/records/payout.ts';
import { recordOf } from '../record-of.ts';
import { attributes, type StoredLayout } from '../stored-item.ts';

/** As entities/payout-account.ts stores it: beside the partner's profile. */
export const payoutAccountLayout: StoredLayout<PayoutAccountRecord, 'referrer_id'> = {
  entity: 'payout_account',
  version: '1',
  schema: attributes([
    'referrer_id',
    'bank_code',
    'bank_name',
    'account_number_encrypted',
    'account_number_last4',
    'account_name',
    'name_mismatch',
    'recipient_code',
    'held_until',
    'changed_at',
    'created_at',
  ]),
  key: ({ referrer_id }) => ({ pk: `referrer#${referrer_id}`, sk: 'payout_account' }),
};

/** Each dashboard-link code of a partner, by the hash of the code. */
export const dashboardLinkCodeLayout: StoredLayout<DashboardLinkCode, 'referrer_id' | 'code_hash'> = {
  entity: 'dashboard_link_code',
  version: '1',
  schema: attributes(['referrer_id', 'code_hash', 'expires_at']),
  key: ({ referrer_id, code_hash }) => ({
    pk: `referrer#${referrer_id}`,
    sk: `dashboard_link_code#${code_hash}`,
  }),
};

export const PAYOUT_PREFIX = 'payout#';

/** As entities/payout.ts stores it: in its partner's partition, found by reference through gsi1. */
export const payoutLayout: StoredLayout<PayoutRecord, 'referrer_id' | 'id'> = {
  entity: 'payout',
  version: '1',
  schema: attributes(
    [
      'id',
      'reference',
      'referrer_id',
      'activity_ids',
      'amount_kobo',
      'status',
      'transfer_code',
      'recipient_code',
      'message',
      'approved_by',
      'approved_at',
      'paid_at',
      'failed_at',
      'stuck_alerted_at',
    ],
    ['activity_ids'],
  ),
  key: ({ referrer_id, id }) => ({ pk: `referrer#${referrer_id}`, sk: `${PAYOUT_PREFIX}${id}` }),
  indexKeys: ({ reference }) => ({ gsi1pk: `payout-ref#${reference}`, gsi1sk: 'payout' }),
};

export const payoutAccountOf = (item: object): PayoutAccountRecord =>
  recordOf<PayoutAccountRecord>(payoutAccountLayout, [], item);

export const dashboardLinkCodeOf = (item: object): DashboardLinkCode =>
  recordOf<DashboardLinkCode>(dashboardLinkCodeLayout, [], item);

export const payoutOf = (item: object): PayoutRecord => recordOf<PayoutRecord>(payoutLayout, [], item);
