import { checkoutTotal } from '../../domain/checkout.ts';
import { CURRENCY } from '../../domain/constants.ts';
import type { CheckoutAnswer, CheckoutRequest } from '../../domain/contracts/payments.ts';
import { nairaToKobo } from '../../domain/money.ts';
import { normalizeEmail } from '../../domain/email.ts';
import { AlreadyPaidError, PaymentLinkNotFoundError } from './errors.ts';
import type { PaymentPorts } from './ports.ts';

/** The signed-in customer, from the verified ID token. */
export interface Customer {
  readonly id: string;
  readonly email: string;
}

/**
 * POST /api/payments/checkout: records the payment (reference, amount in kobo, NGN, plan, tier,
 * customer, referrer) before the customer leaves for Paystack, so whatever comes back (verify or
 * webhook) is checked against what was asked for here, never against what the browser says.
 */
export async function startCheckout(
  ports: PaymentPorts,
  customer: Customer,
  request: CheckoutRequest,
): Promise<CheckoutAnswer> {
  let resumeToken = request.resumeToken;
  let referrerId: string | null = null;
  if (resumeToken) {
    const onboarding = await ports.onboarding.get(resumeToken);
    if (!onboarding) throw new PaymentLinkNotFoundError();
    referrerId = onboarding.referrer_id;
    // A launch request exists only once a payment for this launch went through.
    if (await ports.launchRequests.exists(resumeToken)) throw new AlreadyPaidError();
  } else {
    resumeToken = ports.newResumeToken();
  }

  // The customer signed in with an e-mailed code: the address is proven, so a referral of it shows.
  await ports.referrals.prove(normalizeEmail(customer.email));
  const { plan, setupFee, total } = checkoutTotal(request.tier);
  const reference = ports.newReference();
  const amountKobo = nairaToKobo(total);
  const email = normalizeEmail(customer.email);
  await ports.payments.create({
    reference,
    amount_kobo: amountKobo,
    currency: CURRENCY,
    plan: plan.id,
    setup_fee_kobo: nairaToKobo(setupFee),
    tier: request.tier,
    customer_email: email,
    customer_id: customer.id,
    resume_token: resumeToken,
    referrer_id: referrerId,
  });
  const { authorizationUrl } = await ports.provider.initialize({
    email,
    amountKobo,
    currency: CURRENCY,
    reference,
    callbackUrl: `${ports.siteUrl.replace(/\/+$/, '')}/payment-success`,
    metadata: { plan: plan.id, tier: request.tier, resume_token: resumeToken },
  });
  ports.log.info('checkout started', { reference, tier: request.tier, amountKobo });
  return { authorizationUrl, reference };
}
