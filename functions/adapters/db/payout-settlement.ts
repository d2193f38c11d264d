/**
 * Settling a referral payout (issue #29): the payout by its reference and the one conditional
 * transaction that moves it and the commissions it pays to paid or failed. Only the payout and
 * activity entities are bound here, so the payments webhook, where Paystack's transfer events
 * arrive, bundles none of the payout account's code (functions/adapters/db/payouts.ts has the rest).
 */
import type { PayoutRecord } from '../../domain/contracts/records/payout.ts';
import type { ReferralActivityRecord } from '../../domain/contracts/records/referral-activity.ts';
import type { PayoutSettlement } from '../../services/payouts/ports.ts';
import { jitter } from './conditions.ts';
import { payoutEntity, toPayout, type PayoutItem } from './entities/payout.ts';
import { referralActivityEntity } from './entities/referral-activity.ts';
import { writeContention } from './errors.ts';
import { activityKey } from './referral-activity-key.ts';
import { listReferralActivities } from './referrals.ts';
import { serviceOf } from './service-of.ts';

const settlementEntities = { payout: payoutEntity, referralActivity: referralActivityEntity };
const db = serviceOf(settlementEntities);

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
  const { data } = await db().entities.payout.get({ referrer_id: referrerId, id }).go({ consistent: true });
  return data ? toPayout(data) : undefined;
}

export async function getPayoutByReference(reference: string): Promise<PayoutRecord | undefined> {
  const { data } = await db().entities.payout.query.byReference({ reference }).go({ limit: 1 });
  const found = data[0] as PayoutItem | undefined;
  // The index is eventually consistent; the item itself is the truth about its status.
  return found ? getPayout(found.referrer_id, found.id) : undefined;
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
    const outcome = await db()
      .transaction.write(({ payout: payouts, referralActivity }) => [
        payouts
          .patch({ referrer_id: current.referrer_id, id: current.id })
          .set({
            status: settlement.status,
            ...(paid ? { paid_at: settlement.at } : { failed_at: settlement.at }),
            ...(settlement.transferCode ? { transfer_code: settlement.transferCode } : {}),
            ...(settlement.message ? { message: settlement.message } : {}),
          })
          .where((attribute, op) => op.eq(attribute.status, current.status))
          .commit(),
        ...activities
          .filter((activity) => activity.payout_id === current.id)
          .map((activity) =>
            referralActivity
              .patch(activityKey(activity))
              .set({
                payout_status: settlement.status,
                ...(paid ? { payout_paid_at: settlement.at } : {}),
                ...(settlement.message && !paid ? { payout_message: settlement.message } : {}),
              })
              .where((attribute, op) => op.eq(attribute.payout_id, current.id))
              .commit(),
          ),
      ])
      .go();
    if (!outcome.canceled) return true;
    await jitter(attempt);
  }
  throw writeContention('this payout');
}
