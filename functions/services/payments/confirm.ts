import { BUSINESS_METRICS, countMetric } from '../../adapters/observability.ts';
import { isFeatureUpdate, platformName } from '../../domain/platforms.ts';
import { duplicatePaymentEmail, featureUpdateReceivedEmail, paymentReceivedEmail } from './emails.ts';
import { launchChatSummary } from './launch-chat-summary.ts';
import type { PaymentConfirmationPorts, PaymentRecord, ProviderTransaction } from './ports.ts';

/** Paystack statuses that may still become success: the page keeps verifying. */
const STILL_PROCESSING = new Set(['pending', 'ongoing', 'processing', 'queued']);
/** Statuses that end the transaction without money. */
const FAILED = new Set(['failed', 'reversed']);

export type Confirmation =
  | { readonly outcome: 'paid'; readonly payment: PaymentRecord; readonly transitioned: boolean }
  | { readonly outcome: 'pending' }
  | { readonly outcome: 'failed' }
  | { readonly outcome: 'mismatch' }
  | { readonly outcome: 'unknown_reference' };

/** The launch request's link; the payer's e-mail rides in the fragment to fill in the code sign-in. */
export const launchRequestUrl = (siteUrl: string, resumeToken: string, email?: string) =>
  `${siteUrl.replace(/\/+$/, '')}/launch-request?token=${encodeURIComponent(resumeToken)}${
    email ? `#email=${encodeURIComponent(email)}` : ''
  }`;

/** Amount and currency must be exactly what this payment was created for. */
function matches(payment: PaymentRecord, transaction: ProviderTransaction): boolean {
  return (
    transaction.reference === payment.reference &&
    transaction.amount === payment.amount_kobo &&
    transaction.currency.toUpperCase() === payment.currency.toUpperCase()
  );
}

/**
 * What follows a paid payment, written so that running it again changes nothing: the launch request
 * is opened only if it does not exist, and the referral store records a referred e-mail once. Both
 * verify and webhook run it for every paid payment they see, so a crash half way is repaired by the
 * next call (a Paystack retry or a reload of the success page).
 */
export async function settlePaidPayment(
  ports: PaymentConfirmationPorts,
  payment: PaymentRecord,
): Promise<void> {
  const token = payment.resume_token;
  // New features for a launched platform: its launch request exists, and no commission is due.
  if (isFeatureUpdate(payment.plan)) return;
  if (token && !(await ports.launchRequests.exists(token))) {
    const onboarding = await ports.onboarding.get(token);
    const chat = await ports.launchChat(token, onboarding?.chat_session_id ?? null);
    await ports.launchRequests.open({
      resume_token: token,
      email: payment.customer_email,
      name: onboarding?.name ?? null,
      business_name: onboarding?.business_name ?? null,
      business_type: onboarding?.business_type ?? null,
      ai_summary: launchChatSummary(payment, onboarding, chat),
    });
  }
  if (payment.referrer_id) {
    const outcome = await ports.referrals.record({
      referrerId: payment.referrer_id,
      referredEmail: payment.customer_email,
      resumeToken: token,
    });
    ports.log.info('payment referral', { reference: payment.reference, outcome });
  }
  // Paid: whoever referred this founder may now see the referral (whichever flow recorded it).
  await ports.referrals.prove(payment.customer_email);
}

/**
 * The single path by which a payment becomes paid, shared by the browser's verify call and the
 * signed webhook. Only a success whose amount and currency equal the stored payment's counts; the
 * conditional write in the store lets exactly one caller transition it, and only that caller sends
 * the receipt e-mail.
 */
export async function confirmPayment(
  ports: PaymentConfirmationPorts,
  payment: PaymentRecord,
  transaction: ProviderTransaction,
  confirmedBy: 'verify' | 'webhook',
): Promise<Confirmation> {
  const status = transaction.status.toLowerCase();
  if (STILL_PROCESSING.has(status)) return { outcome: 'pending' };
  if (status !== 'success') {
    if (FAILED.has(status)) await ports.payments.markFailed(payment.reference);
    ports.log.info('payment not confirmed', { reference: payment.reference, status, confirmedBy });
    return { outcome: 'failed' };
  }
  if (!matches(payment, transaction)) {
    countMetric(BUSINESS_METRICS.amountMismatch);
    ports.log.warn('payment amount or currency mismatch', {
      reference: payment.reference,
      expectedKobo: payment.amount_kobo,
      paidKobo: transaction.amount,
      expectedCurrency: payment.currency,
      paidCurrency: transaction.currency,
      confirmedBy,
    });
    return { outcome: 'mismatch' };
  }

  const { transitioned, payment: stored } = await ports.payments.markPaid(payment.reference, {
    paid_amount_kobo: transaction.amount,
    confirmed_by: confirmedBy,
    ...(transaction.paid_at ? { paid_at: transaction.paid_at } : {}),
    ...(transaction.channel ? { channel: transaction.channel } : {}),
  });
  const paid = stored ?? { ...payment, status: 'paid' as const };
  if (transitioned) {
    const original = await earlierPaidPayment(ports, paid);
    if (original) {
      await recordDuplicate(ports, paid, original);
      return { outcome: 'paid', payment: paid, transitioned };
    }
  }
  await settlePaidPayment(ports, paid);
  if (transitioned) {
    countMetric(BUSINESS_METRICS.paymentPaid);
    ports.log.info('payment paid', { reference: paid.reference, confirmedBy });
    await sendReceipt(ports, paid);
  }
  return { outcome: 'paid', payment: paid, transitioned };
}

/** Another payment that had already paid this launch, if any: then this one is a duplicate charge. */
async function earlierPaidPayment(
  ports: PaymentConfirmationPorts,
  payment: PaymentRecord,
): Promise<PaymentRecord | undefined> {
  if (!payment.resume_token) return undefined;
  const featureUpdate = isFeatureUpdate(payment.plan);
  // A feature update repeats a charge only if it paid the same link: one started after that link.
  const linkSentAt = featureUpdate
    ? ((await ports.onboarding.get(payment.resume_token))?.payment_link_sent_at ?? '')
    : '';
  const others = await ports.payments.listForLaunch(payment.resume_token);
  return others
    .filter(
      (other) =>
        other.reference !== payment.reference &&
        other.status === 'paid' &&
        !other.duplicate_of &&
        isFeatureUpdate(other.plan) === featureUpdate &&
        (!featureUpdate || (other.created_at ?? '') >= linkSentAt),
    )
    .sort((a, b) => (a.created_at ?? '').localeCompare(b.created_at ?? ''))[0];
}

/**
 * A second charge for a paid launch (two tabs, two checkouts): kept as a duplicate for a refund,
 * counted (an alarm watches the metric) and sent to staff; no receipt, no second commission.
 */
async function recordDuplicate(
  ports: PaymentConfirmationPorts,
  duplicate: PaymentRecord,
  original: PaymentRecord,
) {
  await ports.payments.markDuplicate(duplicate.reference, original.reference);
  countMetric(BUSINESS_METRICS.duplicatePayment);
  ports.log.warn('duplicate payment', { reference: duplicate.reference, original: original.reference });
  if (!ports.staffEmail || !duplicate.resume_token) return;
  try {
    await ports.sendMail(
      duplicatePaymentEmail(
        ports.staffEmail,
        { reference: duplicate.reference, amountKobo: duplicate.amount_kobo },
        original.reference,
        duplicate.resume_token,
      ),
    );
  } catch (error: unknown) {
    ports.log.warn('duplicate payment e-mail failed', {
      reference: duplicate.reference,
      error: error instanceof Error ? error.name : 'unknown',
    });
  }
}

async function sendReceipt(ports: PaymentConfirmationPorts, payment: PaymentRecord): Promise<void> {
  if (!payment.resume_token) return;
  try {
    await ports.sendMail(
      isFeatureUpdate(payment.plan)
        ? featureUpdateReceivedEmail(payment.customer_email, payment.amount_kobo, payment.reference)
        : paymentReceivedEmail(
            payment.customer_email,
            payment.amount_kobo,
            payment.reference,
            launchRequestUrl(ports.siteUrl, payment.resume_token, payment.customer_email),
            platformName(payment.plan),
          ),
    );
  } catch (error: unknown) {
    // The payment stands; the success page links to the launch request anyway.
    ports.log.warn('payment receipt e-mail failed', {
      reference: payment.reference,
      error: error instanceof Error ? error.name : 'unknown',
    });
  }
}
