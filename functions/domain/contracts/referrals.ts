import * as z from 'zod';
import { CONSENT_REQUIRED, NAME_AND_EMAIL_REQUIRED } from '../referral.ts';
import { REFERRAL_SECTOR_IDS } from '../sectors.ts';
import { cleanString, emailSchema, LIMITS, optionalText, tooLong } from './fields.ts';
import { dashboardTokenSchema } from './ids.ts';
import { REFERRAL_STAGES } from '../referral-stage.ts';
import { referralActivityRecordSchema } from './records/referral-activity.ts';
import { referralApplicantSchema } from './records/referral-applicant.ts';
import { activityPayoutFieldsSchema, payoutAccountViewSchema } from './payouts.ts';
import { builtOnFirstUse } from './built-on-first-use.ts';

const referralSectorIdSchema = builtOnFirstUse(() => z.enum(REFERRAL_SECTOR_IDS));

/**
 * POST /api/referrals (referral apply). Text is trimmed; empty optionals become null. What it
 * yields is the applicant's own part of the stored record (records/referral-applicant.ts).
 */
export const referralApplyRequestSchema = z.object({
  full_name: cleanString().trim().min(1, NAME_AND_EMAIL_REQUIRED).max(LIMITS.name, tooLong(LIMITS.name)),
  email: z.string().trim().min(1, NAME_AND_EMAIL_REQUIRED).pipe(emailSchema),
  whatsapp: optionalText(LIMITS.phone),
  sectors: z
    .array(referralSectorIdSchema)
    .max(REFERRAL_SECTOR_IDS.length)
    .default([])
    .transform((sectors) => [...new Set(sectors)]),
  how_will_refer: optionalText(LIMITS.note),
  notes: optionalText(LIMITS.note),
  consent: z.literal(true, { error: CONSENT_REQUIRED }),
}) satisfies z.ZodType<
  Pick<
    z.infer<typeof referralApplicantSchema>,
    'full_name' | 'email' | 'whatsapp' | 'sectors' | 'how_will_refer' | 'notes' | 'consent'
  >
>;
export type ReferralApplyInput = z.input<typeof referralApplyRequestSchema>;
export type ReferralApplyRequest = z.output<typeof referralApplyRequestSchema>;

export const referralApplyAnswerSchema = builtOnFirstUse(() =>
  z.object({
    applicant: referralApplicantSchema.pick({ id: true, dashboard_token: true, referral_link_id: true }),
  }),
);
export type ReferralApplyAnswer = z.infer<typeof referralApplyAnswerSchema>;

/** GET /api/referrals/dashboard?token= */
export const referralDashboardQuerySchema = builtOnFirstUse(() => z.object({ token: dashboardTokenSchema }));
export type ReferralDashboardQuery = z.infer<typeof referralDashboardQuerySchema>;

export const referralActivitySchema = builtOnFirstUse(() =>
  referralActivityRecordSchema
    .pick({ id: true, referred_email: true, commission_earned: true, created_at: true })
    /** pending and completed are known; others are possible. */
    .extend({
      status: z.string(),
      /** The referred business's name once the founder gave it (issue #26). */
      business_name: z.string().nullable(),
      /** How far the referred business has come (issue #26). */
      stage: z.enum(REFERRAL_STAGES),
      /**
       * The stage in the partner's words ("Call booked", "Setup fee paid", "Live"): what any client
       * shows, so the internal id never reaches a person. The server always sends it.
       */
      stage_label: z.string().optional(),
    })
    /** Where its money is (issue #29); the server always sends them, answers from before did not. */
    .extend(activityPayoutFieldsSchema.omit({ business_name: true }).partial().shape),
);
export type ReferralActivity = z.infer<typeof referralActivitySchema>;

export const referralDashboardAnswerSchema = builtOnFirstUse(() =>
  z.object({
    applicant: referralApplicantSchema.pick({ id: true, full_name: true, referral_link_id: true }),
    /** The partner's short link, /r/{slug}, once they have one (issue #26); the ?ref= link works either way. */
    short_link_slug: z.string().nullable(),
    /** newest first */
    activities: z.array(referralActivitySchema),
    totals: z.object({
      total_referrals: z.number().int().nonnegative(),
      total_commission: z.number().nonnegative(),
      pending: z.number().int().nonnegative(),
    }),
    /** Where the partner is paid, masked (issue #29); null until they add one. */
    payout_account: payoutAccountViewSchema.nullable().optional(),
  }),
);
export type ReferralDashboardAnswer = z.infer<typeof referralDashboardAnswerSchema>;

/**
 * POST /api/referrals/dashboard-link (send-referral-dashboard-link). The link always goes to the
 * applicant stored under the email; a dashboardToken in the body is never trusted as the target.
 */
export const dashboardLinkRequestSchema = builtOnFirstUse(() =>
  z.object({
    email: emailSchema,
    fullName: optionalText(LIMITS.name),
    dashboardToken: dashboardTokenSchema.optional(),
  }),
);
export type DashboardLinkRequest = z.infer<typeof dashboardLinkRequestSchema>;

export const dashboardLinkAnswerSchema = builtOnFirstUse(() => z.object({ sent: z.literal(true) }));
export type DashboardLinkAnswer = z.infer<typeof dashboardLinkAnswerSchema>;
