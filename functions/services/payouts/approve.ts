import { AppError, isAppError } from '../../domain/app-error.ts';
import { askPaymentProvider } from '../shared/faults.ts';
import type { Payout } from '../../domain/contracts/payouts.ts';
import { heldMessage, PAYOUT_MESSAGES, payoutAmountKobo } from '../../domain/payouts.ts';
import { earnedOf, payoutAnswer } from './views.ts';
import { OTP_MESSAGE, settle, verdictOf } from './settle.ts';
import type { PayoutPorts, PayoutRecord, ReferralActivityRecord } from './ports.ts';

export const ALREADY_IN_PAYOUT_MESSAGE =
  'These commissions are already in a payout (approved a moment ago, perhaps by someone else). Refresh the Payouts tab.';

export interface ApprovingStaff {
  readonly sub: string;
  readonly email: string | null;
}

async function reasonFor(ports: PayoutPorts, activities: readonly ReferralActivityRecord[]): Promise<string> {
  const names = await Promise.all(
    activities.map(async (activity) =>
      activity.onboarding_resume_token
        ? ((await ports.store.businessName(activity.onboarding_resume_token)) ?? activity.referred_email)
        : activity.referred_email,
    ),
  );
  // Paystack keeps the reason short; it is what the partner's bank statement may show.
  return `Quarter referral commission: ${names.join(', ')}`.slice(0, 100);
}

/**
 * A double click, two staff at once or a retry asked for commissions another approval already put in
 * a payout: that approval's answer (the same reference, never a second transfer) when one approved
 * or paid payout holds every commission asked for; otherwise the refusal. Without ids ("Approve
 * all" with nothing earned left) it is always the refusal.
 */
async function approvalAlreadyMade(
  ports: PayoutPorts,
  referrerId: string,
  activityIds: readonly string[] | undefined,
  refusal: string,
): Promise<Payout> {
  if (!activityIds?.length) throw AppError.conflict(refusal);
  const made = (await ports.store.listPayouts(referrerId)).find(
    (payout) => payout.status !== 'failed' && activityIds.every((id) => payout.activity_ids.includes(id)),
  );
  if (!made) throw AppError.conflict(refusal);
  return payoutAnswer(made);
}

/** Marks a payout failed with Paystack's words and answers the approval with them (409, never 5xx). */
async function refusedBy(ports: PayoutPorts, payout: PayoutRecord, message: string): Promise<never> {
  // Staff see the refusal on screen; the e-mail alert is for failures that arrive later.
  await settle(ports, payout, 'failed', { transferCode: null, message }, { alert: false });
  throw AppError.conflict(`Paystack did not make this transfer: ${message}`, { reason: 'paystack_refused' });
}

/**
 * POST /api/admin/payouts/approve. The amount is decided here from the stored commissions; the
 * reference is fixed and stored with the claim of each commission (one conditional transaction)
 * BEFORE Paystack is called, so two approvals of the same commissions make one transfer. A
 * refusal marks the payout failed and its commissions earned again; nothing is retried blindly.
 */
export async function approvePayout(
  ports: PayoutPorts,
  staff: ApprovingStaff,
  ask: { readonly referrer_id: string; readonly activity_ids?: readonly string[] | undefined },
): Promise<Payout> {
  const partner = await ports.store.getPartner(ask.referrer_id);
  if (!partner) throw AppError.notFound('No referral partner has this id.');
  const account = await ports.store.getAccount(partner.id);
  if (!account) throw AppError.conflict(PAYOUT_MESSAGES.noAccount);
  if (account.held_until && Date.parse(account.held_until) > ports.now())
    throw AppError.conflict(heldMessage(account.held_until));

  const wanted = ask.activity_ids ? new Set(ask.activity_ids) : undefined;
  const earned = earnedOf(await ports.store.listActivities(partner.id)).filter(
    (activity) => !wanted || wanted.has(activity.id),
  );
  if (earned.length === 0)
    return approvalAlreadyMade(ports, partner.id, ask.activity_ids, PAYOUT_MESSAGES.nothingEarned);

  const payout: PayoutRecord = {
    id: ports.newId(),
    reference: ports.newReference(),
    referrer_id: partner.id,
    activity_ids: earned.map((activity) => activity.id),
    amount_kobo: payoutAmountKobo(earned.map((activity) => activity.commission_earned)),
    status: 'approved',
    transfer_code: null,
    recipient_code: null,
    message: null,
    approved_by: staff.email ?? staff.sub,
    approved_at: new Date(ports.now()).toISOString(),
    paid_at: null,
    failed_at: null,
    stuck_alerted_at: null,
  };
  if (!(await ports.store.createPayout(payout, earned)))
    return approvalAlreadyMade(ports, partner.id, payout.activity_ids, ALREADY_IN_PAYOUT_MESSAGE);
  ports.log.info('payout approved', {
    payoutId: payout.id,
    reference: payout.reference,
    referrerId: partner.id,
  });

  let recipientCode = account.recipient_code;
  if (!recipientCode) {
    const accountNumber = await ports.open(account.account_number_encrypted, partner.id);
    const recipient = await askPaymentProvider(() =>
      ports.provider.createRecipient({
        name: account.account_name,
        accountNumber,
        bankCode: account.bank_code,
      }),
    );
    if ('refused' in recipient) return refusedBy(ports, payout, recipient.refused);
    recipientCode = recipient.code;
    await ports.store.setRecipientCode(partner.id, recipientCode);
  }

  const reason = await reasonFor(ports, earned);
  let answer;
  try {
    answer = await askPaymentProvider(() =>
      ports.provider.transfer({
        amountKobo: payout.amount_kobo,
        recipientCode,
        reference: payout.reference,
        reason,
      }),
    );
  } catch (error: unknown) {
    if (!isAppError(error, 'paystack_unreachable')) throw error;
    // Paystack may or may not have it: the payout stays approved under its reference, and the
    // reconcile asks Paystack by that reference. Never a second transfer.
    ports.log.warn('payout transfer unanswered; left for reconcile', { payoutId: payout.id });
    return payoutAnswer(payout);
  }
  if (answer.outcome === 'refused') return refusedBy(ports, payout, answer.message);
  if (answer.status === 'otp') return refusedBy(ports, payout, OTP_MESSAGE);
  if (answer.transferCode) await ports.store.setTransferCode(payout, answer.transferCode);
  const verdict = verdictOf(answer.status);
  if (verdict === 'failed' || verdict === 'reversed')
    return refusedBy(ports, payout, `Paystack answered the transfer ${answer.status}.`);
  if (verdict === 'paid')
    await settle(ports, payout, 'paid', { transferCode: answer.transferCode, message: null });
  const stored = (await ports.store.getPayoutByReference(payout.reference)) ?? payout;
  return payoutAnswer({ ...stored, transfer_code: stored.transfer_code ?? answer.transferCode });
}

export { payoutAnswer };
