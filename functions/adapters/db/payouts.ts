/**
 * Referral payouts in the table (issue #29): the partner's payout account and link code beside the
 * profile, and each payout in the partner's partition. Every money transition is one conditional
 * transaction over the payout and the commissions it pays, so a double click, a retry, two staff
 * at once or a replayed webhook change nothing twice.
 */
import { createHash } from 'node:crypto';
import type { PayoutAccountRecord } from '../../domain/contracts/records/payout-account.ts';
import type { PayoutRecord } from '../../domain/contracts/records/payout.ts';
import type { ReferralActivityRecord } from '../../domain/contracts/records/referral-activity.ts';
import type { ReferralApplicant } from '../../domain/contracts/records/referral-applicant.ts';
import { collided, isConditionFailure, jitter } from './conditions.ts';
import { toDashboardLinkCode, toPayoutAccount } from './entities/payout-account.ts';
import { toPayout } from './entities/payout.ts';
import { toReferralApplicant, type ReferralApplicantItem } from './entities/referral-applicant.ts';
import { writeContention } from './errors.ts';
import { withoutNulls } from './optional.ts';
import { createWriteTransaction, type Service } from 'electrodb';
import { boundEntity } from './bound-entity.ts';
import { payoutEntity } from './entities/payout.ts';
import { dashboardLinkCodeEntity, payoutAccountEntity } from './entities/payout-account.ts';
import { referralActivityEntity } from './entities/referral-activity.ts';
import { referralApplicantEntity } from './entities/referral-applicant.ts';

/**
 * The entities payouts touch, bound, with their cross-entity transactions: not db()'s every entity,
 * so the payout Lambdas stay under the 300 KB bundle cap.
 */
const payoutEntities = {
  payout: payoutEntity,
  payoutAccount: payoutAccountEntity,
  dashboardLinkCode: dashboardLinkCodeEntity,
  referralActivity: referralActivityEntity,
  referralApplicant: referralApplicantEntity,
};
type PayoutService = Service<typeof payoutEntities>;
const payoutStore: Pick<PayoutService, 'entities'> & {
  readonly transaction: Pick<PayoutService['transaction'], 'write'>;
} = {
  entities: payoutEntities,
  transaction: { write: (transact) => createWriteTransaction(payoutEntities, transact) },
};
function db(): typeof payoutStore {
  for (const entity of Object.values(payoutEntities)) boundEntity(entity);
  return payoutStore;
}

const MAX_TRANSACTION_ATTEMPTS = 8;

// Settling a payout has an adapter of its own (payout-settlement.ts: only the payout and activity
// entities bound), so the payments webhook, which settles transfer events, carries none of the rest.
// Its callers import it directly: forwarding it from here made every reader of a payout account
// (the referral dashboard) reach the referral adapter too (issue #28, files crossed).
import { activityKey } from './referral-activity-key.ts';

export async function getPayoutAccount(referrerId: string): Promise<PayoutAccountRecord | undefined> {
  const { data } = await db()
    .entities.payoutAccount.get({ referrer_id: referrerId })
    .go({ consistent: true });
  return data ? toPayoutAccount(data) : undefined;
}

export async function savePayoutAccount(account: PayoutAccountRecord): Promise<void> {
  await db().entities.payoutAccount.put(withoutNulls(account)).go({ response: 'none' });
}

export async function setPayoutRecipientCode(referrerId: string, recipientCode: string): Promise<void> {
  await db()
    .entities.payoutAccount.patch({ referrer_id: referrerId })
    .set({ recipient_code: recipientCode })
    .go({ response: 'none' });
}

export const linkCodeHash = (code: string): string => createHash('sha256').update(code).digest('hex');

/** The partner's link code with this hash, if one was issued. */
export async function getDashboardLinkCode(referrerId: string, codeHash: string) {
  const { data } = await db()
    .entities.dashboardLinkCode.get({ referrer_id: referrerId, code_hash: codeHash })
    .go({ consistent: true });
  return data ? toDashboardLinkCode(data) : undefined;
}

/** Records a link code: each e-mailed link may save a payout account until it expires. */
export async function saveDashboardLinkCode(referrerId: string, codeHash: string, expiresAt: string) {
  await db()
    .entities.dashboardLinkCode.put({ referrer_id: referrerId, code_hash: codeHash, expires_at: expiresAt })
    .go({ response: 'none' });
}

export async function listPayouts(referrerId: string): Promise<PayoutRecord[]> {
  const { data } = await db()
    .entities.payout.query.byReferrer({ referrer_id: referrerId })
    .go({ pages: 'all', consistent: true });
  return data.map((item) => toPayout(item)).sort((a, b) => b.approved_at.localeCompare(a.approved_at));
}

/**
 * The payout and the claim of each commission, in one transaction: each commission must still be
 * completed and not in an approved or paid payout. False when one was taken (by another approval).
 */
export async function createPayout(
  payout: PayoutRecord,
  activities: readonly ReferralActivityRecord[],
): Promise<boolean> {
  for (let attempt = 0; attempt < MAX_TRANSACTION_ATTEMPTS; attempt += 1) {
    const outcome = await db()
      .transaction.write(({ payout: payouts, referralActivity }) => [
        payouts.create(withoutNulls(payout)).commit(),
        ...activities.map((activity) =>
          referralActivity
            .patch(activityKey(activity))
            .set({ payout_id: payout.id, payout_status: 'approved', payout_reference: payout.reference })
            .remove(['payout_message', 'payout_paid_at'])
            .where(
              (attribute, op) =>
                `${op.eq(attribute.status, 'completed')} AND (${op.notExists(attribute.payout_status)} OR ${op.eq(attribute.payout_status, 'failed')})`,
            )
            .commit(),
        ),
      ])
      .go();
    if (!outcome.canceled) return true;
    if (!collided(outcome) || outcome.data.some((reason) => reason.code === 'ConditionalCheckFailed'))
      return false;
    await jitter(attempt);
  }
  throw writeContention('this payout');
}

export async function setPayoutTransferCode(payout: PayoutRecord, transferCode: string): Promise<void> {
  await db()
    .entities.payout.patch({ referrer_id: payout.referrer_id, id: payout.id })
    .set({ transfer_code: transferCode })
    .where((attribute, op) => op.notExists(attribute.transfer_code))
    .go({ response: 'none' })
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}

export async function markPayoutStuckAlerted(payout: PayoutRecord, at: string): Promise<boolean> {
  try {
    await db()
      .entities.payout.patch({ referrer_id: payout.referrer_id, id: payout.id })
      .set({ stuck_alerted_at: at })
      .where((attribute, op) => op.notExists(attribute.stuck_alerted_at))
      .go({ response: 'none' });
    return true;
  } catch (error: unknown) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Every referral partner, oldest first (gsi2 `referrers`). */
export async function listReferralPartners(): Promise<ReferralApplicant[]> {
  const { data } = await db().entities.referralApplicant.query.byCreated({}).go({ pages: 'all' });
  return data.map((item) => toReferralApplicant(item as ReferralApplicantItem));
}
