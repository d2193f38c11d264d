import { beforeAll, describe, expect, it } from 'vitest';
import {
  addPayoutAccount,
  api,
  applyAsPartner,
  approve,
  awaitPayoutStatus,
  COMMISSION_NAIRA,
  customerToken,
  dashboardActivity,
  GTBANK,
  liveReferral,
  nextTransfer,
  partnerRow,
  pointAtProduct,
  postTransferWebhook,
  REFERENCE_FORM,
  registerAccountName,
  sandboxRecipients,
  sandboxTransfers,
  staffToken,
  transferEvent,
  transfersWith,
  uniqueAccountNumber,
  waitFor,
} from '../referral/acceptance-29-support.ts';

/**
 * Issue #29, staff's side (CONTRACT-29 "Staff"): only staff list and approve payouts; approval
 * makes one Paystack recipient per account and one transfer per payout, in kobo to the kobo, with
 * our own reference fixed at approval, so a double click or two staff at once make ONE transfer.
 * Blind: written from the contract and Paystack's Transfers docs, not the implementation.
 */
beforeAll(() => {
  pointAtProduct();
});

describe('only staff see and approve payouts', () => {
  it('refuses the list and the approval to no token and to a signed-in non-staff user, and no transfer is made', async () => {
    // Prepare: a partner with an account and an earned commission
    const partner = await applyAsPartner();
    await addPayoutAccount(partner, { bank_code: GTBANK, account_number: uniqueAccountNumber() });
    const referral = await liveReferral(partner);
    const founderToken = await customerToken();
    const transfersBefore = (await sandboxTransfers()).length;

    // Act
    const listAnonymous = await api('/api/admin/payouts');
    const listCustomer = await api('/api/admin/payouts', { token: founderToken });
    const approveAnonymous = await api('/api/admin/payouts/approve', { body: { referrer_id: partner.id } });
    const approveCustomer = await approve({ referrer_id: partner.id }, founderToken);
    const forgedStaff = await api('/api/admin/payouts/approve', {
      body: { referrer_id: partner.id },
      token: 'eyJhbGciOiJub25lIn0.eyJjb2duaXRvOmdyb3VwcyI6WyJhZG1pbnMiXX0.',
    });

    // Assess
    for (const refused of [listAnonymous, listCustomer, approveAnonymous, approveCustomer, forgedStaff]) {
      expect([401, 403], refused.text).toContain(refused.status);
    }
    expect((await sandboxTransfers()).length).toBe(transfersBefore);
    expect((await dashboardActivity(referral))?.payout_status).toBe('earned');
  });
});

describe('POST /api/admin/payouts/approve', () => {
  it('pays the commission in kobo to the kobo, with our reference, to a nuban recipient, shown on both sides', async () => {
    // Prepare: an account, an earned commission; the sandbox keeps the transfer pending (no webhook)
    const partner = await applyAsPartner('Ada Okafor');
    const accountNumber = uniqueAccountNumber();
    await registerAccountName(GTBANK, accountNumber, 'ADA OKAFOR');
    await addPayoutAccount(partner, { bank_code: GTBANK, account_number: accountNumber });
    const referral = await liveReferral(partner, 'Okafor Microfinance');
    const earned = (await partnerRow(partner.id))?.earned ?? [];
    expect(earned).toEqual([
      expect.objectContaining({
        activity_id: referral.activityId,
        referred_email: referral.founder,
        commission_earned: COMMISSION_NAIRA,
      }),
    ]);
    expect(await dashboardActivity(referral)).toMatchObject({
      payout_status: 'earned',
      payout_reference: null,
    });
    await nextTransfer('pending');

    // Act
    const approved = await approve({ referrer_id: partner.id, activity_ids: [referral.activityId] });

    // Assess: the payout, the one transfer and its recipient
    expect(approved.status, approved.text).toBe(201);
    const { payout } = approved.body;
    expect(payout).toMatchObject({
      referrer_id: partner.id,
      activity_ids: [referral.activityId],
      amount_kobo: COMMISSION_NAIRA * 100,
      status: 'approved',
      approved_by: expect.stringContaining('@'),
    });
    expect(payout.reference).toMatch(REFERENCE_FORM);
    const [transfer, ...more] = await transfersWith(payout.reference);
    expect(more).toHaveLength(0);
    expect(transfer).toMatchObject({
      amount: COMMISSION_NAIRA * 100,
      currency: 'NGN',
      source: 'balance',
      reason: expect.stringContaining('Okafor Microfinance'),
    });
    const recipients = (await sandboxRecipients()).filter((entry) => entry.account_number === accountNumber);
    expect(recipients).toHaveLength(1);
    expect(recipients[0]).toMatchObject({ bank_code: GTBANK, recipient_code: transfer?.recipient_code });
    expect(await dashboardActivity(referral)).toMatchObject({ payout_status: 'approved' });
    expect(approved.text).not.toContain(accountNumber);

    // Act: Paystack reports success
    const status = await postTransferWebhook(
      transferEvent('transfer.success', {
        reference: payout.reference,
        amount: payout.amount_kobo,
        transfer_code: transfer?.transfer_code ?? 'TRF_x',
      }),
    );

    // Assess: Paid on both sides with the same reference
    expect(status).toBe(200);
    const paid = await awaitPayoutStatus(partner.id, payout.reference, 'paid');
    expect(paid).toMatchObject({ transfer_code: transfer?.transfer_code, paid_at: expect.any(String) });
    expect(await dashboardActivity(referral)).toMatchObject({
      payout_status: 'paid',
      payout_reference: payout.reference,
      paid_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      business_name: 'Okafor Microfinance',
    });
    // Nothing earned is left for this partner; approving again finds nothing.
    expect((await partnerRow(partner.id))?.earned).toEqual([]);
    const again = await approve({ referrer_id: partner.id });
    expect(again.status, again.text).toBe(409);
    expect(again.body.error?.code).toBe('conflict');
    expect(await transfersWith(payout.reference)).toHaveLength(1);
  });

  it('approves all of a partner’s commissions in one payout whose amount is their sum, and reuses the recipient', async () => {
    // Prepare: two earned commissions, then (after paying them) a third
    const partner = await applyAsPartner();
    const accountNumber = uniqueAccountNumber();
    await addPayoutAccount(partner, { bank_code: GTBANK, account_number: accountNumber });
    const first = await liveReferral(partner);
    const second = await liveReferral(partner);

    // Act: Approve all (activity_ids omitted)
    const all = await approve({ referrer_id: partner.id });
    expect(all.status, all.text).toBe(201);
    await awaitPayoutStatus(partner.id, all.body.payout.reference, 'paid');
    const third = await liveReferral(partner);
    const later = await approve({ referrer_id: partner.id, activity_ids: [third.activityId] });

    // Assess
    expect([...all.body.payout.activity_ids].sort()).toEqual([first.activityId, second.activityId].sort());
    expect(all.body.payout.amount_kobo).toBe(2 * COMMISSION_NAIRA * 100);
    expect(later.status, later.text).toBe(201);
    expect(later.body.payout.reference).not.toBe(all.body.payout.reference);
    const [one] = await transfersWith(all.body.payout.reference);
    const [two] = await transfersWith(later.body.payout.reference);
    expect(one?.amount).toBe(2 * COMMISSION_NAIRA * 100);
    expect(two?.amount).toBe(COMMISSION_NAIRA * 100);
    expect(two?.recipient_code).toBe(one?.recipient_code);
    expect(
      (await sandboxRecipients()).filter((entry) => entry.account_number === accountNumber),
    ).toHaveLength(1);
  });

  it('makes exactly one transfer when staff approve the same commission five times at once', async () => {
    // Prepare
    const partner = await applyAsPartner();
    await addPayoutAccount(partner, { bank_code: GTBANK, account_number: uniqueAccountNumber() });
    const referral = await liveReferral(partner);
    const transfersBefore = await sandboxTransfers();

    // Act: double clicks and two staff members, with and without the ids named
    const answers = await Promise.all([
      approve({ referrer_id: partner.id, activity_ids: [referral.activityId] }),
      approve({ referrer_id: partner.id }),
      approve({ referrer_id: partner.id, activity_ids: [referral.activityId] }),
      approve({ referrer_id: partner.id }),
      approve({ referrer_id: partner.id, activity_ids: [referral.activityId] }),
    ]);

    // Assess: 201 with one reference, or 409; one transfer; one payout
    for (const answer of answers) expect([201, 409], answer.text).toContain(answer.status);
    const references = new Set(answers.filter((a) => a.status === 201).map((a) => a.body.payout.reference));
    expect(references.size).toBe(1);
    const [reference = ''] = [...references];
    await awaitPayoutStatus(partner.id, reference, 'paid');
    const newTransfers = (await sandboxTransfers()).slice(transfersBefore.length);
    expect(newTransfers.filter((transfer) => transfer.reference === reference)).toHaveLength(1);
    const row = await partnerRow(partner.id);
    expect(row?.payouts).toHaveLength(1);
    expect(row?.payouts[0]).toMatchObject({ amount_kobo: COMMISSION_NAIRA * 100, status: 'paid' });
  });

  it('refuses a partner with no payout account and unknown commission ids with 409, making no transfer', async () => {
    const partner = await applyAsPartner();
    const referral = await liveReferral(partner);
    const transfersBefore = (await sandboxTransfers()).length;

    const noAccount = await approve({ referrer_id: partner.id });
    await addPayoutAccount(partner, { bank_code: GTBANK, account_number: uniqueAccountNumber() });
    const unknownIds = await approve({
      referrer_id: partner.id,
      activity_ids: ['not-an-activity-of-theirs'],
    });

    for (const refused of [noAccount, unknownIds]) {
      expect(refused.status, refused.text).toBe(409);
      expect(refused.body.error?.code).toBe('conflict');
    }
    expect((await sandboxTransfers()).length).toBe(transfersBefore);
    expect((await dashboardActivity(referral))?.payout_status).toBe('earned');
  });

  it("refuses another partner's commission under this partner's id", async () => {
    const mine = await applyAsPartner();
    const theirs = await applyAsPartner();
    await addPayoutAccount(mine, { bank_code: GTBANK, account_number: uniqueAccountNumber() });
    const theirReferral = await liveReferral(theirs);
    const transfersBefore = (await sandboxTransfers()).length;

    const answer = await approve({ referrer_id: mine.id, activity_ids: [theirReferral.activityId] });

    expect(answer.status, answer.text).toBe(409);
    expect((await sandboxTransfers()).length).toBe(transfersBefore);
    expect((await dashboardActivity(theirReferral))?.payout_status).toBe('earned');
  });
});

describe('the payout on the referred founder’s prospect timeline', () => {
  it('shows approved and paid events', async () => {
    const partner = await applyAsPartner();
    await addPayoutAccount(partner, { bank_code: GTBANK, account_number: uniqueAccountNumber() });
    const referral = await liveReferral(partner);

    const approved = await approve({ referrer_id: partner.id });
    expect(approved.status, approved.text).toBe(201);
    await awaitPayoutStatus(partner.id, approved.body.payout.reference, 'paid');

    const payoutEvents = await waitFor(
      `payout approved and paid events on the timeline of ${referral.resumeToken}`,
      async () => {
        const answer = await api(`/api/admin/prospects/${referral.resumeToken}/timeline`, {
          token: await staffToken(),
        });
        return eventsMentioning(answer.body, /payout/i);
      },
      (events) =>
        events.some((event) => /approv/i.test(event)) && events.some((event) => /paid/i.test(event)),
    );
    expect(payoutEvents.length).toBeGreaterThanOrEqual(2);
  });
});

/** The timeline's entries (objects in any array of the answer), as JSON, that match `pattern`. */
function eventsMentioning(answer: unknown, pattern: RegExp): string[] {
  const found: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) {
        if (item && typeof item === 'object' && !Array.isArray(item) && pattern.test(JSON.stringify(item))) {
          found.push(JSON.stringify(item));
        }
        visit(item);
      }
    } else if (value && typeof value === 'object') {
      for (const inner of Object.values(value)) visit(inner);
    }
  };
  visit(answer);
  return found;
}
