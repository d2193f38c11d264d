/**
 * Paying the setup fee: checkout, the one idempotent confirmation shared by verify and webhook,
 * and the admin's payment link. Each use case takes its ports first; `live-ports.ts` builds them.
 */
export { startCheckout, startLinkCheckout, type Customer } from './checkout.ts';
export { verifyPayment, answerFor, VERIFY_MESSAGES } from './verify.ts';
export { handlePaystackWebhook, type WebhookOutcome, type TransferEventHandler } from './webhook.ts';
export { confirmPayment, settlePaidPayment, launchRequestUrl, type Confirmation } from './confirm.ts';
export { sendPaymentLink, checkoutOffer, checkoutUrl } from './payment-link.ts';
export { launchChatSummary } from './launch-chat-summary.ts';
export { paymentLinkEmail, paymentReceivedEmail } from './emails.ts';
export type * from './ports.ts';
