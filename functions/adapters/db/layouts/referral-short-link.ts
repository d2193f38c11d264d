import { attributes, type StoredLayout } from '../stored-item.ts';

export interface ReferralSlugClaim {
  readonly slug: string;
  readonly referrer_id: string;
  readonly created_at: string;
}

/** Who owns a slug (or a `ref_` link id): one item each, created only when absent. */
export const referralSlugClaimLayout: StoredLayout<ReferralSlugClaim, 'slug'> = {
  entity: 'referral_slug_claim',
  version: '1',
  schema: attributes(['slug', 'referrer_id', 'created_at']),
  key: ({ slug }) => ({ pk: `referral-slug#${slug}`, sk: 'claim' }),
};

export interface ReferralShortLink {
  readonly referrer_id: string;
  readonly slug: string;
  readonly created_at: string;
}

/** A partner's slug, beside their profile. */
export const referralShortLinkLayout: StoredLayout<ReferralShortLink, 'referrer_id'> = {
  entity: 'referral_short_link',
  version: '1',
  schema: attributes(['referrer_id', 'slug', 'created_at']),
  key: ({ referrer_id }) => ({ pk: `referrer#${referrer_id}`, sk: 'short-link' }),
};
