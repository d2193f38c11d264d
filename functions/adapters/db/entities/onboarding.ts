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

export function createMockOnboarding(overrides: Partial<Onboarding> = {}): Onboarding {
  const token = overrides.resume_token ?? '0b3e9a52-6d1f-4a8e-b7c4-5e2d1f0a9c8b';
  return {
    id: token,
    resume_token: token,
    name: null,
    email: null,
    phone: null,
    business_name: null,
    idea: null,
    chat_session_id: null,
    business_type: 'FinTech',
    stage_completed: 'sector',
    last_step: 'knowledge',
    needs_help_with: [],
    referrer_id: null,
    agreed_plan: null,
    agreed_setup_fee: null,
    payment_link_sent_at: null,
    last_step_at: null,
    created_at: '2026-01-05T09:00:00.000Z',
    updated_at: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}
