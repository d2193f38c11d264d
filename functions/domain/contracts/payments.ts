import * as z from 'zod';
import { SUPPORT_TIER_IDS } from '../plans.ts';
import { AGREED_SETUP_FEE_LIMITS, SOLD_PLATFORM_IDS } from '../platforms.ts';
import { formatNaira } from '../money.ts';
import { optionalEmail } from './fields.ts';
import { resumeTokenSchema } from './ids.ts';
import { builtOnFirstUse } from './built-on-first-use.ts';

/** Paystack references: letters, digits and . - = only. */
export const PAYMENT_REFERENCE_PATTERN = /^[A-Za-z0-9.=-]{1,100}$/;
export const paymentReferenceSchema = builtOnFirstUse(() =>
  z
    .string()
    .trim()
    .min(1, 'No payment reference provided')
    .regex(PAYMENT_REFERENCE_PATTERN, 'is not a payment reference'),
);

/** POST /api/payments/checkout (not in the spec): starts a Paystack payment for the chosen support tier. */
export const checkoutRequestSchema = builtOnFirstUse(() =>
  z.object({
    tier: z.enum(SUPPORT_TIER_IDS),
    resumeToken: resumeTokenSchema.optional(),
  }),
);
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/**
 * POST /api/payments/checkout/{token} (not in the spec, issue #26): the payment link's own checkout,
 * anonymous. Only the support tier is the payer's choice; strict, so a body naming an amount, a plan
 * or an e-mail is refused rather than quietly ignored.
 */
export const linkCheckoutRequestSchema = builtOnFirstUse(() =>
  z.strictObject({ tier: z.enum(SUPPORT_TIER_IDS) }),
);
export type LinkCheckoutRequest = z.infer<typeof linkCheckoutRequestSchema>;

export const checkoutAnswerSchema = builtOnFirstUse(() =>
  z.object({ authorizationUrl: z.url(), reference: z.string() }),
);
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

/** POST /api/payments/verify (card payment verification). */
export const verifyPaymentRequestSchema = builtOnFirstUse(() =>
  z.object({ reference: paymentReferenceSchema }),
);
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

export { FEATURE_UPDATED_STATUS, PAYMENT_CONFIRMED_STATUS } from '../payment-status.ts';

/** What the provider says of a payment, beside the spec's fields: pending keeps the page verifying. */
export const PAYMENT_OUTCOMES = ['paid', 'pending', 'failed'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export const verifyPaymentAnswerSchema = builtOnFirstUse(() =>
  z.object({
    success: z.boolean(),
    error: z.string().optional(),
    application_status: z.string().optional(),
    isFeatureUpdate: z.boolean(),
    payment_status: z.enum(PAYMENT_OUTCOMES).optional(),
    /** On success: the resume token of the launch request the payer fills in next. */
    launch_request_token: z.string().optional(),
  }),
);
export type VerifyPaymentAnswer = z.infer<typeof verifyPaymentAnswerSchema>;

/** POST /api/admin/payment-links (not in the spec): e-mails the checkout link of an onboarding record. */
export const paymentLinkRequestSchema = builtOnFirstUse(() =>
  z
    .object({
      resume_token: resumeTokenSchema,
      /** Where to send it; the onboarding record's e-mail when absent. */
      email: optionalEmail,
      /** The platform agreed on the setup call; the Banking Platform when absent. */
      plan: z.enum(SOLD_PLATFORM_IDS).optional(),
      /** The setup fee agreed on the call, whole naira; the published price of the Banking Platform when absent. */
      setup_fee: z
        .number()
        .int('must be whole naira')
        .min(AGREED_SETUP_FEE_LIMITS.min, `must be at least ${formatNaira(AGREED_SETUP_FEE_LIMITS.min)}`)
        .max(AGREED_SETUP_FEE_LIMITS.max, `must be at most ${formatNaira(AGREED_SETUP_FEE_LIMITS.max)}`)
        .optional(),
    })
    .refine(
      (body) => body.setup_fee !== undefined || (body.plan ?? 'banking-platform') === 'banking-platform',
      {
        path: ['setup_fee'],
        message:
          'is required: only the Banking Platform has a published price, so enter the fee agreed on the call',
      },
    ),
);
export type PaymentLinkRequest = z.input<typeof paymentLinkRequestSchema>;

export const paymentLinkAnswerSchema = builtOnFirstUse(() =>
  z.object({
    sent_to: z.string(),
    checkout_url: z.url(),
    plan: z.string(),
    setup_fee: z.number(),
  }),
);

/** GET /api/payments/checkout/{token}: what the link sells, as the server will charge it. */
export const checkoutOfferSchema = builtOnFirstUse(() =>
  z.object({
    plan: z.object({ id: z.string(), name: z.string() }),
    /** Whole naira. */
    setup_fee: z.number(),
    /** True when staff recorded it on the call; false for the published Banking Platform default. */
    agreed: z.boolean(),
  }),
);
export type CheckoutOffer = z.infer<typeof checkoutOfferSchema>;
export type PaymentLinkAnswer = z.infer<typeof paymentLinkAnswerSchema>;
