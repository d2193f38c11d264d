import { Entity } from 'electrodb';

/**
 * Uniqueness items: one per lowercased e-mail address and purpose. Written in the same
 * transaction as the record they guard, with a condition that the claim does not exist yet.
 * `referral_email` -> the applicant who applied with it; `referred_email` -> the activity it earned.
 */
export const emailClaimEntity = new Entity({
  model: { entity: 'email_claim', version: '1', service: 'quarter' },
  attributes: {
    purpose: { type: ['referral_email', 'referred_email'] as const, required: true, readOnly: true },
    email: { type: 'string', required: true, readOnly: true },
    owner_id: { type: 'string', required: true },
    /** For referred e-mails: where the activity sits under its referrer. */
    referrer_id: { type: 'string' },
    activity_created_at: { type: 'string' },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    byEmail: {
      pk: { field: 'pk', composite: ['purpose', 'email'], template: '${purpose}#${email}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'claim', casing: 'none' },
    },
  },
});
