import * as z from 'zod';
import { SUPPORT_TIER_IDS } from '../plans.ts';
import { optionalEmail } from './fields.ts';
import { resumeTokenSchema } from './ids.ts';

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

export { FEATURE_UPDATED_STATUS, PAYMENT_CONFIRMED_STATUS } from '../payment-status.ts';

/** What the provider says of a payment, beside the spec's fields: pending keeps the page verifying. */
export const PAYMENT_OUTCOMES = ['paid', 'pending', 'failed'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export const verifyPaymentAnswerSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  application_status: z.string().optional(),
  isFeatureUpdate: z.boolean(),
  payment_status: z.enum(PAYMENT_OUTCOMES).optional(),
  /** On success: the resume token of the launch request the payer fills in next. */
  launch_request_token: z.string().optional(),
});
export type VerifyPaymentAnswer = z.infer<typeof verifyPaymentAnswerSchema>;

/** POST /api/admin/payment-links (not in the spec): e-mails the checkout link of an onboarding record. */
export const paymentLinkRequestSchema = z.object({
  resume_token: resumeTokenSchema,
  /** Where to send it; the onboarding record's e-mail when absent. */
  email: optionalEmail,
});
export type PaymentLinkRequest = z.input<typeof paymentLinkRequestSchema>;

export const paymentLinkAnswerSchema = z.object({
  sent_to: z.string(),
  checkout_url: z.url(),
});
export type PaymentLinkAnswer = z.infer<typeof paymentLinkAnswerSchema>;
