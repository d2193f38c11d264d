import {
  adminPayoutsAnswerSchema,
  payoutAccountRevealAnswerSchema,
  payoutApproveAnswerSchema,
  type PartnerPayouts,
  type Payout,
} from '@domain/contracts/payouts.ts';
import { call, jsonBody } from './admin-api.ts';
import { toCsv } from './csv.ts';

export type { PartnerPayouts, Payout };

/** GET /api/admin/payouts: partners with earned commissions or payouts. */
export const listPayouts = async (): Promise<readonly PartnerPayouts[]> =>
  (await call('/api/admin/payouts', adminPayoutsAnswerSchema)).partners;

/** POST /api/admin/payouts/approve: one commission, or all of a partner's when `activityIds` is absent. */
export const approvePayout = async (referrerId: string, activityIds?: readonly string[]): Promise<Payout> =>
  (
    await call(
      '/api/admin/payouts/approve',
      payoutApproveAnswerSchema,
      jsonBody('POST', { referrer_id: referrerId, ...(activityIds ? { activity_ids: activityIds } : {}) }),
    )
  ).payout;

/**
 * GET /api/admin/payouts/{referrer_id}/account: the partner's full account number. The server logs
 * who asked, whose and when (as the KYC reveal); the page keeps it in component state only.
 */
export const revealPayoutAccountNumber = async (referrerId: string): Promise<string> =>
  (
    await call(
      `/api/admin/payouts/${encodeURIComponent(referrerId)}/account`,
      payoutAccountRevealAnswerSchema,
    )
  ).account_number;

/** Every payout, one row each: what finance reconciles against Paystack. Never an account number. */
export function payoutsCsv(partners: readonly PartnerPayouts[]): { csv: string; rows: number } {
  const rows = partners.flatMap((partner) =>
    partner.payouts.map((payout) => [
      payout.reference,
      partner.full_name,
      partner.email,
      partner.payout_account?.account_name ?? '',
      partner.payout_account?.bank_name ?? '',
      (payout.amount_kobo / 100).toFixed(2),
      payout.status,
      payout.transfer_code ?? '',
      payout.approved_by,
      payout.approved_at,
      payout.paid_at ?? '',
      payout.failed_at ?? '',
      payout.message ?? '',
    ]),
  );
  const header = [
    'reference',
    'partner',
    'partner_email',
    'account_name',
    'bank',
    'amount_naira',
    'status',
    'transfer_code',
    'approved_by',
    'approved_at',
    'paid_at',
    'failed_at',
    'message',
  ];
  return { csv: toCsv(header, rows), rows: rows.length };
}
