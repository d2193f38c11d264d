import { beforeAll, describe, expect, it } from 'vitest';
import {
  addPayoutAccount,
  applyAsPartner,
  approve,
  awaitPayoutStatus,
  baseUrl,
  COMMISSION_NAIRA,
  dashboardActivity,
  GTBANK,
  liveReferral,
  nextTransfer,
  partnerRow,
  payoutNow,
  paystackSignature,
  pointAtProduct,
  postTransferWebhook,
  transferEvent,
  transfersWith,
  uniqueAccountNumber,
  waitFor,
  type LiveReferral,
  type Payout,
} from '../referral/acceptance-29-support.ts';
import { settleProduct } from '../../setup/quiet.ts';

/**
 * Issue #29, Paystack's side (CONTRACT-29 "Paystack webhook"): the signed transfer events change a
 * payout once; forged, replayed and out-of-order deliveries change nothing; a failed transfer's
 * commissions are earned again and pay once under a NEW reference. Blind: from the contract and
 * Paystack's transfer webhook docs, not the implementation.
 */
beforeAll(() => {
  pointAtProduct();
});

/** A gap on the clock, so a second write would carry another time. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Until a change that was going to happen has happened: the product idle (GET /_local/idle: no
 * handler running, no Paystack settlement on its timer, the stream read empty), or `atMostMs`.
 */
const settle = (atMostMs: number) => settleProduct(baseUrl, atMostMs);

/** A partner with an account and one earned commission, approved while the sandbox holds the transfer pending. */
async function approvedAndPending(): Promise<{
  referral: LiveReferral;
  payout: Payout;
  transferCode: string;
}> {
  const partner = await applyAsPartner();
  await addPayoutAccount(partner, { bank_code: GTBANK, account_number: uniqueAccountNumber() });
  const referral = await liveReferral(partner);
  await nextTransfer('pending');
  const approved = await approve({ referrer_id: partner.id });
  expect(approved.status, approved.text).toBe(201);
  const [transfer] = await transfersWith(approved.body.payout.reference);
  return { referral, payout: approved.body.payout, transferCode: transfer?.transfer_code ?? '' };
}

async function alertsNow(): Promise<string[]> {
  const response = await fetch(`${baseUrl}/_local/alerts.json`);
  return ((await response.json()) as Array<{ body: string }>).map((delivery) => delivery.body);
}

describe('transfer.success', () => {
  it('refuses forged deliveries (401) and changes nothing', async () => {
    // Prepare
    const { referral, payout, transferCode } = await approvedAndPending();
    const body = transferEvent('transfer.success', {
      reference: payout.reference,
      amount: payout.amount_kobo,
      transfer_code: transferCode,
    });

    // Act
    const wrongSecret = await postTransferWebhook(body, paystackSignature(body, 'sk_test_not_ours'));
    const missing = await postTransferWebhook(body, null);
    const tampered = await postTransferWebhook(
      body.replace('"success"', '"success" '),
      paystackSignature(body),
    );
    const garbage = await postTransferWebhook(body, 'not-hex');
    await settle(1_500);

    // Assess
    expect([wrongSecret, missing, tampered, garbage]).toEqual([401, 401, 401, 401]);
    expect(await payoutNow(referral.partner.id, payout.reference)).toMatchObject({
      status: 'approved',
      paid_at: null,
    });
    expect(await dashboardActivity(referral)).toMatchObject({ payout_status: 'approved' });
  });

  it('marks the payout paid once: a replay changes neither the time nor the code', async () => {
    const { referral, payout, transferCode } = await approvedAndPending();
    const body = transferEvent('transfer.success', {
      reference: payout.reference,
      amount: payout.amount_kobo,
      transfer_code: transferCode,
    });

    expect(await postTransferWebhook(body)).toBe(200);
    const paid = await awaitPayoutStatus(referral.partner.id, payout.reference, 'paid');
    await sleep(1_100);
    const replays = await Promise.all([postTransferWebhook(body), postTransferWebhook(body)]);
    await settle(1_500);

    expect(replays).toEqual([200, 200]);
    expect(await payoutNow(referral.partner.id, payout.reference)).toEqual(paid);
    expect(paid).toMatchObject({ transfer_code: transferCode, paid_at: expect.any(String) });
    expect(await transfersWith(payout.reference)).toHaveLength(1);
    expect(await dashboardActivity(referral)).toMatchObject({
      payout_status: 'paid',
      payout_reference: payout.reference,
      paid_at: paid?.paid_at,
    });
  });

  it('acknowledges an unknown reference with 200 and changes nothing', async () => {
    const { referral, payout } = await approvedAndPending();

    const status = await postTransferWebhook(
      transferEvent('transfer.success', { reference: `${payout.reference.slice(0, 40)}-unknown`, amount: 1 }),
    );
    await settle(1_000);

    expect(status).toBe(200);
    expect((await payoutNow(referral.partner.id, payout.reference))?.status).toBe('approved');
  });
});

describe('transfer.failed and transfer.reversed', () => {
  it('fail the payout, earn its commission again, alert staff, tell the partner; a late success changes nothing', async () => {
    // Prepare
    const { referral, payout, transferCode } = await approvedAndPending();
    const alertsBefore = (await alertsNow()).length;

    // Act: failed, then (out of order) success for the same reference, then failed again (replay)
    const failedBody = transferEvent('transfer.failed', {
      reference: payout.reference,
      amount: payout.amount_kobo,
      transfer_code: transferCode,
    });
    expect(await postTransferWebhook(failedBody)).toBe(200);
    const failed = await awaitPayoutStatus(referral.partner.id, payout.reference, 'failed');
    const lateSuccess = await postTransferWebhook(
      transferEvent('transfer.success', {
        reference: payout.reference,
        amount: payout.amount_kobo,
        transfer_code: transferCode,
      }),
    );
    const replay = await postTransferWebhook(failedBody);
    await settle(1_500);

    // Assess
    expect([lateSuccess, replay]).toEqual([200, 200]);
    expect(await payoutNow(referral.partner.id, payout.reference)).toEqual(failed);
    expect(failed?.failed_at).toEqual(expect.any(String));
    expect((await partnerRow(referral.partner.id))?.earned.map((earned) => earned.activity_id)).toEqual([
      referral.activityId,
    ]);
    const shown = await dashboardActivity(referral);
    expect(shown?.payout_status).toBe('failed');
    expect(shown?.payout_message).toEqual(expect.stringMatching(/\w/));
    await waitFor(
      'a staff alert about the failed payout at /_local/alerts.json',
      async () => (await alertsNow()).slice(alertsBefore),
      (fresh) => fresh.some((alert) => /payout|transfer/i.test(alert)),
    );
  });

  it('after a failure, approving again pays once under a NEW reference, the old one never again', async () => {
    // Prepare: the sandbox fails the first transfer itself (its transfer.failed webhook)
    const partner = await applyAsPartner();
    await addPayoutAccount(partner, { bank_code: GTBANK, account_number: uniqueAccountNumber() });
    const referral = await liveReferral(partner);
    await nextTransfer('failed');
    const first = await approve({ referrer_id: partner.id });
    expect(first.status, first.text).toBe(201);
    await awaitPayoutStatus(partner.id, first.body.payout.reference, 'failed');

    // Act: approve again (the sandbox's default is success), and double-click it
    const [second, doubleClick] = await Promise.all([
      approve({ referrer_id: partner.id, activity_ids: [referral.activityId] }),
      approve({ referrer_id: partner.id, activity_ids: [referral.activityId] }),
    ]);

    // Assess
    expect(second.status, second.text).toBe(201);
    expect([201, 409]).toContain(doubleClick.status);
    if (doubleClick.status === 201)
      expect(doubleClick.body.payout.reference).toBe(second.body.payout.reference);
    const reference = second.body.payout.reference;
    expect(reference).not.toBe(first.body.payout.reference);
    await awaitPayoutStatus(partner.id, reference, 'paid');
    expect(await transfersWith(reference)).toHaveLength(1);
    expect(await transfersWith(first.body.payout.reference)).toHaveLength(1);
    expect((await transfersWith(reference))[0]?.amount).toBe(COMMISSION_NAIRA * 100);
    expect(await dashboardActivity(referral)).toMatchObject({
      payout_status: 'paid',
      payout_reference: reference,
    });
  });

  it('a reversed transfer returns its commission to earned', async () => {
    const partner = await applyAsPartner();
    await addPayoutAccount(partner, { bank_code: GTBANK, account_number: uniqueAccountNumber() });
    const referral = await liveReferral(partner);
    await nextTransfer('reversed');

    const approved = await approve({ referrer_id: partner.id });
    expect(approved.status, approved.text).toBe(201);
    await awaitPayoutStatus(partner.id, approved.body.payout.reference, 'failed');

    expect((await partnerRow(partner.id))?.earned.map((earned) => earned.activity_id)).toEqual([
      referral.activityId,
    ]);
    expect((await dashboardActivity(referral))?.payout_status).toBe('failed');
  });
});

describe('Paystack refusing the transfer', () => {
  it('answers otp with a clear 4xx, marks the payout failed with the message, and nothing is retried', async () => {
    const partner = await applyAsPartner();
    await addPayoutAccount(partner, { bank_code: GTBANK, account_number: uniqueAccountNumber() });
    const referral = await liveReferral(partner);
    await nextTransfer('otp');

    const answer = await approve({ referrer_id: partner.id });
    await settle(1_500);

    expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
    expect(answer.status, answer.text).toBeLessThan(500);
    expect(answer.body.error?.message).toMatch(/otp/i);
    const row = await partnerRow(partner.id);
    expect(row?.payouts).toHaveLength(1);
    const [payout] = row?.payouts ?? [];
    expect(payout).toMatchObject({ status: 'failed', message: expect.stringMatching(/otp/i) });
    expect(await transfersWith(payout?.reference ?? '')).toHaveLength(1);
    expect(row?.earned.map((earned) => earned.activity_id)).toEqual([referral.activityId]);
    expect((await dashboardActivity(referral))?.payout_status).toBe('failed');
  });

  it('answers insufficient balance with a clear 4xx naming the balance, never a 5xx', async () => {
    const partner = await applyAsPartner();
    await addPayoutAccount(partner, { bank_code: GTBANK, account_number: uniqueAccountNumber() });
    const referral = await liveReferral(partner);
    await nextTransfer('insufficient_balance');

    const answer = await approve({ referrer_id: partner.id });

    expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
    expect(answer.status, answer.text).toBeLessThan(500);
    expect(answer.body.error?.message).toMatch(/balance/i);
    const [payout] = (await partnerRow(partner.id))?.payouts ?? [];
    expect(payout).toMatchObject({
      status: 'failed',
      message: expect.stringContaining('Your balance is not enough to fulfil this request'),
    });
    expect((await partnerRow(partner.id))?.earned.map((earned) => earned.activity_id)).toEqual([
      referral.activityId,
    ]);
  });
});

describe('POST /_local/payouts/reconcile', () => {
  const reconcile = async () => {
    const response = await fetch(`${baseUrl}/_local/payouts/reconcile`, { method: 'POST' });
    return { status: response.status, body: (await response.json()) as { checked: number } };
  };

  it('checks a pending payout with Paystack, keeps it approved, and never makes a second transfer', async () => {
    const { referral, payout } = await approvedAndPending();

    const answer = await reconcile();
    const again = await reconcile();

    expect(answer.status).toBe(200);
    expect(answer.body.checked).toBeGreaterThanOrEqual(1);
    expect(again.status).toBe(200);
    expect(await payoutNow(referral.partner.id, payout.reference)).toMatchObject({ status: 'approved' });
    expect(await transfersWith(payout.reference)).toHaveLength(1);
  });

  it('settles a successful transfer once, whether the verify or the webhook comes first', async () => {
    const partner = await applyAsPartner();
    await addPayoutAccount(partner, { bank_code: GTBANK, account_number: uniqueAccountNumber() });
    const referral = await liveReferral(partner);
    await nextTransfer('success');

    const approved = await approve({ referrer_id: partner.id });
    expect(approved.status, approved.text).toBe(201);
    const reconciled = await reconcile();
    const paid = await awaitPayoutStatus(partner.id, approved.body.payout.reference, 'paid');
    await settle(2_500);

    expect(reconciled.status).toBe(200);
    expect(await payoutNow(partner.id, approved.body.payout.reference)).toEqual(paid);
    expect(paid?.transfer_code).toEqual(expect.any(String));
    expect(await transfersWith(approved.body.payout.reference)).toHaveLength(1);
    expect((await dashboardActivity(referral))?.payout_status).toBe('paid');
  });
});
