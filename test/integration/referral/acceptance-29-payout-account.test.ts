import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ACCESS,
  addPayoutAccount,
  applyAsPartner,
  approve,
  dashboard,
  freshLink,
  GTBANK,
  liveReferral,
  mailedLinks,
  mailsTo,
  masked,
  partnerRow,
  pointAtProduct,
  publicCall,
  registerAccountName,
  savePayoutAccount,
  uniqueAccountNumber,
  ZENITH,
  type PayoutAccountView,
} from './acceptance-29-support.ts';

/**
 * Issue #29, the partner's side (CONTRACT-29 "The partner's fresh link"): the bank list, the name
 * check, saving an account only with the newest e-mailed link, the change mail and hold, and the
 * full number never shown. Blind: written from the contract, not the implementation.
 */
beforeAll(() => {
  pointAtProduct();
});

const HOLD_MINUTES = Number(process.env.PAYOUT_CHANGE_HOLD_MINUTES ?? 1440);
const CHANGED_MAIL = /payout account changed/i;

describe('GET /api/referrals/payout-banks', () => {
  it("lists Paystack's Nigerian banks, sorted by name, with the contract's codes", async () => {
    const answer = await publicCall<{ banks: Array<{ code: string; name: string }> }>(
      '/api/referrals/payout-banks',
    );

    expect(answer.status, answer.text).toBe(200);
    const { banks } = answer.body;
    expect(banks).toEqual(
      expect.arrayContaining([
        { code: '058', name: 'Guaranty Trust Bank' },
        { code: '044', name: 'Access Bank' },
        { code: '057', name: 'Zenith Bank' },
      ]),
    );
    const names = banks.map((bank) => bank.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe('POST /api/referrals/payout-account/resolve', () => {
  it('answers the name Paystack resolves for a real token, bank and 10-digit number', async () => {
    const partner = await applyAsPartner();
    const accountNumber = uniqueAccountNumber();
    await registerAccountName(GTBANK, accountNumber, 'ADA OKAFOR');

    const answer = await publicCall('/api/referrals/payout-account/resolve', {
      body: { token: partner.token, bank_code: GTBANK, account_number: accountNumber },
    });

    expect(answer).toMatchObject({ status: 200, body: { account_name: 'ADA OKAFOR' } });
    expect(answer.text).not.toContain(accountNumber);
  });

  it('refuses an unknown token (404), a bad number or bank (400 validation) and an unresolvable account', async () => {
    const partner = await applyAsPartner();
    const resolve = (body: Record<string, unknown>) =>
      publicCall<{ error: { code: string; message: string } }>('/api/referrals/payout-account/resolve', {
        body,
      });
    const number = uniqueAccountNumber();

    const unknownToken = await resolve({
      token: 'dash_AAAAAAAAAAAAAAAA',
      bank_code: GTBANK,
      account_number: number,
    });
    const nineDigits = await resolve({
      token: partner.token,
      bank_code: GTBANK,
      account_number: '012345678',
    });
    const letters = await resolve({ token: partner.token, bank_code: GTBANK, account_number: '01234567ab' });
    const unknownBank = await resolve({
      token: partner.token,
      bank_code: '999999999',
      account_number: number,
    });
    const unresolvable = await resolve({
      token: partner.token,
      bank_code: GTBANK,
      account_number: '0000000000',
    });

    expect(unknownToken.status, unknownToken.text).toBe(404);
    for (const refused of [nineDigits, letters, unknownBank, unresolvable]) {
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body.error.code).toBe('validation');
    }
    expect(unresolvable.body.error.message).toMatch(/could not be found|not found|could not find/i);
    expect(unresolvable.status).toBeLessThan(500);
  });
});

describe('PUT /api/referrals/payout-account needs the newest e-mailed link', () => {
  it('mails a link=<code> with every dashboard-link mail (welcome mail included)', async () => {
    const partner = await applyAsPartner();

    const welcome = await mailedLinks(partner.email);
    const link = await freshLink(partner);

    expect(
      welcome.length,
      'the welcome mail after POST /api/referrals carries a link code',
    ).toBeGreaterThanOrEqual(1);
    expect(welcome[0]?.token).toBe(partner.token);
    expect(link).not.toBe('');
  });

  it('refuses a save with no link, a made-up link or another partner’s link (403), storing nothing', async () => {
    // Prepare: two partners, each with their own fresh link
    const partner = await applyAsPartner();
    const other = await applyAsPartner('Bayo Adeyemi');
    const othersLink = await freshLink(other);
    const ownLink = await freshLink(partner);
    const account = { bank_code: GTBANK, account_number: uniqueAccountNumber() };
    const mailsBefore = (await mailsTo(partner.email)).length;

    // Act
    const missing = await savePayoutAccount(partner, undefined, account);
    const madeUp = await savePayoutAccount(partner, `${ownLink.slice(0, -2)}zz`, account);
    const foreign = await savePayoutAccount(partner, othersLink, account);
    const empty = await savePayoutAccount(partner, '', account);

    // Assess: 403 forbidden telling the partner to open the newest e-mailed link; nothing stored, nothing mailed
    for (const refused of [missing, madeUp, foreign, empty]) {
      expect(refused.status, refused.text).toBe(403);
      expect(refused.body.error?.code).toBe('forbidden');
      expect(refused.body.error?.message).toMatch(/link/i);
      expect(refused.text).not.toContain(account.account_number);
    }
    expect((await dashboard(partner.token)).body.payout_account).toBeNull();
    expect((await dashboard(other.token)).body.payout_account).toBeNull();
    expect((await mailsTo(partner.email)).filter((mail) => CHANGED_MAIL.test(mail.subject))).toHaveLength(0);
    expect((await mailsTo(partner.email)).length).toBe(mailsBefore);
  });

  it('answers an unknown token with 404', async () => {
    const partner = await applyAsPartner();
    const link = await freshLink(partner);

    const answer = await savePayoutAccount({ ...partner, token: 'dash_AAAAAAAAAAAAAAAA' }, link, {
      bank_code: GTBANK,
      account_number: uniqueAccountNumber(),
    });

    expect(answer.status, answer.text).toBe(404);
  });
});

describe('saving and changing the payout account', () => {
  it('stores the name Paystack resolves (not one the client sends), masks the number, mails the change', async () => {
    // Prepare
    const partner = await applyAsPartner('Ada Okafor');
    const accountNumber = uniqueAccountNumber();
    await registerAccountName(GTBANK, accountNumber, 'ADA OKAFOR');

    // Act: the client also sends a name of its choosing, which the server must ignore
    const saved = await savePayoutAccount(
      partner,
      await freshLink(partner),
      { bank_code: GTBANK, account_number: accountNumber },
      { account_name: 'SOMEONE ELSE ENTIRELY' },
    );

    // Assess
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.payout_account).toEqual({
      bank_code: GTBANK,
      bank_name: 'Guaranty Trust Bank',
      account_number_masked: masked(accountNumber),
      account_name: 'ADA OKAFOR',
      held_until: null,
    } satisfies PayoutAccountView);
    expect(saved.text).not.toContain(accountNumber);
    const shown = await dashboard(partner.token);
    expect(shown.body.payout_account).toEqual(saved.body.payout_account);
    expect(shown.text).not.toContain(accountNumber);
    const changedMails = (await mailsTo(partner.email)).filter((mail) => CHANGED_MAIL.test(mail.subject));
    expect(changedMails).toHaveLength(1);
    for (const mail of await mailsTo(partner.email)) {
      expect(mail.text).not.toContain(accountNumber);
      expect(mail.html).not.toContain(accountNumber);
    }
  });

  it('holds a changed account for PAYOUT_CHANGE_HOLD_MINUTES, mails again, and staff cannot pay it while held', async () => {
    // Prepare: a first account (usable at once), then an earned commission
    const partner = await applyAsPartner();
    const first = await addPayoutAccount(partner, {
      bank_code: GTBANK,
      account_number: uniqueAccountNumber(),
    });
    expect(first.held_until).toBeNull();
    await liveReferral(partner);

    // Act: the partner (or someone with a stolen link) changes the account
    const newNumber = uniqueAccountNumber();
    const before = Date.now();
    const changed = await addPayoutAccount(partner, { bank_code: ZENITH, account_number: newNumber });
    const after = Date.now();
    const refused = await approve({ referrer_id: partner.id });

    // Assess: held for the configured time, mailed a second time, approval refused naming the release time
    expect(changed).toMatchObject({
      bank_code: ZENITH,
      bank_name: 'Zenith Bank',
      account_number_masked: masked(newNumber),
    });
    const heldUntil = Date.parse(changed.held_until ?? '');
    expect(heldUntil).toBeGreaterThanOrEqual(before + HOLD_MINUTES * 60_000 - 1_000);
    expect(heldUntil).toBeLessThanOrEqual(after + HOLD_MINUTES * 60_000 + 1_000);
    expect((await mailsTo(partner.email)).filter((mail) => CHANGED_MAIL.test(mail.subject))).toHaveLength(2);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.error?.code).toBe('conflict');
    expect(refused.body.error?.message).toMatch(/\d/);
    const row = await partnerRow(partner.id);
    expect(row?.payout_account?.changed_recently).toBe(true);
    expect(row?.payouts ?? []).toHaveLength(0);
  });

  it('flags to staff a resolved name that differs from the applicant’s, and allows it', async () => {
    const partner = await applyAsPartner('Chiamaka Obi');
    const accountNumber = uniqueAccountNumber();
    await registerAccountName(ACCESS, accountNumber, 'TUNDE BAKARE');

    const saved = await addPayoutAccount(partner, { bank_code: ACCESS, account_number: accountNumber });
    await liveReferral(partner);
    const row = await partnerRow(partner.id);

    expect(saved.account_name).toBe('TUNDE BAKARE');
    expect(row?.payout_account).toMatchObject({
      account_name: 'TUNDE BAKARE',
      account_number_masked: masked(accountNumber),
      name_mismatch: true,
    });
    expect(JSON.stringify(row)).not.toContain(accountNumber);
  });
});

describe('one partner and another partner’s account', () => {
  it('a partner can neither see nor change another partner’s account', async () => {
    // Prepare: B has an account; A holds its own token and a fresh link of its own
    const a = await applyAsPartner();
    const b = await applyAsPartner();
    const bNumber = uniqueAccountNumber();
    const bAccount = await addPayoutAccount(b, { bank_code: GTBANK, account_number: bNumber });
    const aLink = await freshLink(a);

    // Act: A's link with B's token; A's own dashboard
    const hijack = await savePayoutAccount(b, aLink, {
      bank_code: GTBANK,
      account_number: uniqueAccountNumber(),
    });
    const aDashboard = await dashboard(a.token);

    // Assess
    expect(hijack.status, hijack.text).toBe(403);
    expect((await dashboard(b.token)).body.payout_account).toEqual(bAccount);
    expect(aDashboard.body.payout_account).toBeNull();
    expect(aDashboard.text).not.toContain(bAccount.account_number_masked);
    expect(aDashboard.text).not.toContain(bNumber);
  });
});

describe('the full account number never reaches a log', () => {
  it('is absent from everything the product logged while saving and resolving it', async () => {
    const partner = await applyAsPartner();
    const accountNumber = uniqueAccountNumber();
    await publicCall('/api/referrals/payout-account/resolve', {
      body: { token: partner.token, bank_code: GTBANK, account_number: accountNumber },
    });
    await addPayoutAccount(partner, { bank_code: GTBANK, account_number: accountNumber });

    const logged = readFileSync(inject('productLogFile'), 'utf8');

    expect(logged).not.toContain(accountNumber);
  });
});
