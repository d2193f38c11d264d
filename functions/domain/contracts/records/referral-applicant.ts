import * as z from 'zod';
import { REFERRAL_SOURCE } from '../../referral-rules.ts';
import { isoDateTime } from '../fields.ts';
import { builtOnFirstUse } from '../built-on-first-use.ts';

/**
 * A referral partner as stored (entity referral_applicant), e-mail already normalised by the apply
 * contract. The service builds it, the adapter writes and reads it; nobody re-declares its fields.
 */
export const referralApplicantSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    full_name: z.string(),
    email: z.string(),
    whatsapp: z.string().nullable(),
    sectors: z.array(z.string()),
    how_will_refer: z.string().nullable(),
    notes: z.string().nullable(),
    source: z.literal(REFERRAL_SOURCE),
    consent: z.literal(true),
    referral_link_id: z.string(),
    dashboard_token: z.string(),
    created_at: isoDateTime,
  }),
);
export type ReferralApplicant = z.infer<typeof referralApplicantSchema>;
