/**
 * Values of the payment verification answer, in a module without zod so public pages can read
 * them without the validator in their bundle.
 */

/** application_status feature_updated switches the success page to its 'Return to Dashboard' variant. */
export const FEATURE_UPDATED_STATUS = 'feature_updated';

/** application_status of a confirmed new purchase: the launch request is open for the customer. */
export const PAYMENT_CONFIRMED_STATUS = 'payment_confirmed';
