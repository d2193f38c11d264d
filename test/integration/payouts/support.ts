import { createHmac, randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import {
  completeReferralActivity,
  recordReferralActivity,
} from '../../../functions/adapters/db/referrals.ts';
import { applyForReferral } from '../../../functions/services/referral/apply.ts';
import { waitFor } from '../../setup/wait-for.ts';
import { signInAdmin } from '../admin/identity.ts';
import { api, baseUrl, sandboxUrl, type ApiAnswer } from '../payments/support.ts';
import { parsedApplication, pointAtProduct, quietPorts, uniqueEmail } from '../referral/support.ts';
import type { Payout, PartnerPayouts, SandboxTransfer } from '../referral/acceptance-29-support.ts';

export const SECRET = 'sk_test_local_sandbox';

export { api, baseUrl, pointAtProduct, sandboxUrl, uniqueEmail };
/** An HTTP answer as the tests read it: the payments support's one call. */
export type Answer<T = Record<string, unknown>> = ApiAnswer<T>;
// The payout records as the blind #29 acceptance support reads them; one declaration for both suites.
export type { PartnerPayouts, Payout, SandboxTransfer } from '../referral/acceptance-29-support.ts';

export interface Mail {
  readonly sentAt: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export const allMail = async (): Promise<Mail[]> =>
  (await (await fetch(`${baseUrl}/_local/mail.json`)).json()) as Mail[];

export interface Partner {
  readonly id: string;
  readonly email: string;
  readonly token: string;
  /** The link code of the newest dashboard-link e-mail. */
  readonly link: string;
}

/** The newest dashboard link e-mailed to `email`: its token and link code. */
export async function newestDashboardLink(email: string): Promise<{ token: string; link: string }> {
  const url = await waitFor(
    `a dashboard link e-mailed to ${email}`,
    async () =>
      (await allMail())
        .filter((mail) => mail.to === email)
        .sort((a, b) => a.sentAt.localeCompare(b.sentAt))
        .map((mail) => /https?:\/\/\S+\/referral-dashboard\?\S+/.exec(mail.text)?.[0])
        .filter(Boolean)
        .at(-1),
    (found) => found !== undefined,
  );
  const parsed = new URL(url ?? '');
  return { token: parsed.searchParams.get('token') ?? '', link: parsed.searchParams.get('link') ?? '' };
}

/** A partner who applied, as the product's own apply use case records them, with the welcome mail's link. */
export async function newPartner(fullName = 'Ada Okafor'): Promise<Partner> {
  pointAtProduct();
  const email = uniqueEmail('partner');
  const application = { ...parsedApplication(email), full_name: fullName };
  const { applicant } = await applyForReferral(quietPorts(), application);
  const { link } = await newestDashboardLink(email);
  return { id: applicant.id, email, token: applicant.dashboard_token, link };
}

/** A commission the partner earned: a referred launch gone live (written as mark-live writes it). */
export async function earnedCommission(
  partner: Pick<Partner, 'id'>,
  commissionNaira = 500_000,
  businessName = 'Okafor Foods',
): Promise<string> {
  const resumeToken = randomUUID();
  await upsertOnboarding({
    resume_token: resumeToken,
    email: uniqueEmail('founder'),
    name: 'Chidi Obi',
    business_name: businessName,
    referrer_id: partner.id,
  });
  const activity = await recordReferralActivity({
    referrer_id: partner.id,
    referred_email: uniqueEmail('founder'),
    onboarding_resume_token: resumeToken,
  });
  await completeReferralActivity(activity, { commission_earned: commissionNaira });
  return activity.id;
}

export async function saveAccount(
  partner: Partner,
  account: { bank_code?: string; account_number: string },
): Promise<Answer> {
  return api('/api/referrals/payout-account', {
    method: 'PUT',
    body: { token: partner.token, link: partner.link, bank_code: account.bank_code ?? '058', ...account },
  });
}

/** Ten digits no other test uses, so the sandbox's recipients and transfers tell tests apart. */
export const uniqueAccountNumber = (): string =>
  `1${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

let adminToken: Promise<string> | undefined;
export const admin = (): Promise<string> =>
  (adminToken ??= signInAdmin(baseUrl, inject('adminEmail'), inject('adminPassword')).then(
    (t) => t.accessToken,
  ));

export const approve = async (referrerId: string, activityIds?: string[]) =>
  api<{ payout?: Payout; error?: { code: string; message: string } }>('/api/admin/payouts/approve', {
    token: await admin(),
    body: { referrer_id: referrerId, ...(activityIds ? { activity_ids: activityIds } : {}) },
  });

export async function partnerPayouts(referrerId: string): Promise<PartnerPayouts | undefined> {
  const answer = await api<{ partners: PartnerPayouts[] }>('/api/admin/payouts', { token: await admin() });
  if (answer.status !== 200) throw new Error(`GET /api/admin/payouts answered ${answer.status}`);
  return answer.body.partners.find((partner) => partner.referrer_id === referrerId);
}

export async function payoutOf(referrerId: string, reference: string): Promise<Payout | undefined> {
  return (await partnerPayouts(referrerId))?.payouts.find((payout) => payout.reference === reference);
}

/** Waits until Paystack's webhook (or anything) moved the payout to `status`. */
export const awaitPayout = (referrerId: string, reference: string, status: Payout['status']) =>
  waitFor(
    `payout ${reference} to be ${status}`,
    () => payoutOf(referrerId, reference),
    (payout) => payout?.status === status,
    // The sandbox's webhook comes a second after the transfer; a busy machine stretches that.
    { timeoutMs: 20_000, intervalMs: 250 },
  );

export const sandboxTransfers = async (): Promise<SandboxTransfer[]> =>
  (await (await fetch(`${sandboxUrl}/transfers.json`)).json()) as SandboxTransfer[];

export const sandboxRecipients = async (): Promise<
  { recipient_code: string; account_number: string; bank_code: string }[]
> =>
  (await (await fetch(`${sandboxUrl}/recipients.json`)).json()) as {
    recipient_code: string;
    account_number: string;
    bank_code: string;
  }[];

/**
 * The next transfer's outcome for one account: the sandbox is shared by every test file running
 * side by side, so each test scopes it to its own account number.
 */
export async function nextTransfer(outcome: string, accountNumber: string): Promise<void> {
  const response = await fetch(`${sandboxUrl}/_sandbox/next-transfer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome, account_number: accountNumber }),
  });
  if (response.status !== 204) throw new Error(`next-transfer answered ${response.status}`);
}

/** A transfer webhook signed as Paystack signs it (or with `secret` for a forgery). */
export async function sendTransferEvent(
  event: string,
  data: Record<string, unknown>,
  secret = SECRET,
): Promise<Answer> {
  const body = JSON.stringify({ event, data });
  const response = await fetch(`${baseUrl}/api/payments/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': createHmac('sha512', secret).update(body).digest('hex'),
    },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown>, text };
}
