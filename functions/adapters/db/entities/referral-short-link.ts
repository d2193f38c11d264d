import { Entity } from 'electrodb';

/** Who owns a slug: one item per slug, created only when absent (functions/adapters/db/referral-short-links.ts). */
export const referralSlugClaimEntity = new Entity({
  model: { entity: 'referral_slug_claim', version: '1', service: 'quarter' },
  attributes: {
    slug: { type: 'string', required: true, readOnly: true },
    referrer_id: { type: 'string', required: true, readOnly: true },
    created_at: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    bySlug: {
      pk: { field: 'pk', composite: ['slug'], template: 'referral-slug#${slug}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'claim', casing: 'none' },
    },
  },
});

/** A partner's slug, beside their profile in the referrer's partition (sort key `short-link`). */
export const referralShortLinkEntity = new Entity({
  model: { entity: 'referral_short_link', version: '1', service: 'quarter' },
  attributes: {
    referrer_id: { type: 'string', required: true, readOnly: true },
    slug: { type: 'string', required: true, readOnly: true },
    created_at: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byReferrer: {
      pk: { field: 'pk', composite: ['referrer_id'], template: 'referrer#${referrer_id}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'short-link', casing: 'none' },
    },
  },
});
