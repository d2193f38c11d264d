import { z } from 'zod';
import { resumeTokenSchema } from '../ids.ts';
import { SUPPORT_TIER_IDS } from '../plans.ts';

/** Paystack references: letters, digits and . - = only. */
export const PAYMENT_REFERENCE_PATTERN = /^[A-Za-z0-9.=-]{1,100}$/;
export const paymentReferenceSchema = z
  .string()
  .trim()
  .min(1, 'No payment reference provided')
  .regex(PAYMENT_REFERENCE_PATTERN, 'is not a payment reference');

/** POST /api/payments/checkout (not in the spec): starts a Paystack payment for the chosen support tier. */
export const checkoutRequestSchema = z.object({
  tier: z.enum(SUPPORT_TIER_IDS),
  resumeToken: resumeTokenSchema.optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutAnswerSchema = z.object({ authorizationUrl: z.url(), reference: z.string() });
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

/** POST /api/payments/verify (card payment verification). */
export const verifyPaymentRequestSchema = z.object({ reference: paymentReferenceSchema });
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

/** feature_updated switches the page to its 'Return to Dashboard' variant; other values are free text. */
export const FEATURE_UPDATED_STATUS = 'feature_updated';

export const verifyPaymentAnswerSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  application_status: z.string().optional(),
  isFeatureUpdate: z.boolean(),
});
export type VerifyPaymentAnswer = z.infer<typeof verifyPaymentAnswerSchema>;
