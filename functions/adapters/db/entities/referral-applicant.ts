import { Entity, type EntityItem } from 'electrodb';
import { REFERRAL_SOURCE } from '../../../domain/referral-rules.ts';
import type { ReferralApplicant } from '../../../domain/contracts/records/referral-applicant.ts';
import { recordOf } from '../record-of.ts';
import { createdOrderIndex } from './created-order-index.ts';

/** Shares its partition (`referrer#id`) with the referrer's activities (sort keys `activity#...`) beside `profile`. */
export const referralApplicantEntity = new Entity({
  model: { entity: 'referral_applicant', version: '1', service: 'quarter' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    full_name: { type: 'string', required: true },
    email: { type: 'string', required: true },
    whatsapp: { type: 'string' },
    sectors: { type: 'list', items: { type: 'string' } },
    how_will_refer: { type: 'string' },
    notes: { type: 'string' },
    source: { type: [REFERRAL_SOURCE] as const, required: true },
    consent: { type: 'boolean', required: true },
    referral_link_id: { type: 'string', required: true },
    dashboard_token: { type: 'string', required: true },
    created_at: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['id'], template: 'referrer#${id}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'profile', casing: 'none' },
    },
    byDashboardToken: {
      index: 'gsi1',
      pk: {
        field: 'gsi1pk',
        composite: ['dashboard_token'],
        template: 'dashboard#${dashboard_token}',
        casing: 'none',
      },
      sk: { field: 'gsi1sk', composite: [], template: 'referrer', casing: 'none' },
    },
    byCreated: createdOrderIndex('gsi2', { composite: [], template: 'referrers' }),
  },
});

export type ReferralApplicantItem = EntityItem<typeof referralApplicantEntity>;

export function toReferralApplicant(item: ReferralApplicantItem): ReferralApplicant {
  return recordOf<ReferralApplicant>(referralApplicantEntity, [], item);
}
