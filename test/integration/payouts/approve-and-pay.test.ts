import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_REFERENCE_PATTERN } from '../../../functions/domain/payouts.ts';
import { signUpUser } from '../admin/identity.ts';
import { resetIpCounters } from '../referral/support.ts';
import {
  allMail,
  api,
  approve,
  awaitPayout,
  baseUrl,
  earnedCommission,
  newPartner,
  nextTransfer,
  partnerPayouts,
  pointAtProduct,
  sandboxRecipients,
  sandboxTransfers,
  saveAccount,
  sendTransferEvent,
  uniqueAccountNumber,
  type Partner,
} from './support.ts';

beforeAll(async () => {
  pointAtProduct();
  await resetIpCounters('payoutResolvePerIp', 'payoutAccountSavePerIp');
});

async function partnerWithAccount(): Promise<Partner & { accountNumber: string }> {
  const partner = await newPartner();
  const accountNumber = uniqueAccountNumber();
  expect((await saveAccount(partner, { account_number: accountNumber })).status).toBe(200);
  return { ...partner, accountNumber };
}

const transfersTo = async (accountNumber: string) => {
  const recipients = (await sandboxRecipients()).filter(
    (recipient) => recipient.account_number === accountNumber,
  );
  const codes = new Set(recipients.map((recipient) => recipient.recipient_code));
  return {
    recipients,
    transfers: (await sandboxTransfers()).filter((transfer) => codes.has(transfer.recipient_code)),
  };
};

const activityOf = async (partner: Partner, activityId: string) => {
  const answer = await api<{ activities: Record<string, unknown>[] }>(
    `/api/referrals/dashboard?token=${partner.token}`,
  );
  return answer.body.activities.find((activity) => activity.id === activityId);
};

describe('POST /api/admin/payouts/approve', () => {
  it('only staff approve', async () => {
    const partner = await partnerWithAccount();
    await earnedCommission(partner);
    const user = await signUpUser(baseUrl, `user-${randomUUID().slice(0, 8)}@example.com`);
    const body = { referrer_id: partner.id };
    expect((await api('/api/admin/payouts/approve', { body })).status).toBe(401);
    expect((await api('/api/admin/payouts/approve', { body, token: user.accessToken })).status).toBe(403);
    expect((await api('/api/admin/payouts', { token: user.accessToken })).status).toBe(403);
    expect((await transfersTo(partner.accountNumber)).transfers).toEqual([]);
  });

  it('pays the commissions once, to the kobo, and both sides see Paid with the same reference', async () => {
    const partner = await partnerWithAccount();
    const first = await earnedCommission(partner, 500_000, 'Okafor Foods');
    const second = await earnedCommission(partner, 123_456.5, 'Eze Rides');

    const answer = await approve(partner.id);
    expect(answer.status).toBe(201);
    const payout = answer.body.payout!;
    expect(payout.reference).toMatch(PAYOUT_REFERENCE_PATTERN);
    expect(payout.amount_kobo).toBe(50_000_000 + 12_345_650);
    expect(new Set(payout.activity_ids)).toEqual(new Set([first, second]));
    expect(payout.approved_by).toBe('admin@quarter.local');

    const { recipients, transfers } = await transfersTo(partner.accountNumber);
    expect(recipients).toHaveLength(1);
    expect(transfers).toEqual([
      expect.objectContaining({
        reference: payout.reference,
        amount: payout.amount_kobo,
        currency: 'NGN',
        source: 'balance',
      }),
    ]);
    expect(transfers[0]?.reason).toMatch(/Okafor Foods/);
    expect(transfers[0]?.reason).toMatch(/Eze Rides/);

    // The sandbox's transfer.success webhook, a moment later.
    const paid = await awaitPayout(partner.id, payout.reference, 'paid');
    expect(paid?.transfer_code).toBe(transfers[0]?.transfer_code);
    expect(paid?.paid_at).toMatch(/^\d{4}-/);
    const row = await activityOf(partner, first);
    expect(row).toMatchObject({
      payout_status: 'paid',
      payout_reference: payout.reference,
      business_name: 'Okafor Foods',
    });
    expect((await partnerPayouts(partner.id))?.earned).toEqual([]);

    // Approving again finds nothing earned: no second transfer.
    const again = await approve(partner.id);
    expect(again.status).toBe(409);
    expect((await transfersTo(partner.accountNumber)).transfers).toHaveLength(1);
  });

  it('two approvals at once make one transfer', async () => {
    const partner = await partnerWithAccount();
    const activity = await earnedCommission(partner);
    const answers = await Promise.all([
      approve(partner.id),
      approve(partner.id, [activity]),
      approve(partner.id),
      approve(partner.id, [activity]),
    ]);
    const created = answers.filter((answer) => answer.status === 201);
    const references = new Set(created.map((answer) => answer.body.payout?.reference));
    expect(references.size).toBe(1);
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    const { transfers } = await transfersTo(partner.accountNumber);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]?.reference).toBe([...references][0]);
  });

  it('a repeated approval of the same commissions answers the approval already made, never a second transfer', async () => {
    const partner = await partnerWithAccount();
    const activity = await earnedCommission(partner);
    const first = await approve(partner.id, [activity]);
    expect(first.status, first.text).toBe(201);
    // Whichever of two clicks arrives second, after the first has claimed the commission.
    const retry = await approve(partner.id, [activity]);
    expect(retry.status, retry.text).toBe(201);
    expect(retry.body.payout?.reference).toBe(first.body.payout?.reference);
    // "Approve all" with nothing earned left is still refused.
    expect((await approve(partner.id)).status).toBe(409);
    const reference = first.body.payout?.reference ?? '';
    await awaitPayout(partner.id, reference, 'paid');
    const { transfers } = await transfersTo(partner.accountNumber);
    expect(transfers.map((transfer) => transfer.reference)).toEqual([reference]);
  });

  it('refuses without an account, and with nothing earned among the ids', async () => {
    const partner = await newPartner();
    const activity = await earnedCommission(partner);
    const noAccount = await approve(partner.id);
    expect(noAccount.status).toBe(409);
    expect(noAccount.body.error?.code).toBe('conflict');
    expect((await saveAccount(partner, { account_number: uniqueAccountNumber() })).status).toBe(200);
    expect((await approve(partner.id, ['not-an-activity'])).status).toBe(409);
    expect((await approve(partner.id, [activity])).status).toBe(201);
  });

  it('a failed transfer returns its commissions to Earned, alerts staff, and approving again pays once with a new reference', async () => {
    const partner = await partnerWithAccount();
    const activity = await earnedCommission(partner, 500_000);

    await nextTransfer('failed', partner.accountNumber);
    const failedApproval = await approve(partner.id);
    expect(failedApproval.status).toBe(201);
    const failedReference = failedApproval.body.payout!.reference;
    const failed = await awaitPayout(partner.id, failedReference, 'failed');
    expect(failed?.message).toBeTruthy();
    expect(await activityOf(partner, activity)).toMatchObject({ payout_status: 'failed' });
    expect((await partnerPayouts(partner.id))?.earned.map((earned) => earned.activity_id)).toEqual([
      activity,
    ]);
    expect(
      (await allMail()).some(
        (mail) => mail.to === 'staff@quarter.local' && mail.text.includes(failedReference),
      ),
    ).toBe(true);

    const retry = await approve(partner.id);
    expect(retry.status).toBe(201);
    const reference = retry.body.payout!.reference;
    expect(reference).not.toBe(failedReference);
    await awaitPayout(partner.id, reference, 'paid');
    const { transfers, recipients } = await transfersTo(partner.accountNumber);
    // One recipient, reused; one transfer per payout; the paid one for exactly the commission.
    expect(recipients).toHaveLength(1);
    expect(transfers.map((transfer) => transfer.reference)).toEqual([failedReference, reference]);
    expect(transfers[1]?.amount).toBe(50_000_000);
    expect(await activityOf(partner, activity)).toMatchObject({
      payout_status: 'paid',
      payout_reference: reference,
    });
  });

  it.each([
    ['insufficient_balance', /balance is not enough/],
    ['otp', /OTP/],
  ])(
    'Paystack answering %s marks the payout failed with a clear message, never a 5xx',
    async (outcome, words) => {
      const partner = await partnerWithAccount();
      const activity = await earnedCommission(partner);
      await nextTransfer(outcome, partner.accountNumber);
      const answer = await approve(partner.id);
      expect(answer.status).toBe(409);
      expect(answer.body.error?.message).toMatch(words);
      const payouts = (await partnerPayouts(partner.id))?.payouts ?? [];
      expect(payouts).toHaveLength(1);
      expect(payouts[0]).toMatchObject({ status: 'failed', message: expect.stringMatching(words) });
      expect((await partnerPayouts(partner.id))?.earned.map((earned) => earned.activity_id)).toEqual([
        activity,
      ]);
    },
  );
});

describe('transfer webhooks', () => {
  it('a forged or replayed webhook changes nothing; success after failure changes nothing; an unknown reference is acknowledged', async () => {
    const partner = await partnerWithAccount();
    const activity = await earnedCommission(partner);
    await nextTransfer('pending', partner.accountNumber);
    const payout = (await approve(partner.id)).body.payout!;
    const data = {
      reference: payout.reference,
      transfer_code: 'TRF_forged',
      status: 'success',
      amount: payout.amount_kobo,
    };

    const forged = await sendTransferEvent('transfer.success', data, 'sk_test_someone_else');
    expect(forged.status).toBe(401);
    expect((await partnerPayouts(partner.id))?.payouts[0]?.status).toBe('approved');

    expect((await sendTransferEvent('transfer.failed', { ...data, status: 'failed' })).status).toBe(200);
    expect((await partnerPayouts(partner.id))?.payouts[0]).toMatchObject({ status: 'failed' });
    const replayed = await sendTransferEvent('transfer.failed', { ...data, status: 'failed' });
    expect(replayed.body).toMatchObject({ outcome: 'unchanged' });
    const late = await sendTransferEvent('transfer.success', data);
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ outcome: 'unchanged' });
    expect((await partnerPayouts(partner.id))?.payouts[0]).toMatchObject({ status: 'failed', paid_at: null });
    expect(await activityOf(partner, activity)).toMatchObject({ payout_status: 'failed' });

    const unknown = await sendTransferEvent('transfer.success', {
      ...data,
      reference: `qpo-unknown-${randomUUID()}`,
    });
    expect(unknown.status).toBe(200);
  });

  it('a reversal after success returns the commissions to Earned once', async () => {
    const partner = await partnerWithAccount();
    const activity = await earnedCommission(partner);
    const payout = (await approve(partner.id)).body.payout!;
    await awaitPayout(partner.id, payout.reference, 'paid');
    const data = { reference: payout.reference, status: 'reversed' };
    expect((await sendTransferEvent('transfer.reversed', data)).body).toMatchObject({ outcome: 'failed' });
    expect((await sendTransferEvent('transfer.reversed', data)).body).toMatchObject({ outcome: 'unchanged' });
    expect(await activityOf(partner, activity)).toMatchObject({ payout_status: 'failed' });
    expect((await partnerPayouts(partner.id))?.earned.map((earned) => earned.activity_id)).toEqual([
      activity,
    ]);
  });
});

describe('POST /_local/payouts/reconcile', () => {
  it('asks Paystack about payouts still approved and leaves a pending one approved', async () => {
    const partner = await partnerWithAccount();
    await earnedCommission(partner);
    await nextTransfer('pending', partner.accountNumber);
    const payout = (await approve(partner.id)).body.payout!;
    const response = await fetch(`${baseUrl}/_local/payouts/reconcile`, { method: 'POST' });
    expect(response.status).toBe(200);
    const { checked } = (await response.json()) as { checked: number };
    expect(checked).toBeGreaterThanOrEqual(1);
    expect((await partnerPayouts(partner.id))?.payouts[0]).toMatchObject({
      reference: payout.reference,
      status: 'approved',
    });
  });
});

describe("a partner's account stays theirs", () => {
  it('no admin list or partner answer carries the full account number, and another partner sees none of it', async () => {
    const partner = await partnerWithAccount();
    const other = await newPartner();
    await earnedCommission(partner);
    const list = await api('/api/admin/payouts', { token: await (await import('./support.ts')).admin() });
    expect(list.text).not.toContain(partner.accountNumber);
    const othersDashboard = await api(`/api/referrals/dashboard?token=${other.token}`);
    expect(othersDashboard.body).toMatchObject({ payout_account: null });
    // The other partner's fresh link cannot change this partner's account.
    const hijack = await api('/api/referrals/payout-account', {
      method: 'PUT',
      body: {
        token: partner.token,
        link: other.link,
        bank_code: '058',
        account_number: uniqueAccountNumber(),
      },
    });
    expect(hijack.status).toBe(403);
  });
});
