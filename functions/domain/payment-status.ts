/**
 * Values of the payment verification answer, in a module without zod so public pages can read
 * them without the validator in their bundle.
 */

/** What a stored payment goes through, and which path confirmed it first. */
export const PAYMENT_STATUSES = ['initialized', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_CONFIRMERS = ['verify', 'webhook'] as const;

/** application_status feature_updated switches the success page to its 'Return to Dashboard' variant. */
export const FEATURE_UPDATED_STATUS = 'feature_updated';

/** application_status of a confirmed new purchase: the launch request is open for the customer. */
export const PAYMENT_CONFIRMED_STATUS = 'payment_confirmed';
