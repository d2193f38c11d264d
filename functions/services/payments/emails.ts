import { APPLICATION_REVIEW_HOURS, DEVELOPMENT_START_DAYS } from '../../domain/launch-promises.ts';
import { SETUP_FEE_PRICE_LABEL } from '../../domain/plans-and-prices.ts';
import { formatNaira, koboToNaira } from '../../domain/money.ts';
import { BANKING_PLATFORM_PLAN, BASIC_SUPPORT, PREMIUM_SUPPORT } from '../../domain/plans.ts';
import type { OutgoingMail } from './ports.ts';
import { platformProduct } from '../../domain/mail-words.ts';
import { escapeHtml, mailButton, mailPage } from '../../domain/html.ts';

/** Escaped paragraphs and an optional button, in the one e-mail layout (domain/html.ts). */
export function page(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs
    .map((text) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${escapeHtml(text)}</p>`)
    .join('\n        ');
  return mailPage([`${body}${link ? `\n        ${mailButton(link)}` : ''}`]);
}

/** The checkout link an admin sends after the setup call. */
export function paymentLinkEmail(
  to: string,
  name: string | null,
  checkoutUrl: string,
  offer: { platformName: string; setupFee: number; featureUpdate?: boolean },
): OutgoingMail {
  const published =
    offer.platformName === BANKING_PLATFORM_PLAN.name && offer.setupFee === BANKING_PLATFORM_PLAN.price;
  const fee = published
    ? `${SETUP_FEE_PRICE_LABEL.toLowerCase()} ${formatNaira(offer.setupFee)}`
    : `${formatNaira(offer.setupFee)}, as agreed on the call`;
  const paragraphs = [
    `Hello${name ? ` ${name}` : ''},`,
    offer.featureUpdate
      ? `Thank you for your call. The new features for your platform are ready to start: the fee is ${formatNaira(offer.setupFee)}, as agreed on the call.`
      : `Thank you for your setup call. Your ${platformProduct(offer.platformName)} is ready to start: the one-time setup fee is ${fee}.`,
    `Choose your support: ${BASIC_SUPPORT.name} is free; ${PREMIUM_SUPPORT.name} is ${formatNaira(PREMIUM_SUPPORT.monthlyPrice)} per month. You will see the total before you pay.`,
    'Open the checkout and pay securely with Paystack: there is nothing to sign in to first. Afterwards, a code we e-mail you opens your launch request, where you add your BVN and bank details.',
  ];
  return {
    to,
    subject: `Your ${platformProduct(offer.platformName)} checkout link`,
    text: [...paragraphs, '', `Checkout: ${checkoutUrl}`].join('\n\n'),
    html: page(paragraphs, { href: checkoutUrl, label: 'Go to checkout' }),
  };
}

/** To staff: a launch was charged twice; the second charge needs a refund (RUNBOOK.md). */
export function duplicatePaymentEmail(
  to: string,
  duplicate: { reference: string; amountKobo: number },
  original: string,
  resumeToken: string,
): OutgoingMail {
  const paragraphs = [
    `A second payment of ${formatNaira(koboToNaira(duplicate.amountKobo))} (reference ${duplicate.reference}) arrived for a launch that payment ${original} had already paid.`,
    `No second receipt was sent and no second referral commission will be paid. Refund the duplicate in Paystack and tell the customer. Launch: ${resumeToken}.`,
  ];
  return {
    to,
    subject: `Duplicate payment ${duplicate.reference}: refund needed`,
    text: paragraphs.join('\n\n'),
    html: page(paragraphs),
  };
}

/** Sent once, by whichever of verify and webhook marks the payment paid. */
export function paymentReceivedEmail(
  to: string,
  amountKobo: number,
  reference: string,
  launchRequestUrl: string,
  platform: string,
): OutgoingMail {
  const paragraphs = [
    'Hello,',
    `We have received your payment of ${formatNaira(koboToNaira(amountKobo))} for your ${platformProduct(platform)} (reference ${reference}). Thank you!`,
    `Next: complete your launch request so we can set up your platform. We review applications within ${APPLICATION_REVIEW_HOURS} hours, and development starts within ${DEVELOPMENT_START_DAYS.min}-${DEVELOPMENT_START_DAYS.max} days.`,
  ];
  return {
    to,
    subject: 'Payment received: complete your launch request',
    text: [...paragraphs, '', `Launch request: ${launchRequestUrl}`].join('\n\n'),
    html: page(paragraphs, { href: launchRequestUrl, label: 'Complete your launch request' }),
  };
}

/** Sent once for a paid feature update: the platform is live, so there is no launch request to fill. */
export function featureUpdateReceivedEmail(to: string, amountKobo: number, reference: string): OutgoingMail {
  const paragraphs = [
    'Hello,',
    `We have received your payment of ${formatNaira(koboToNaira(amountKobo))} for your feature update (reference ${reference}). Thank you!`,
    'We are adding the new features to your platform now and will tell you when they are live.',
  ];
  return {
    to,
    subject: 'Payment received: your feature update',
    text: paragraphs.join('\n\n'),
    html: page(paragraphs),
  };
}
