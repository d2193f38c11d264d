import * as z from 'zod';
import { isoDateTime } from '../fields.ts';
import { builtOnFirstUse } from '../built-on-first-use.ts';

/**
 * Records only the data layer reads: they hold no product data of their own, but are stored
 * records all the same, so they are described here like the others.
 */

export const EMAIL_CLAIM_PURPOSES = ['referral_email', 'referred_email'] as const;

/**
 * A uniqueness item per lowercased e-mail and purpose (entity email_claim): `referral_email` -> the
 * applicant who applied with it; `referred_email` -> the activity it earned.
 */
export const emailClaimSchema = builtOnFirstUse(() =>
  z.object({
    purpose: z.enum(EMAIL_CLAIM_PURPOSES),
    email: z.string(),
    owner_id: z.string(),
    /** For referred e-mails: where the activity sits under its referrer. */
    referrer_id: z.string().nullable(),
    activity_created_at: isoDateTime.nullable(),
    created_at: isoDateTime,
  }),
);
export type EmailClaim = z.infer<typeof emailClaimSchema>;

/** Hits on one key within one fixed window (entity rate_counter). */
export const rateCounterSchema = builtOnFirstUse(() =>
  z.object({
    key: z.string(),
    window_start: z.string(),
    hits: z.number().int(),
  }),
);
export type RateCounter = z.infer<typeof rateCounterSchema>;

/** Chat sessions first created on one Africa/Lagos calendar day (entity chat_day_counter). */
export const chatDayCounterSchema = builtOnFirstUse(() =>
  z.object({
    lagos_date: z.string(),
    sessions_created: z.number().int(),
  }),
);
export type ChatDayCounter = z.infer<typeof chatDayCounterSchema>;

/**
 * The last sign-in code mailed to one address (entity otp_code_send), keyed by the address's
 * fingerprint: a CreateAuthChallenge that Cognito delivers again (it retries a trigger that did not
 * answer in 5 s) finds the code already mailed and asks for it again instead of mailing another.
 */
export const otpCodeSendSchema = builtOnFirstUse(() =>
  z.object({
    email_key: z.string(),
    challenge_id: z.string(),
    sent_at: isoDateTime,
  }),
);
export type OtpCodeSend = z.infer<typeof otpCodeSendSchema>;
