import { Entity, type EntityItem } from 'electrodb';
import type { Onboarding } from '../../../domain/contracts/records/onboarding.ts';
import { recordOf } from '../record-of.ts';
import {
  RESUME_TOKEN_STORAGE_ONLY,
  resumeTokenAttribute,
  resumeTokenBookkeeping,
  resumeTokenIndexes,
} from './resume-token-record.ts';

/** Launch-chat progress (business_onboarding), keyed by the browser's resume token. */
export const onboardingEntity = new Entity({
  model: { entity: 'onboarding', version: '1', service: 'quarter' },
  attributes: {
    ...resumeTokenAttribute,
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    business_name: { type: 'string' },
    idea: { type: 'string' },
    chat_session_id: { type: 'string' },
    business_type: { type: 'string' },
    stage_completed: { type: 'string' },
    last_step: { type: 'string' },
    needs_help_with: { type: 'list', items: { type: 'string' } },
    referrer_id: { type: 'string' },
    agreed_plan: { type: 'string' },
    agreed_setup_fee: { type: 'number' },
    payment_link_sent_at: { type: 'string' },
    /** When last_step or stage_completed last changed: the timeline's "last step reached". */
    last_step_at: { type: 'string' },
    /** When staff marked the business live (paid launches only); the first marking stays. */
    live_at: { type: 'string' },
    /** The widget chats of the same browser (issue #26); saves add, never remove. */
    q_chat_session_ids: { type: 'list', items: { type: 'string' } },
    ...resumeTokenBookkeeping,
  },
  indexes: resumeTokenIndexes({
    itemPrefix: 'onboarding',
    itemSort: 'onboarding',
    listPartition: 'onboardings',
  }),
});

export type OnboardingItem = EntityItem<typeof onboardingEntity>;

export function toOnboarding(item: OnboardingItem): Onboarding {
  return {
    id: item.resume_token,
    ...recordOf<Omit<Onboarding, 'id'>>(onboardingEntity, RESUME_TOKEN_STORAGE_ONLY, item),
  };
}

/** A record nothing was saved to yet: every field empty, as an item holding only its keys reads. */
export function newOnboarding(resumeToken: string, now: string): Onboarding {
  // Only the keys and times: the storage-only attributes are not read back anyway.
  return toOnboarding({ resume_token: resumeToken, created_at: now, updated_at: now } as OnboardingItem);
}
