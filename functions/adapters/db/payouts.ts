/**
 * Referral payouts in the table (issue #29): the partner's payout account and link code beside the
 * profile, and each payout in the partner's partition. Every money transition is one conditional
 * transaction over the payout and the commissions it pays, so a double click, a retry, two staff
 * at once or a replayed webhook change nothing twice. Plain document-client writes of the items the
 * ElectroDB entities wrote (layouts/payout.ts; issue #31).
 */
import { createHash } from 'node:crypto';
import type { PayoutAccountRecord } from '../../domain/contracts/records/payout-account.ts';
import type { PayoutRecord } from '../../domain/contracts/records/payout.ts';
import type { ReferralActivityRecord } from '../../domain/contracts/records/referral-activity.ts';
import type { ReferralApplicant } from '../../domain/contracts/records/referral-applicant.ts';
import { collided, isConditionFailure, jitter } from './conditions.ts';
import { writeContention } from './errors.ts';
import {
  dashboardLinkCodeLayout,
  dashboardLinkCodeOf,
  PAYOUT_PREFIX,
  payoutAccountLayout,
  payoutAccountOf,
  payoutLayout,
  payoutOf,
} from './layouts/payout.ts';
import { referralActivityLayout, referralApplicantLayout, referralApplicantOf } from './layouts/referral.ts';
import { withoutNulls } from './optional.ts';
import {
  getItem,
  IF_EXISTS,
  IF_NEW_ITEM,
  isStoredAs,
  KEY_NAMES,
  putItem,
  queryAll,
  storedItem,
  transactWrite,
  updateItem,
} from './stored-item.ts';

const MAX_TRANSACTION_ATTEMPTS = 8;

// Settling a payout has an adapter of its own (payout-settlement.ts), so the payments webhook,
// which settles transfer events, carries none of the rest. Its callers import it directly:
// forwarding it from here made every reader of a payout account (the referral dashboard) reach the
// referral adapter too (issue #28, files crossed).

export async function getPayoutAccount(referrerId: string): Promise<PayoutAccountRecord | undefined> {
  const item = await getItem(payoutAccountLayout.key({ referrer_id: referrerId }), true);
  return isStoredAs(payoutAccountLayout, item) ? payoutAccountOf(item) : undefined;
}

export async function savePayoutAccount(account: PayoutAccountRecord): Promise<void> {
  await putItem(storedItem(payoutAccountLayout, withoutNulls(account)));
}

/** Only on a stored account (a missing one is a fault, as ElectroDB's patch made it). */
export async function setPayoutRecipientCode(referrerId: string, recipientCode: string): Promise<void> {
  await updateItem({
    key: payoutAccountLayout.key({ referrer_id: referrerId }),
    update: 'SET #recipient_code = :code',
    condition: IF_EXISTS,
    names: { ...KEY_NAMES, '#recipient_code': 'recipient_code' },
    values: { ':code': recipientCode },
  });
}

export const linkCodeHash = (code: string): string => createHash('sha256').update(code).digest('hex');

/** The partner's link code with this hash, if one was issued. */
export async function getDashboardLinkCode(referrerId: string, codeHash: string) {
  const item = await getItem(
    dashboardLinkCodeLayout.key({ referrer_id: referrerId, code_hash: codeHash }),
    true,
  );
  return isStoredAs(dashboardLinkCodeLayout, item) ? dashboardLinkCodeOf(item) : undefined;
}

/** Records a link code: each e-mailed link may save a payout account until it expires. */
export async function saveDashboardLinkCode(referrerId: string, codeHash: string, expiresAt: string) {
  await putItem(
    storedItem(dashboardLinkCodeLayout, {
      referrer_id: referrerId,
      code_hash: codeHash,
      expires_at: expiresAt,
    }),
  );
}

export async function listPayouts(referrerId: string): Promise<PayoutRecord[]> {
  const items = await queryAll({
    keyCondition: '#pk = :pk AND begins_with(#sk, :sk)',
    names: KEY_NAMES,
    values: { ':pk': `referrer#${referrerId}`, ':sk': PAYOUT_PREFIX },
    consistent: true,
  });
  return items
    .filter((item) => isStoredAs(payoutLayout, item))
    .map(payoutOf)
    .sort((a, b) => b.approved_at.localeCompare(a.approved_at));
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
    const outcome = await transactWrite([
      {
        put: storedItem(payoutLayout, withoutNulls(payout)),
        condition: IF_NEW_ITEM,
      },
      ...activities.map((activity) => ({
        update: referralActivityLayout.key(activity),
        expression:
          'SET #payout_id = :id, #payout_status = :approved, #payout_reference = :reference REMOVE #payout_message, #payout_paid_at',
        condition: `${IF_EXISTS} AND #status = :completed AND (attribute_not_exists(#payout_status) OR #payout_status = :failed)`,
        names: {
          ...KEY_NAMES,
          '#payout_id': 'payout_id',
          '#payout_status': 'payout_status',
          '#payout_reference': 'payout_reference',
          '#payout_message': 'payout_message',
          '#payout_paid_at': 'payout_paid_at',
          '#status': 'status',
        },
        values: {
          ':id': payout.id,
          ':approved': 'approved',
          ':reference': payout.reference,
          ':completed': 'completed',
          ':failed': 'failed',
        },
      })),
    ]);
    if (!outcome.canceled) return true;
    if (!collided(outcome) || outcome.data.some((reason) => reason.code === 'ConditionalCheckFailed'))
      return false;
    await jitter(attempt);
  }
  throw writeContention('this payout');
}

/** Sets an attribute of a stored payout once; false when it was set already (or no such payout). */
async function setPayoutOnce(payout: PayoutRecord, attribute: string, value: string): Promise<boolean> {
  try {
    await updateItem({
      key: payoutLayout.key(payout),
      update: 'SET #attribute = :value',
      condition: `${IF_EXISTS} AND attribute_not_exists(#attribute)`,
      names: { ...KEY_NAMES, '#attribute': attribute },
      values: { ':value': value },
    });
    return true;
  } catch (error: unknown) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function setPayoutTransferCode(payout: PayoutRecord, transferCode: string): Promise<void> {
  await setPayoutOnce(payout, 'transfer_code', transferCode);
}

export async function markPayoutStuckAlerted(payout: PayoutRecord, at: string): Promise<boolean> {
  return setPayoutOnce(payout, 'stuck_alerted_at', at);
}

/** Every referral partner, oldest first (gsi2 `referrers`). */
export async function listReferralPartners(): Promise<ReferralApplicant[]> {
  const items = await queryAll({
    index: 'gsi2',
    keyCondition: '#pk = :pk',
    names: { '#pk': 'gsi2pk' },
    values: { ':pk': 'referrers' },
  });
  return items.filter((item) => isStoredAs(referralApplicantLayout, item)).map(referralApplicantOf);
}
