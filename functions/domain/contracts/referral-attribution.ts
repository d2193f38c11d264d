import * as z from 'zod';
import type { ReferralAttribution } from '../referral.ts';
import { applicantIdSchema } from './ids.ts';

/**
 * What the browser keeps after a visit with ?ref=, under LOCAL_STORAGE_KEYS.referralAttribution;
 * the launch chat reads it back before it names a referrer. Its own file so that lazy chunk does
 * not carry the referral API contracts too.
 */
export const referralAttributionSchema = z.object({
  referrerId: applicantIdSchema,
  /** epoch milliseconds of the visit */
  capturedAt: z.number().int().nonnegative(),
}) satisfies z.ZodType<ReferralAttribution>;
