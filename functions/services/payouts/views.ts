import type { ActivityPayoutFields, PartnerPayouts, Payout } from '../../domain/contracts/payouts.ts';
import { CHANGED_RECENTLY_MS, PAYOUT_MESSAGES } from '../../domain/payouts.ts';
import { payoutAccountView } from './account.ts';
import type { PayoutPorts, PayoutRecord, ReferralActivityRecord } from './ports.ts';

export const payoutAnswer = (payout: PayoutRecord): Payout => ({
  id: payout.id,
  reference: payout.reference,
  referrer_id: payout.referrer_id,
  activity_ids: payout.activity_ids,
  amount_kobo: payout.amount_kobo,
  status: payout.status,
  transfer_code: payout.transfer_code,
  message: payout.message,
  approved_by: payout.approved_by,
  approved_at: payout.approved_at,
  paid_at: payout.paid_at,
  failed_at: payout.failed_at,
});

/** Completed commissions in no approved or paid payout: what staff can approve. */
export const earnedOf = (activities: readonly ReferralActivityRecord[]): ReferralActivityRecord[] =>
  activities.filter(
    (activity) =>
      activity.status === 'completed' &&
      activity.commission_earned > 0 &&
      (activity.payout_status === null || activity.payout_status === 'failed'),
  );

/** Where one commission's money is, for the partner's dashboard. */
export function activityPayoutFields(
  activity: Pick<
    ReferralActivityRecord,
    'status' | 'payout_status' | 'payout_reference' | 'payout_paid_at' | 'payout_message'
  >,
  businessName: string | null,
): ActivityPayoutFields {
  const status = activity.status !== 'completed' ? 'pending' : (activity.payout_status ?? 'earned');
  return {
    payout_status: status,
    payout_reference:
      status === 'pending' || status === 'earned' ? null : (activity.payout_reference ?? null),
    paid_at: status === 'paid' ? (activity.payout_paid_at ?? null) : null,
    payout_message:
      status === 'failed'
        ? `${activity.payout_message ? `${activity.payout_message} ` : ''}${PAYOUT_MESSAGES.failedForPartner}`
        : null,
    business_name: businessName,
  };
}

export async function businessNameOf(
  ports: PayoutPorts,
  activity: Pick<ReferralActivityRecord, 'onboarding_resume_token'>,
): Promise<string | null> {
  return activity.onboarding_resume_token ? ports.store.businessName(activity.onboarding_resume_token) : null;
}

/** GET /api/admin/payouts: partners with something earned or a payout, account masked. */
export async function listPartnerPayouts(ports: PayoutPorts): Promise<PartnerPayouts[]> {
  const partners = await ports.store.listPartners();
  const now = ports.now();
  const answers = await Promise.all(
    partners.map(async (partner): Promise<PartnerPayouts | undefined> => {
      const [activities, payouts, account] = await Promise.all([
        ports.store.listActivities(partner.id),
        ports.store.listPayouts(partner.id),
        ports.store.getAccount(partner.id),
      ]);
      const earned = earnedOf(activities);
      if (earned.length === 0 && payouts.length === 0) return undefined;
      return {
        referrer_id: partner.id,
        full_name: partner.full_name,
        email: partner.email,
        payout_account: account
          ? {
              ...payoutAccountView(account),
              name_mismatch: account.name_mismatch,
              // A first account is not a change; a later one is, for a day.
              changed_recently:
                account.changed_at !== account.created_at &&
                now - Date.parse(account.changed_at) < CHANGED_RECENTLY_MS,
            }
          : null,
        earned: await Promise.all(
          earned.map(async (activity) => ({
            activity_id: activity.id,
            referred_email: activity.referred_email,
            business_name: await businessNameOf(ports, activity),
            commission_earned: activity.commission_earned,
            completed_at: activity.completed_at ?? activity.created_at,
          })),
        ),
        payouts: payouts.map(payoutAnswer),
      };
    }),
  );
  return answers.filter((answer): answer is PartnerPayouts => answer !== undefined);
}
