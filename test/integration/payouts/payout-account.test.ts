import { beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../setup/wait-for.ts';
import { resetIpCounters } from '../referral/support.ts';
import {
  allMail,
  api,
  earnedCommission,
  newPartner,
  newestDashboardLink,
  pointAtProduct,
  saveAccount,
  uniqueAccountNumber,
  approve,
  type Partner,
} from './support.ts';

beforeAll(async () => {
  pointAtProduct();
  await resetIpCounters('payoutResolvePerIp', 'payoutAccountSavePerIp');
});

const resolve = (token: string, bankCode: string, accountNumber: string) =>
  api('/api/referrals/payout-account/resolve', {
    body: { token, bank_code: bankCode, account_number: accountNumber },
  });

const dashboard = (partner: Partner) =>
  api<{ payout_account: Record<string, unknown> | null }>(`/api/referrals/dashboard?token=${partner.token}`);

describe('GET /api/referrals/payout-banks', () => {
  it("lists Paystack's Nigerian banks, sorted by name", async () => {
    const answer = await api<{ banks: { code: string; name: string }[] }>('/api/referrals/payout-banks');
    expect(answer.status).toBe(200);
    expect(answer.body.banks).toContainEqual({ code: '058', name: 'Guaranty Trust Bank' });
    expect(answer.body.banks).toContainEqual({ code: '50211', name: 'Kuda Bank' });
    const names = answer.body.banks.map((bank) => bank.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe('POST /api/referrals/payout-account/resolve', () => {
  it('answers the name Paystack has, and refuses what it cannot resolve', async () => {
    const partner = await newPartner();
    const number = uniqueAccountNumber();
    const found = await resolve(partner.token, '058', number);
    expect(found.status).toBe(200);
    expect(found.body.account_name).toMatch(/^[A-Z]+ [A-Z]+$/);
    // Deterministic: the same digits, the same name.
    expect((await resolve(partner.token, '058', number)).body).toEqual(found.body);

    const unresolvable = await resolve(partner.token, '058', '0000000000');
    expect(unresolvable.status).toBe(400);
    expect(unresolvable.body).toMatchObject({ error: { code: 'validation' } });
    expect(JSON.stringify(unresolvable.body)).toMatch(/could not be found at that bank/);

    expect((await resolve(partner.token, '999', number)).status).toBe(400);
    expect((await resolve(partner.token, '058', '12345')).status).toBe(400);
    expect((await resolve('dash_AAAAAAAAAAAAAAAA', '058', number)).status).toBe(404);
  });
});

describe('PUT /api/referrals/payout-account', () => {
  it('needs the newest e-mailed link, stores the name Paystack resolved, masks the number and e-mails the partner', async () => {
    const partner = await newPartner('Ada Okafor');
    const number = uniqueAccountNumber();

    // No link, a wrong one, and another partner's: 403, nothing stored.
    for (const link of [undefined, 'not-the-code', (await newPartner()).link]) {
      const refused = await api('/api/referrals/payout-account', {
        method: 'PUT',
        body: {
          token: partner.token,
          link,
          bank_code: '058',
          account_number: number,
          account_name: 'MALLORY',
        },
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error: { code: 'forbidden' } });
      expect(JSON.stringify(refused.body)).toMatch(/newest dashboard link/);
    }
    expect((await dashboard(partner)).body.payout_account).toBeNull();

    const saved = await saveAccount(partner, { account_number: number });
    expect(saved.status).toBe(200);
    const resolved = (await resolve(partner.token, '058', number)).body.account_name;
    expect(saved.body).toEqual({
      payout_account: {
        bank_code: '058',
        bank_name: 'Guaranty Trust Bank',
        account_number_masked: `******${number.slice(-4)}`,
        account_name: resolved,
        held_until: null,
      },
    });
    expect((await dashboard(partner)).body.payout_account).toEqual(
      (saved.body as { payout_account: unknown }).payout_account,
    );

    const mails = (await allMail()).filter((mail) => mail.to === partner.email);
    expect(mails.some((mail) => /payout account changed/i.test(mail.subject))).toBe(true);
    // The full number never leaves in an answer or a mail.
    expect(saved.text).not.toContain(number);
    expect(JSON.stringify(mails)).not.toContain(number);
  });

  it('holds payouts to a changed account for PAYOUT_CHANGE_HOLD_MINUTES, and approval says until when', async () => {
    const partner = await newPartner();
    await earnedCommission(partner);
    expect((await saveAccount(partner, { account_number: uniqueAccountNumber() })).status).toBe(200);

    const before = Date.now();
    const changed = await saveAccount(partner, { bank_code: '044', account_number: uniqueAccountNumber() });
    expect(changed.status).toBe(200);
    const heldUntil = Date.parse(String((changed.body.payout_account as { held_until: string }).held_until));
    // The default hold: 1440 minutes.
    expect(heldUntil - before).toBeGreaterThanOrEqual(1440 * 60_000 - 5_000);
    expect(heldUntil - before).toBeLessThanOrEqual(1440 * 60_000 + 60_000);

    const refused = await approve(partner.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('conflict');
    expect(refused.body.error?.message).toContain(new Date(heldUntil).toISOString());
  });

  it('a link works only with its own token, and every link e-mailed within the hour works (CONTRACT-29)', async () => {
    const partner = await newPartner();
    const other = await newPartner('Bola Ade');
    const older = partner.link;
    // A new link is e-mailed (referral login); the older one was sent minutes ago and still works.
    const sent = await api('/api/referrals/dashboard-link', { body: { email: partner.email } });
    expect(sent.status).toBe(200);
    const newer = await waitFor(
      `a second dashboard link e-mailed to ${partner.email}`,
      () => newestDashboardLink(partner.email),
      (found) => found.link !== older,
    );
    // Another partner's link with this partner's token is refused, and so is a made-up one.
    const borrowed = await saveAccount(
      { ...partner, link: other.link },
      { account_number: uniqueAccountNumber() },
    );
    expect(borrowed.status).toBe(403);
    const madeUp = await saveAccount(
      { ...partner, link: 'x'.repeat(32) },
      { account_number: uniqueAccountNumber() },
    );
    expect(madeUp.status).toBe(403);
    expect(
      (await saveAccount({ ...partner, link: older }, { account_number: uniqueAccountNumber() })).status,
    ).toBe(200);
    expect(
      (await saveAccount({ ...partner, link: newer.link }, { account_number: uniqueAccountNumber() })).status,
    ).toBe(200);
  });
});
