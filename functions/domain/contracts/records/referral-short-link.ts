import * as z from 'zod';
import { isoDateTime } from '../fields.ts';
import { builtOnFirstUse } from '../built-on-first-use.ts';

/**
 * A partner's short link (issue #26): the slug they can say out loud (/r/ada-okafor), claimed once
 * (entity referral_slug_claim), and kept beside the partner's profile (entity referral_short_link)
 * so the dashboard reads it by the partner's id. The ?ref= link keeps working beside it.
 */
export const referralSlugClaimSchema = builtOnFirstUse(() =>
  z.object({
    slug: z.string(),
    referrer_id: z.string(),
    created_at: isoDateTime,
  }),
);
export type ReferralSlugClaim = z.infer<typeof referralSlugClaimSchema>;

export const referralShortLinkSchema = builtOnFirstUse(() =>
  z.object({
    referrer_id: z.string(),
    slug: z.string(),
    created_at: isoDateTime,
  }),
);
export type ReferralShortLink = z.infer<typeof referralShortLinkSchema>;
