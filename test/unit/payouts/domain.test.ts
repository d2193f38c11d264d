import { describe, expect, it } from 'vitest';
import { createMockReferralActivity } from '../../fixtures/records.ts';
import {
  maskAccountNumber,
  namesMatch,
  newPayoutReference,
  PAYOUT_REFERENCE_PATTERN,
  payoutAmountKobo,
} from '../../../functions/domain/payouts.ts';
import { activityPayoutFields, earnedOf } from '../../../functions/services/payouts/views.ts';

describe('payout rules', () => {
  it("makes references in Paystack's allowed transfer form, each different", () => {
    const references = new Set(Array.from({ length: 200 }, newPayoutReference));
    expect(references.size).toBe(200);
    for (const reference of references) expect(reference).toMatch(PAYOUT_REFERENCE_PATTERN);
    expect('Has-Capitals-1234567').not.toMatch(PAYOUT_REFERENCE_PATTERN);
    expect('short-ref').not.toMatch(PAYOUT_REFERENCE_PATTERN);
  });

  it('pays exactly the commissions, to the kobo', () => {
    expect(payoutAmountKobo([500_000])).toBe(50_000_000);
    expect(payoutAmountKobo([0.1, 0.2])).toBe(30);
    expect(payoutAmountKobo([123_456.78, 1])).toBe(12_345_778);
  });

  it('masks an account number to its last four digits', () => {
    expect(maskAccountNumber('6789')).toBe('******6789');
  });

  it("matches the bank's name to the applicant's as staff would, and flags another person", () => {
    expect(namesMatch('OKAFOR ADA CHIOMA', 'Ada Okafor')).toBe(true);
    expect(namesMatch('ADA OKAFOR', 'ada  okafor.')).toBe(true);
    expect(namesMatch('TUNDE BELLO', 'Ada Okafor')).toBe(false);
    expect(namesMatch('ADA BELLO', 'Ada Okafor')).toBe(false);
  });
});

describe("where a commission's money is", () => {
  it('reads Pending, Earned, Approved, Paid and Failed from the activity', () => {
    const pending = createMockReferralActivity();
    const earned = createMockReferralActivity({ status: 'completed', commission_earned: 500_000 });
    const paid = {
      ...earned,
      payout_status: 'paid' as const,
      payout_reference: 'qpo-abcdefghijklmnopqrstuvwx',
      payout_paid_at: '2026-01-07T10:00:00.000Z',
    };
    const failed = { ...earned, payout_status: 'failed' as const, payout_message: 'Account closed.' };
    expect(activityPayoutFields(pending, null).payout_status).toBe('pending');
    expect(activityPayoutFields(earned, 'Okafor Foods')).toEqual({
      payout_status: 'earned',
      payout_reference: null,
      paid_at: null,
      payout_message: null,
      business_name: 'Okafor Foods',
    });
    expect(activityPayoutFields(paid, null)).toMatchObject({
      payout_status: 'paid',
      payout_reference: paid.payout_reference,
      paid_at: paid.payout_paid_at,
    });
    expect(activityPayoutFields(failed, null).payout_message).toMatch(/Account closed\. .*approve/);
    // Earned again after a failure; never while approved or paid, never before going live.
    expect(earnedOf([pending, earned, paid, failed, { ...earned, payout_status: 'approved' }])).toEqual([
      earned,
      failed,
    ]);
  });
});
