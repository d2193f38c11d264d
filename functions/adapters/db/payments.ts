import { isFeatureUpdate } from '../../domain/platforms.ts';
import { newPayment, type PaymentStart } from '../../domain/new-payment.ts';
import { isConditionFailure } from './conditions.ts';
import type { Given, Payment } from '../../domain/contracts/records/index.ts';
import { paymentLayout as layout, paymentOf as toPayment } from './layouts/payment.ts';
import type { Created } from './outcome.ts';
import { withoutNulls } from './optional.ts';
import {
  createItem,
  getItem,
  IF_EXISTS,
  isStoredAs,
  KEY_NAMES,
  queryAll,
  updateItem,
} from './stored-item.ts';

/** ElectroDB's `patch`: sets these attributes of an existing payment, on a further condition if given. */
async function patchPayment(
  reference: string,
  set: Readonly<Record<string, string | number>>,
  condition?: { expression: string; names: Record<string, string>; values: Record<string, string> },
  returnNew = false,
) {
  const names: Record<string, string> = { ...KEY_NAMES, ...condition?.names };
  const values: Record<string, string | number> = { ...condition?.values };
  const assignments = Object.entries(set).map(([name, value]) => {
    names[`#${name}`] = name;
    values[`:${name}`] = value;
    return `#${name} = :${name}`;
  });
  return updateItem({
    key: layout.key({ reference }),
    update: `SET ${assignments.join(', ')}`,
    condition: condition ? `${IF_EXISTS} AND ${condition.expression}` : IF_EXISTS,
    names,
    values,
    returnNew,
  });
}

/** Every payment of a launch from the index, oldest first (the index copy may lag the item). */
async function launchPayments(resumeToken: string) {
  const items = await queryAll({
    index: 'gsi1',
    keyCondition: '#pk = :pk',
    names: { '#pk': 'gsi1pk' },
    values: { ':pk': `payment-launch#${resumeToken}` },
  });
  return items.filter((item) => isStoredAs(layout, item)).map(toPayment);
}

/** A checkout to record; what it leaves out starts empty (domain/new-payment.ts), created now unless given. */
export type NewPayment = Omit<PaymentStart, 'created_at'> & Partial<Pick<Payment, 'created_at'>>;

/** Records a checkout before the customer is sent to pay; a reused reference is 'taken' (nothing written). */
export async function createPayment(input: NewPayment): Promise<Created> {
  const payment = newPayment({ ...input, created_at: input.created_at ?? new Date().toISOString() });
  try {
    await createItem(layout, withoutNulls(payment));
  } catch (error: unknown) {
    if (isConditionFailure(error)) return 'taken';
    throw error;
  }
  return 'created';
}

export async function getPayment(reference: string): Promise<Payment | undefined> {
  const item = await getItem(layout.key({ reference }), true);
  return isStoredAs(layout, item) ? toPayment(item) : undefined;
}

/** Every payment of a launch (by its onboarding resume token), oldest first, as stored. */
export async function listPaymentsForLaunch(resumeToken: string): Promise<Payment[]> {
  const data = await launchPayments(resumeToken);
  // The index copy may lag (eventually consistent): read each base item.
  const payments = await Promise.all(data.map((item) => getPayment(item.reference)));
  return payments.filter((payment): payment is Payment => payment !== undefined);
}

/** Remembers Paystack's checkout page of a payment, so a retried checkout returns to it. */
export async function setAuthorizationUrl(reference: string, authorizationUrl: string): Promise<void> {
  await patchPayment(reference, { authorization_url: authorizationUrl });
}

/** Marks a paid payment as the duplicate charge of a launch `original` had already paid. */
export async function markPaymentDuplicate(reference: string, original: string): Promise<void> {
  await patchPayment(reference, { duplicate_of: original });
}

/** The first paid payment of a launch (by its onboarding resume token), if any. */
export async function findPaidPaymentForLaunch(resumeToken: string): Promise<Payment | undefined> {
  const data = await launchPayments(resumeToken);
  // The index is eventually consistent, so its copy of the status may lag: the base item decides.
  for (const item of data) {
    // The launch is paid by its setup fee; a later feature update neither makes nor proves that.
    if (isFeatureUpdate(item.plan)) continue;
    const payment = await getPayment(item.reference);
    if (payment?.status === 'paid') return payment;
  }
  return undefined;
}

/** What the provider confirmed, kept on the payment for support and reconciliation. */
export type PaymentEvidence = Given<Payment, 'confirmed_by'> &
  Partial<Given<Payment, 'paid_at' | 'paid_amount_kobo' | 'channel'>>;

export interface PaymentTransition {
  /** True only for the one call that moved the payment to paid; the others see false. */
  transitioned: boolean;
  /** The payment as stored after the call; undefined when no payment has this reference. */
  payment: Payment | undefined;
}

/**
 * Marks a payment paid exactly once, however many verify calls and webhooks race: the write is
 * conditional on the payment existing and not being paid yet. Side effects (e-mails, referral
 * commission) belong to the caller whose `transitioned` is true.
 */
export async function markPaymentPaid(
  reference: string,
  evidence: PaymentEvidence,
): Promise<PaymentTransition> {
  try {
    const updated = await patchPayment(
      reference,
      {
        status: 'paid',
        paid_at: evidence.paid_at ?? new Date().toISOString(),
        confirmed_by: evidence.confirmed_by,
        ...(evidence.paid_amount_kobo !== undefined ? { paid_amount_kobo: evidence.paid_amount_kobo } : {}),
        ...(evidence.channel ? { channel: evidence.channel } : {}),
      },
      { expression: '#status <> :paid', names: { '#status': 'status' }, values: { ':paid': 'paid' } },
      true,
    );
    return { transitioned: true, payment: toPayment(updated ?? {}) };
  } catch (error: unknown) {
    if (!isConditionFailure(error)) throw error;
    return { transitioned: false, payment: await getPayment(reference) };
  }
}

/** A failed charge; never overrides a payment that has already been marked paid. */
export async function markPaymentFailed(
  reference: string,
  failedAt = new Date().toISOString(),
): Promise<boolean> {
  try {
    await patchPayment(
      reference,
      { status: 'failed', failed_at: failedAt },
      {
        expression: '#status = :initialized',
        names: { '#status': 'status' },
        values: { ':initialized': 'initialized' },
      },
    );
    return true;
  } catch (error: unknown) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
