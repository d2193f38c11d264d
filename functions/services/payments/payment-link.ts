import type { PaymentLinkAnswer } from '../../domain/contracts/payments.ts';
import { paymentLinkEmail } from './emails.ts';
import { MissingRecipientError, PaymentLinkNotFoundError } from './errors.ts';
import type { PaymentPorts } from './ports.ts';

export const checkoutUrl = (siteUrl: string, resumeToken: string) =>
  `${siteUrl.replace(/\/+$/, '')}/checkout?token=${encodeURIComponent(resumeToken)}`;

/**
 * POST /api/admin/payment-links: after the setup call, an admin e-mails the customer the checkout
 * link of their onboarding record (to the record's e-mail unless the admin gives another).
 */
export async function sendPaymentLink(
  ports: PaymentPorts,
  request: { resume_token: string; email: string | null },
): Promise<PaymentLinkAnswer> {
  const onboarding = await ports.onboarding.get(request.resume_token);
  if (!onboarding) throw new PaymentLinkNotFoundError();
  const to = request.email ?? onboarding.email;
  if (!to) throw new MissingRecipientError();
  const url = checkoutUrl(ports.siteUrl, onboarding.resume_token);
  await ports.sendMail(paymentLinkEmail(to, onboarding.name, url));
  ports.log.info('payment link sent', { resumeToken: onboarding.resume_token });
  return { sent_to: to, checkout_url: url };
}
