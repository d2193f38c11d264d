import { AppError } from '../../domain/app-error.ts';
import type { PayoutAccountView } from '../../domain/contracts/payouts.ts';
import { maskAccountNumber, namesMatch, PAYOUT_MESSAGES } from '../../domain/payouts.ts';
import { payoutAccountChangedEmail } from './emails.ts';
import type { Bank, PayoutAccountRecord, PayoutPorts, ReferralApplicant } from './ports.ts';
import { DASHBOARD_NOT_FOUND_MESSAGE } from '../referral/refusals.ts';
import { askPaymentProvider } from '../shared/faults.ts';

/** The one shape an account leaves the server in: masked, never the number. */
export const payoutAccountView = (account: PayoutAccountRecord): PayoutAccountView => ({
  bank_code: account.bank_code,
  bank_name: account.bank_name,
  account_number_masked: maskAccountNumber(account.account_number_last4),
  account_name: account.account_name,
  held_until: account.held_until,
});

/** GET /api/referrals/payout-banks: Paystack's Nigerian banks, by name. */
export const listPayoutBanks = async (ports: PayoutPorts): Promise<readonly Bank[]> =>
  askPaymentProvider(() => ports.provider.listBanks());

async function partnerOf(ports: PayoutPorts, token: string): Promise<ReferralApplicant> {
  const partner = await ports.store.getPartnerByToken(token);
  // Exact match only, as the dashboard itself.
  if (!partner || partner.dashboard_token !== token) throw AppError.notFound(DASHBOARD_NOT_FOUND_MESSAGE);
  return partner;
}

async function bankOf(ports: PayoutPorts, bankCode: string): Promise<Bank> {
  const bank = (await askPaymentProvider(() => ports.provider.listBanks())).find(
    (candidate) => candidate.code === bankCode,
  );
  if (!bank) throw AppError.validation(PAYOUT_MESSAGES.unknownBank);
  return bank;
}

async function resolvedName(ports: PayoutPorts, bankCode: string, accountNumber: string): Promise<string> {
  const name = await askPaymentProvider(() => ports.provider.resolveAccount(bankCode, accountNumber));
  if (!name) throw AppError.validation(PAYOUT_MESSAGES.unresolvable);
  return name;
}

export interface AccountAsk {
  readonly token: string;
  readonly bank_code: string;
  readonly account_number: string;
}

/** POST /api/referrals/payout-account/resolve: the name Paystack has for the account, before saving. */
export async function resolvePayoutAccount(
  ports: PayoutPorts,
  ask: AccountAsk,
): Promise<{ account_name: string }> {
  await partnerOf(ports, ask.token);
  await bankOf(ports, ask.bank_code);
  return { account_name: await resolvedName(ports, ask.bank_code, ask.account_number) };
}

/** Whether `link` is a link code e-mailed to this partner, still within its hour. */
async function isFreshLink(ports: PayoutPorts, partner: ReferralApplicant, link: string | undefined) {
  if (!link) return false;
  const stored = await ports.store.getLinkCode(partner.id, ports.hashLinkCode(link));
  return stored !== undefined && Date.parse(stored.expires_at) > ports.now();
}

/**
 * PUT /api/referrals/payout-account. Needs a link e-mailed within the hour (a leaked or old dashboard
 * token alone cannot redirect money); the name is resolved here, never taken from the browser. A first
 * account is usable at once; a changed one holds payouts for PAYOUT_CHANGE_HOLD_MINUTES, and every
 * save e-mails the partner, so a stolen link cannot move money unnoticed.
 */
export async function savePayoutAccount(
  ports: PayoutPorts,
  ask: AccountAsk & { readonly link?: string | undefined },
): Promise<PayoutAccountView> {
  const partner = await partnerOf(ports, ask.token);
  if (!(await isFreshLink(ports, partner, ask.link))) throw AppError.forbidden(PAYOUT_MESSAGES.staleLink);
  const bank = await bankOf(ports, ask.bank_code);
  const accountName = await resolvedName(ports, bank.code, ask.account_number);

  // Any save over an existing account is a change, even to the same digits: this path only seals
  // (it cannot open the stored number to compare), and a needless hold is the safe mistake.
  const previous = await ports.store.getAccount(partner.id);
  const now = new Date(ports.now());
  const account: PayoutAccountRecord = {
    referrer_id: partner.id,
    bank_code: bank.code,
    bank_name: bank.name,
    account_number_encrypted: await ports.seal(ask.account_number, partner.id),
    account_number_last4: ask.account_number.slice(-4),
    account_name: accountName,
    name_mismatch: !namesMatch(accountName, partner.full_name),
    // A new account gets its own Paystack recipient at its first approval.
    recipient_code: null,
    held_until: previous ? new Date(now.getTime() + ports.holdMinutes * 60_000).toISOString() : null,
    changed_at: now.toISOString(),
    created_at: previous?.created_at ?? now.toISOString(),
  };
  await ports.store.saveAccount(account);
  ports.log.info('payout account saved', {
    referrerId: partner.id,
    changed: previous !== undefined,
    nameMismatch: account.name_mismatch,
  });
  await ports.sendMail(
    payoutAccountChangedEmail({
      to: partner.email,
      fullName: partner.full_name,
      account: payoutAccountView(account),
      siteUrl: ports.siteUrl,
    }),
  );
  return payoutAccountView(account);
}

/** The partner's account for the dashboard, or null. */
export async function payoutAccountOf(
  ports: { readonly store: Pick<PayoutPorts['store'], 'getAccount'> },
  referrerId: string,
): Promise<PayoutAccountView | null> {
  const account = await ports.store.getAccount(referrerId);
  return account ? payoutAccountView(account) : null;
}

/**
 * GET /api/admin/payouts/{referrer_id}/account: the full account number for staff, as the KYC
 * reveal: audited (who, whose, when; never the value) before the answer leaves.
 */
export async function revealPayoutAccount(
  ports: PayoutPorts,
  admin: { readonly sub: string; readonly email: string | null },
  referrerId: string,
): Promise<{ referrer_id: string; account_number: string }> {
  const account = await ports.store.getAccount(referrerId);
  if (!account) throw AppError.notFound('This partner has no payout account.');
  const accountNumber = await ports.open(account.account_number_encrypted, referrerId);
  ports.audit({
    event: 'payout_account.revealed',
    admin_sub: admin.sub,
    admin_email: admin.email,
    referrer_id: referrerId,
    at: new Date(ports.now()).toISOString(),
  });
  return { referrer_id: referrerId, account_number: accountNumber };
}
