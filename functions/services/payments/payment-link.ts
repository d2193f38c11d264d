import type { CheckoutOffer, PaymentLinkAnswer } from '../../domain/contracts/payments.ts';
import { isFeatureUpdate, offerOf, platformName, PUBLISHED_OFFER } from '../../domain/platforms.ts';
import { paymentLinkEmail } from './emails.ts';
import { alreadyPaid, missingRecipient, notLaunched, paymentLinkNotFound } from './refusals.ts';
import type { PaymentPorts } from './ports.ts';

/**
 * The payment link. The payer's e-mail rides in the fragment, which browsers never send to a server
 * (so no access log or Referer carries it): the checkout page shows it filled in (issue #26).
 */
export const checkoutUrl = (siteUrl: string, resumeToken: string, email?: string) =>
  `${siteUrl.replace(/\/+$/, '')}/checkout?token=${encodeURIComponent(resumeToken)}${
    email ? `#email=${encodeURIComponent(email)}` : ''
  }`;

export interface PaymentLinkRequest {
  readonly resume_token: string;
  readonly email: string | null;
  /** The platform agreed on the call (default: the Banking Platform). */
  readonly plan?: string | undefined;
  /** Whole naira agreed on the call (default: the Banking Platform's published price). */
  readonly setup_fee?: number | undefined;
}

/**
 * POST /api/admin/payment-links: after the setup call, an admin e-mails the customer the checkout
 * link of their onboarding record (to the record's e-mail unless the admin gives another), with
 * the platform and setup fee agreed on the call. Both are stored on the record first, so the
 * checkout charges them whatever the browser sends; a new link replaces the previous offer.
 */
export async function sendPaymentLink(
  ports: PaymentPorts,
  request: PaymentLinkRequest,
): Promise<PaymentLinkAnswer> {
  const onboarding = await ports.onboarding.get(request.resume_token);
  if (!onboarding) throw paymentLinkNotFound();
  const to = request.email ?? onboarding.email;
  if (!to) throw missingRecipient();
  const plan = request.plan ?? PUBLISHED_OFFER.platformId;
  // A paid launch gets no second setup fee, only a feature update; an unpaid one no feature update.
  const launched = await ports.launchRequests.exists(onboarding.resume_token);
  if (launched && !isFeatureUpdate(plan)) throw alreadyPaid();
  if (!launched && isFeatureUpdate(plan)) throw notLaunched();
  const setupFee = request.setup_fee ?? PUBLISHED_OFFER.setupFee;
  await ports.onboarding.recordOffer(onboarding.resume_token, {
    plan,
    setupFee,
    sentAt: new Date(ports.now()).toISOString(),
    // Only where the record has none: what the founder typed is never replaced.
    email: onboarding.email ? undefined : to,
  });
  const url = checkoutUrl(ports.siteUrl, onboarding.resume_token, onboarding.email ?? to);
  await ports.sendMail(
    paymentLinkEmail(to, onboarding.name, url, {
      platformName: platformName(plan),
      setupFee,
      featureUpdate: isFeatureUpdate(plan),
    }),
  );
  ports.log.info('payment link sent', { resumeToken: onboarding.resume_token, plan, setupFee });
  return { sent_to: to, checkout_url: url, plan, setup_fee: setupFee };
}

/** GET /api/payments/checkout/{token}: the offer the checkout page shows and the server charges. */
export async function checkoutOffer(ports: PaymentPorts, resumeToken: string): Promise<CheckoutOffer> {
  const onboarding = await ports.onboarding.get(resumeToken);
  if (!onboarding) throw paymentLinkNotFound();
  const offer = offerOf(onboarding);
  return {
    plan: { id: offer.platformId, name: offer.platformName },
    setup_fee: offer.setupFee,
    agreed: offer.agreed,
  };
}
