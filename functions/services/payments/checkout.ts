import { checkoutTotal } from '../../domain/checkout.ts';
import { CURRENCY } from '../../domain/plans-and-prices.ts';
import { AppError } from '../../domain/app-error.ts';
import type {
  CheckoutAnswer,
  CheckoutRequest,
  LinkCheckoutRequest,
} from '../../domain/contracts/payments.ts';
import { nairaToKobo } from '../../domain/money.ts';
import { isFeatureUpdate, offerOf, PUBLISHED_OFFER, type PlatformOffer } from '../../domain/platforms.ts';
import { normalizeEmail } from '../../domain/email.ts';
import { alreadyPaid, paymentAlreadyStarted, paymentLinkNotFound } from './refusals.ts';
import { askPaymentProvider } from '../shared/faults.ts';
import type { PaymentPorts } from './ports.ts';

/** The signed-in customer, from the verified ID token. */
export interface Customer {
  readonly id: string;
  readonly email: string;
}

/**
 * Who a checkout is for: the signed-in customer (their e-mail proven by a code), or, on the payment
 * link's own checkout, nobody signed in (id null) paying as the e-mail on the onboarding record.
 */
interface Payer {
  readonly id: string | null;
  readonly email: string;
  /** The caller proved this address with an e-mailed code. */
  readonly proven: boolean;
}

/**
 * How long a started checkout is offered again to a retry (a double click, a reload, a second
 * tab) instead of a new reference: a customer who retries within this time pays on the same page.
 */
export const CHECKOUT_REUSE_MS = 30 * 60 * 1000;

/** The customer's own initialised checkout of this launch and tier, still fresh, if any. */
async function startedCheckout(
  ports: PaymentPorts,
  customer: Payer,
  resumeToken: string,
  tier: string,
  offer: PlatformOffer,
): Promise<CheckoutAnswer | undefined> {
  const now = ports.now();
  const found = (await ports.payments.listForLaunch(resumeToken)).find(
    (payment) =>
      payment.status === 'initialized' &&
      payment.tier === tier &&
      // A new link with another platform or fee makes the old checkout stale.
      payment.plan === offer.platformId &&
      payment.setup_fee_kobo === nairaToKobo(offer.setupFee) &&
      payment.customer_id === customer.id &&
      Boolean(payment.authorization_url) &&
      payment.created_at !== undefined &&
      now - Date.parse(payment.created_at) < CHECKOUT_REUSE_MS,
  );
  return found?.authorization_url
    ? { authorizationUrl: found.authorization_url, reference: found.reference }
    : undefined;
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
  return start(ports, { ...customer, proven: true }, request);
}

/** The link names a launch, but nobody can be paid as yet: the record has no e-mail address. */
const noPayerEmail = () =>
  AppError.conflict('This checkout link has no e-mail address to pay as yet. Ask us for a new link.');

/**
 * POST /api/payments/checkout/{token}: the payment link's checkout, with no sign-in (issue #26).
 * The link may be forwarded, so its holder chooses the support tier and nothing else: the plan and
 * fee are the offer stored with the link, and the payer's e-mail (Paystack's receipt, and who may
 * open the launch request after proving it with a code) is the onboarding record's.
 */
export async function startLinkCheckout(
  ports: PaymentPorts,
  resumeToken: string,
  request: LinkCheckoutRequest,
): Promise<CheckoutAnswer> {
  const onboarding = await ports.onboarding.get(resumeToken);
  if (!onboarding) throw paymentLinkNotFound();
  if (!onboarding.email) throw noPayerEmail();
  return start(
    ports,
    { id: null, email: onboarding.email, proven: false },
    { tier: request.tier, resumeToken },
  );
}

async function start(
  ports: PaymentPorts,
  customer: Payer,
  request: CheckoutRequest,
): Promise<CheckoutAnswer> {
  let resumeToken = request.resumeToken;
  let referrerId: string | null = null;
  let offer = PUBLISHED_OFFER;
  if (resumeToken) {
    const onboarding = await ports.onboarding.get(resumeToken);
    if (!onboarding) throw paymentLinkNotFound();
    // The platform and fee staff agreed on the call, stored with the link: never the browser's word.
    offer = offerOf(onboarding);
    const featureUpdate = isFeatureUpdate(offer.platformId);
    // Commission is 10% of the setup fee: a feature update earns the referrer nothing.
    referrerId = featureUpdate ? null : onboarding.referrer_id;
    // A launch request exists only once a payment for this launch went through.
    if (!featureUpdate && (await ports.launchRequests.exists(resumeToken))) throw alreadyPaid();
    // A retry while the first checkout is still open reuses it: one reference, one charge (issue #16).
    const started = await startedCheckout(ports, customer, resumeToken, request.tier, offer);
    if (started) {
      ports.log.info('checkout reused', { reference: started.reference, tier: request.tier });
      return started;
    }
  } else {
    resumeToken = ports.newResumeToken();
  }

  // A customer who signed in with an e-mailed code proved the address, so a referral of it shows;
  // an anonymous link checkout proves nothing until it is paid.
  if (customer.proven) await ports.referrals.prove(normalizeEmail(customer.email));
  const { setupFee, total } = checkoutTotal(request.tier, offer);
  const reference = ports.newReference();
  const amountKobo = nairaToKobo(total);
  const email = normalizeEmail(customer.email);
  const created = await ports.payments.create({
    reference,
    amount_kobo: amountKobo,
    currency: CURRENCY,
    plan: offer.platformId,
    setup_fee_kobo: nairaToKobo(setupFee),
    tier: request.tier,
    customer_email: email,
    customer_id: customer.id,
    resume_token: resumeToken,
    referrer_id: referrerId,
  });
  if (created === 'taken') throw paymentAlreadyStarted();
  const { authorizationUrl } = await askPaymentProvider(() =>
    ports.provider.initialize({
      email,
      amountKobo,
      currency: CURRENCY,
      reference,
      callbackUrl: `${ports.siteUrl.replace(/\/+$/, '')}/payment-success`,
      metadata: { plan: offer.platformId, tier: request.tier, resume_token: resumeToken },
    }),
  );
  await ports.payments.setAuthorizationUrl(reference, authorizationUrl);
  ports.log.info('checkout started', { reference, tier: request.tier, amountKobo });
  return { authorizationUrl, reference };
}
