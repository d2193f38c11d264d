/**
 * Settling a referral payout (issue #29): the payout by its reference and the one conditional
 * transaction that moves it and the commissions it pays to paid or failed, through the plain
 * document client (layouts/payout.ts; issue #31), so the payments webhook, where Paystack's transfer events
 * arrive, bundles none of the payout account's code (functions/adapters/db/payouts.ts has the rest).
 */
import type { PayoutRecord } from '../../domain/contracts/records/payout.ts';
import type { ReferralActivityRecord } from '../../domain/contracts/records/referral-activity.ts';
import type { PayoutSettlement } from '../../services/payouts/ports.ts';
import { jitter } from './conditions.ts';
import { writeContention } from './errors.ts';
import { payoutLayout, payoutOf } from './layouts/payout.ts';
import { referralActivityLayout } from './layouts/referral.ts';
import { listReferralActivities } from './referrals.ts';
import { getItem, IF_EXISTS, isStoredAs, KEY_NAMES, queryCount, transactWrite } from './stored-item.ts';

const MAX_TRANSACTION_ATTEMPTS = 8;

/** Every activity of a partner (the dashboard reads at most 2,000 the same way). */
export async function listAllReferralActivities(referrerId: string): Promise<ReferralActivityRecord[]> {
  const all: ReferralActivityRecord[] = [];
  let cursor: string | null = null;
  do {
    const page = await listReferralActivities(referrerId, { cursor, limit: 100 });
    all.push(...page.items);
    cursor = page.cursor;
  } while (cursor !== null && all.length < 2_000);
  return all;
}

async function getPayout(referrerId: string, id: string): Promise<PayoutRecord | undefined> {
  const item = await getItem(payoutLayout.key({ referrer_id: referrerId, id }), true);
  return isStoredAs(payoutLayout, item) ? payoutOf(item) : undefined;
}

export async function getPayoutByReference(reference: string): Promise<PayoutRecord | undefined> {
  const { data } = await queryCount({
    index: 'gsi1',
    keyCondition: '#pk = :pk AND #sk = :sk',
    names: { '#pk': 'gsi1pk', '#sk': 'gsi1sk' },
    values: { ':pk': `payout-ref#${reference}`, ':sk': 'payout' },
    cursor: null,
    count: 1,
    owned: (item) => isStoredAs(payoutLayout, item),
  });
  const found = data[0];
  // The index is eventually consistent; the item itself is the truth about its status.
  return found ? getPayout(found.referrer_id as string, found.id as string) : undefined;
}

/**
 * Paid or failed, the payout and its commissions together, only from the states `from` allows.
 * A commission moves only while it is still in this payout.
 */
export async function settlePayout(payout: PayoutRecord, settlement: PayoutSettlement): Promise<boolean> {
  const paid = settlement.status === 'paid';
  for (let attempt = 0; attempt < MAX_TRANSACTION_ATTEMPTS; attempt += 1) {
    const current = await getPayout(payout.referrer_id, payout.id);
    if (!current || !settlement.from.includes(current.status)) return false;
    const all = await listAllReferralActivities(current.referrer_id);
    const activities = all.filter((activity) => current.activity_ids.includes(activity.id));
    const at = paid ? '#paid_at' : '#failed_at';
    const outcome = await transactWrite([
      {
        update: payoutLayout.key(current),
        expression: [
          `SET #status = :status, ${at} = :at`,
          ...(settlement.transferCode ? [', #transfer_code = :transfer_code'] : []),
          ...(settlement.message ? [', #message = :message'] : []),
        ].join(''),
        condition: `${IF_EXISTS} AND #status = :from`,
        names: {
          ...KEY_NAMES,
          '#status': 'status',
          [at]: paid ? 'paid_at' : 'failed_at',
          ...(settlement.transferCode ? { '#transfer_code': 'transfer_code' } : {}),
          ...(settlement.message ? { '#message': 'message' } : {}),
        },
        values: {
          ':status': settlement.status,
          ':at': settlement.at,
          ':from': current.status,
          ...(settlement.transferCode ? { ':transfer_code': settlement.transferCode } : {}),
          ...(settlement.message ? { ':message': settlement.message } : {}),
        },
      },
      ...activities
        .filter((activity) => activity.payout_id === current.id)
        .map((activity) => {
          const message = settlement.message && !paid ? settlement.message : undefined;
          return {
            update: referralActivityLayout.key(activity),
            expression: [
              'SET #payout_status = :status',
              ...(paid ? [', #payout_paid_at = :at'] : []),
              ...(message ? [', #payout_message = :message'] : []),
            ].join(''),
            condition: `${IF_EXISTS} AND #payout_id = :payout`,
            names: {
              ...KEY_NAMES,
              '#payout_status': 'payout_status',
              '#payout_id': 'payout_id',
              ...(paid ? { '#payout_paid_at': 'payout_paid_at' } : {}),
              ...(message ? { '#payout_message': 'payout_message' } : {}),
            },
            values: {
              ':status': settlement.status,
              ':payout': current.id,
              ...(paid ? { ':at': settlement.at } : {}),
              ...(message ? { ':message': message } : {}),
            },
          };
        }),
    ]);
    if (!outcome.canceled) return true;
    await jitter(attempt);
  }
  throw writeContention('this payout');
}
