import {
  FEATURE_UPDATED_STATUS,
  PAYMENT_CONFIRMED_STATUS,
  type VerifyPaymentAnswer,
} from '../../domain/contracts/payments.ts';
import { isFeatureUpdate } from '../../domain/platforms.ts';
import { confirmPayment, settlePaidPayment, type Confirmation } from './confirm.ts';
import type { PaymentPorts, PaymentRecord } from './ports.ts';
import { askPaymentProvider } from '../shared/faults.ts';

export const VERIFY_MESSAGES = {
  pending: 'Your payment is still being processed.',
  failed: 'Paystack did not confirm this payment.',
  mismatch: 'The amount paid does not match this order. Please contact us.',
  unknownReference: 'No payment has this reference.',
} as const;

/**
 * Anyone holding the reference learns the payment's state; only the payer (the signed-in customer
 * whose verified e-mail started the checkout) learns the launch request's token (issue #14).
 */
function paidAnswer(payment: PaymentRecord, payerEmail: string | undefined): VerifyPaymentAnswer {
  const isPayer = payerEmail !== undefined && payerEmail === payment.customer_email;
  const featureUpdate = isFeatureUpdate(payment.plan);
  return {
    success: true,
    // A feature update shows the success page's 'Return to Dashboard' variant (spec).
    application_status: featureUpdate ? FEATURE_UPDATED_STATUS : PAYMENT_CONFIRMED_STATUS,
    isFeatureUpdate: featureUpdate,
    payment_status: 'paid',
    ...(isPayer && payment.resume_token ? { launch_request_token: payment.resume_token } : {}),
  };
}

const notConfirmed = (error: string, payment_status: 'pending' | 'failed'): VerifyPaymentAnswer => ({
  success: false,
  error,
  isFeatureUpdate: false,
  payment_status,
});

export function answerFor(confirmation: Confirmation, payerEmail?: string): VerifyPaymentAnswer {
  switch (confirmation.outcome) {
    case 'paid':
      return paidAnswer(confirmation.payment, payerEmail);
    case 'pending':
      return notConfirmed(VERIFY_MESSAGES.pending, 'pending');
    case 'mismatch':
      return notConfirmed(VERIFY_MESSAGES.mismatch, 'failed');
    case 'unknown_reference':
      return notConfirmed(VERIFY_MESSAGES.unknownReference, 'failed');
    case 'failed':
      return notConfirmed(VERIFY_MESSAGES.failed, 'failed');
  }
}

/**
 * POST /api/payments/verify: asks Paystack about the reference the browser came back with. A
 * payment already paid (by the webhook, or an earlier verify) answers success without asking again.
 * `payerEmail` is the caller's verified e-mail (normalised), when the browser sent a valid token.
 */
export async function verifyPayment(
  ports: PaymentPorts,
  reference: string,
  payerEmail?: string,
): Promise<VerifyPaymentAnswer> {
  const payment = await ports.payments.get(reference);
  if (!payment) return answerFor({ outcome: 'unknown_reference' });
  if (payment.status === 'paid') {
    await settlePaidPayment(ports, payment);
    return paidAnswer(payment, payerEmail);
  }
  const transaction = await askPaymentProvider(() => ports.provider.verify(reference));
  if (!transaction) return answerFor({ outcome: 'failed' });
  return answerFor(await confirmPayment(ports, payment, transaction, 'verify'), payerEmail);
}
