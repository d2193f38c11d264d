import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { BANKING_PLATFORM_SETUP_FEE_NGN } from '../../../functions/domain/plans-and-prices.ts';
import { commissionFor } from '../../../functions/domain/referral.ts';
import { recordReferralFromLaunch } from '../../../functions/services/referral/attribution.ts';
import { waitFor } from '../../setup/wait-for.ts';
import { signInAdmin, signUpUser } from '../admin/identity.ts';
import {
  api,
  checkout,
  mailsTo,
  pointAtProduct,
  pressOnCheckout,
  signInCustomer,
  verify,
  type ApiAnswer,
} from '../payments/support.ts';
import { quietPorts } from './support.ts';

/**
 * Issue #29 acceptance helpers, written from /work/wt/CONTRACT-29.md and Paystack's public
 * Transfers docs only (blind: the implementation was not read). Everything goes through the
 * product's HTTP API, the outbox and the Paystack sandbox; the only internals used are the ones the
 * existing tests already use to stage a referred founder (upsertOnboarding, recordReferralFromLaunch).
 */
export const baseUrl = inject('baseUrl').replace(/\/$/, '');
export const paystackUrl = `${baseUrl}/_local/paystack`;
export const PAYSTACK_SECRET = process.env.PAYSTACK_SECRET_KEY || 'sk_test_local_sandbox';
/** One live banking-platform launch pays the partner 10% of the ₦5,000,000 setup fee. */
export const COMMISSION_NAIRA = commissionFor(BANKING_PLATFORM_SETUP_FEE_NGN);
/** The contract's reference form: lowercase a-z, 0-9, `-`, `_`, 16–50 characters. */
export const REFERENCE_FORM = /^[a-z0-9_-]{16,50}$/;

export { api, mailsTo, pointAtProduct, waitFor };
export type { ApiAnswer };

const viewerBase = randomInt(1, 200);
let viewers = 0;

/**
 * Referral routes are rate limited per viewer address. Each call presents its own (the header the
 * edge adds, accepted with the local edge secret), so these tests neither spend nor depend on the
 * loopback budget other files use.
 */
export function freshViewer(): Record<string, string> {
  viewers += 1;
  return {
    'cloudfront-viewer-address': `198.51.${100 + (viewers % 50)}.${(viewerBase + viewers) % 250}:443`,
    'x-local-edge-secret': inject('edgeSecret'),
  };
}

export const publicCall = <T = Record<string, unknown>>(
  path: string,
  options: { method?: string; body?: unknown } = {},
): Promise<ApiAnswer<T>> => api<T>(path, { ...options, headers: freshViewer() });

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A 10-digit NUBAN nobody else in this run uses (never 0000000000, the sandbox's unresolvable one). */
export const uniqueAccountNumber = () => `${randomInt(1, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}`;

export const masked = (accountNumber: string) => `******${accountNumber.slice(-4)}`;

export interface PayoutAccountView {
  bank_code: string;
  bank_name: string;
  account_number_masked: string;
  account_name: string;
  held_until: string | null;
}

export interface Payout {
  id: string;
  reference: string;
  referrer_id: string;
  activity_ids: string[];
  amount_kobo: number;
  status: 'approved' | 'paid' | 'failed';
  transfer_code: string | null;
  message: string | null;
  approved_by: string;
  approved_at: string;
  paid_at: string | null;
  failed_at: string | null;
}

export interface PartnerPayouts {
  referrer_id: string;
  full_name: string;
  email: string;
  payout_account: (PayoutAccountView & { name_mismatch: boolean; changed_recently: boolean }) | null;
  earned: Array<{
    activity_id: string;
    referred_email: string;
    business_name: string | null;
    commission_earned: number;
    completed_at: string;
  }>;
  payouts: Payout[];
}

export interface DashboardActivity {
  id?: string;
  referred_email?: string;
  status: string;
  commission_earned: number | null;
  payout_status: 'pending' | 'earned' | 'approved' | 'paid' | 'failed';
  payout_reference: string | null;
  paid_at: string | null;
  payout_message: string | null;
  business_name: string | null;
}

export interface Dashboard {
  applicant: { id: string; full_name: string };
  payout_account: PayoutAccountView | null;
  activities: DashboardActivity[];
}

export interface SandboxTransfer {
  reference: string;
  transfer_code: string;
  recipient_code: string;
  amount: number;
  currency: string;
  reason: string;
  source: string;
  status: string;
  created_at: string;
}

export interface Partner {
  readonly id: string;
  readonly email: string;
  readonly fullName: string;
  readonly token: string;
}

/** A partner applies through the API (as the form does); the welcome mail carries the first fresh link. */
export async function applyAsPartner(fullName = 'Chiamaka Obi'): Promise<Partner> {
  const email = uniqueEmail('partner');
  const answer = await publicCall<{ applicant: { id: string; dashboard_token: string } }>('/api/referrals', {
    body: { full_name: fullName, email, sectors: ['fintech'], consent: true },
  });
  if (answer.status !== 201) throw new Error(`POST /api/referrals answered ${answer.status}: ${answer.text}`);
  return { id: answer.body.applicant.id, email, fullName, token: answer.body.applicant.dashboard_token };
}

const LINK_IN_MAIL = /\/referral-dashboard\?token=(dash_[A-Za-z0-9]+)&(?:amp;)?link=([A-Za-z0-9_-]+)/;

/** Every fresh link code mailed to `email` so far, oldest first, with the token each was mailed with. */
export async function mailedLinks(email: string): Promise<Array<{ token: string; link: string }>> {
  return (await mailsTo(email)).flatMap((mail) => {
    const found = LINK_IN_MAIL.exec(mail.text);
    return found?.[1] && found[2] ? [{ token: found[1], link: found[2] }] : [];
  });
}

/**
 * Asks for a new dashboard-link mail (POST /api/referrals/dashboard-link) and answers the link
 * code it carries. Throws, naming the wait, when no new mail with `&link=` arrives.
 */
export async function freshLink(partner: Partner): Promise<string> {
  const before = (await mailedLinks(partner.email)).length;
  const asked = await publicCall('/api/referrals/dashboard-link', { body: { email: partner.email } });
  expect(asked.status, asked.text).toBe(200);
  const links = await waitFor(
    `a new dashboard-link mail to ${partner.email} whose URL carries token=${partner.token}&link=<code>`,
    () => mailedLinks(partner.email),
    (found) => found.length > before,
    { timeoutMs: 15_000 },
  );
  const newest = links.at(-1);
  if (!newest || newest.token !== partner.token) {
    throw new Error(`the newest dashboard link to ${partner.email} names another token: ${newest?.token}`);
  }
  return newest.link;
}

/** Tells the sandbox the name its resolve answers for this account (test control, answers 204). */
export async function registerAccountName(
  bankCode: string,
  accountNumber: string,
  accountName: string,
): Promise<void> {
  const response = await fetch(`${paystackUrl}/_sandbox/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ bank_code: bankCode, account_number: accountNumber, account_name: accountName }),
  });
  expect(response.status, 'POST /_local/paystack/_sandbox/accounts').toBe(204);
}

export type NextTransferOutcome =
  'success' | 'failed' | 'reversed' | 'pending' | 'otp' | 'insufficient_balance';

/** Decides what the sandbox does with the next transfer it receives (test control, answers 204). */
export async function nextTransfer(outcome: NextTransferOutcome): Promise<void> {
  const response = await fetch(`${paystackUrl}/_sandbox/next-transfer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  expect(response.status, `POST /_local/paystack/_sandbox/next-transfer ${outcome}`).toBe(204);
}

export async function sandboxTransfers(): Promise<SandboxTransfer[]> {
  const response = await fetch(`${paystackUrl}/transfers.json`);
  expect(response.status, 'GET /_local/paystack/transfers.json').toBe(200);
  return (await response.json()) as SandboxTransfer[];
}

export async function sandboxRecipients(): Promise<
  Array<{ recipient_code: string; account_number: string; bank_code: string }>
> {
  const response = await fetch(`${paystackUrl}/recipients.json`);
  expect(response.status, 'GET /_local/paystack/recipients.json').toBe(200);
  return (await response.json()) as Array<{
    recipient_code: string;
    account_number: string;
    bank_code: string;
  }>;
}

export const transfersWith = async (reference: string) =>
  (await sandboxTransfers()).filter((transfer) => transfer.reference === reference);

let adminToken: string | undefined;

export async function staffToken(): Promise<string> {
  adminToken ??= (await signInAdmin(baseUrl, inject('adminEmail'), inject('adminPassword'))).accessToken;
  return adminToken;
}

/** A signed-in founder who is not staff: what an attacker with an ordinary account holds. */
export async function customerToken(): Promise<string> {
  return (await signUpUser(baseUrl, uniqueEmail('not-staff'))).accessToken;
}

export const dashboard = async (token: string): Promise<ApiAnswer<Dashboard>> =>
  publicCall<Dashboard>(`/api/referrals/dashboard?token=${token}`);

export async function savePayoutAccount(
  partner: Partner,
  link: string | undefined,
  account: { bank_code: string; account_number: string },
  extra: Record<string, unknown> = {},
): Promise<ApiAnswer<{ payout_account: PayoutAccountView; error?: { code: string; message: string } }>> {
  return api('/api/referrals/payout-account', {
    method: 'PUT',
    headers: freshViewer(),
    body: { token: partner.token, ...(link === undefined ? {} : { link }), ...account, ...extra },
  });
}

/** Saves an account with a fresh link and expects the contract's 200. */
export async function addPayoutAccount(
  partner: Partner,
  account: { bank_code: string; account_number: string },
): Promise<PayoutAccountView> {
  const saved = await savePayoutAccount(partner, await freshLink(partner), account);
  expect(saved.status, `PUT /api/referrals/payout-account: ${saved.text}`).toBe(200);
  return saved.body.payout_account;
}

export async function staffPayouts(): Promise<PartnerPayouts[]> {
  const answer = await api<{ partners: PartnerPayouts[] }>('/api/admin/payouts', {
    token: await staffToken(),
  });
  expect(answer.status, `GET /api/admin/payouts: ${answer.text}`).toBe(200);
  return answer.body.partners;
}

export async function partnerRow(referrerId: string): Promise<PartnerPayouts | undefined> {
  return (await staffPayouts()).find((row) => row.referrer_id === referrerId);
}

export const approve = async (
  body: { referrer_id: string; activity_ids?: string[] },
  token?: string,
): Promise<ApiAnswer<{ payout: Payout; error?: { code: string; message: string } }>> =>
  api('/api/admin/payouts/approve', { token: token ?? (await staffToken()), body });

/** The payout as staff see it in GET /api/admin/payouts. */
export async function payoutNow(referrerId: string, reference: string): Promise<Payout | undefined> {
  return (await partnerRow(referrerId))?.payouts.find((payout) => payout.reference === reference);
}

/** Waits until staff see the payout in `status`; throws naming the payout and the status it waited for. */
export const awaitPayoutStatus = (referrerId: string, reference: string, status: Payout['status']) =>
  waitFor(
    `payout ${reference} of partner ${referrerId} to be '${status}' in GET /api/admin/payouts`,
    () => payoutNow(referrerId, reference),
    (payout) => payout?.status === status,
    { timeoutMs: 15_000 },
  );

/** Signs a Paystack event as Paystack does: x-paystack-signature = hex HMAC-SHA512 of the raw body. */
export const paystackSignature = (body: string, secret = PAYSTACK_SECRET) =>
  createHmac('sha512', secret).update(body).digest('hex');

/** A transfer event in the shape of Paystack's docs (transfer.success / .failed / .reversed). */
export function transferEvent(
  event: 'transfer.success' | 'transfer.failed' | 'transfer.reversed',
  transfer: { reference: string; amount: number; transfer_code?: string; reason?: string },
): string {
  const status = {
    'transfer.success': 'success',
    'transfer.failed': 'failed',
    'transfer.reversed': 'reversed',
  };
  return JSON.stringify({
    event,
    data: {
      amount: transfer.amount,
      currency: 'NGN',
      domain: 'test',
      failures: null,
      id: randomInt(1, 1e9),
      integration: { id: 100032, is_live: false, business_name: 'Quarter' },
      reason: transfer.reason ?? 'Referral commission',
      reference: transfer.reference,
      source: 'balance',
      source_details: null,
      status: status[event],
      titan_code: null,
      transfer_code: transfer.transfer_code ?? `TRF_${randomUUID().slice(0, 12)}`,
      transferred_at: event === 'transfer.success' ? new Date().toISOString() : null,
      recipient: { type: 'nuban', currency: 'NGN', details: { bank_code: '058' } },
      session: { provider: null, id: null },
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    },
  });
}

export async function postTransferWebhook(
  body: string,
  /** null: no signature header at all (undefined would take the default, a valid one). */
  signature: string | null = paystackSignature(body),
): Promise<number> {
  const response = await fetch(`${baseUrl}/api/payments/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-paystack-signature': signature }),
    },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

export interface LiveReferral {
  readonly partner: Partner;
  readonly founder: string;
  readonly businessName: string;
  readonly resumeToken: string;
  /** The completed activity's id, as the dashboard and GET /api/admin/payouts name it. */
  readonly activityId: string;
}

/**
 * A founder the partner referred, who paid the checkout link in the sandbox and whose launch staff
 * marked live: one commission of COMMISSION_NAIRA, earned.
 */
export async function liveReferral(
  partner: Partner,
  businessName = `Adaeze Foods ${randomUUID().slice(0, 4)}`,
) {
  pointAtProduct();
  const resumeToken = randomUUID();
  const founder = uniqueEmail('founder');
  await upsertOnboarding({
    resume_token: resumeToken,
    email: founder,
    name: 'Ada Okafor',
    business_name: businessName,
    referrer_id: partner.id,
  });
  await recordReferralFromLaunch(quietPorts(), {
    referrerId: partner.id,
    referredEmail: founder,
    onboardingResumeToken: resumeToken,
  });
  const customer = await signInCustomer(founder);
  const started = await checkout(customer.idToken, { tier: 'basic', resumeToken });
  await pressOnCheckout(started.authorizationUrl, 'pay');
  expect((await verify(started.reference)).body).toMatchObject({ success: true });
  const live = await api(`/api/admin/onboarding/${resumeToken}/live`, {
    method: 'POST',
    token: await staffToken(),
  });
  expect(live.body, live.text).toMatchObject({ outcome: 'completed', commission_earned: COMMISSION_NAIRA });
  const row = await waitFor(
    `the live referral of ${founder} to show as earned for partner ${partner.id} in GET /api/admin/payouts`,
    () => partnerRow(partner.id),
    (found) => found?.earned.some((earned) => earned.referred_email === founder) === true,
  );
  const activityId = row?.earned.find((earned) => earned.referred_email === founder)?.activity_id ?? '';
  return { partner, founder, businessName, resumeToken, activityId } satisfies LiveReferral;
}

/** The dashboard activity of this referral (by its activity id, or the founder's e-mail). */
export async function dashboardActivity(referral: LiveReferral): Promise<DashboardActivity | undefined> {
  const answer = await dashboard(referral.partner.token);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.activities.find(
    (activity) => activity.id === referral.activityId || activity.referred_email === referral.founder,
  );
}

/** Bank codes the contract says the sandbox lists. */
export const GTBANK = '058';
export const ZENITH = '057';
export const ACCESS = '044';
