import { Entity, type EntityItem } from 'electrodb';
import { resumeTokenAttribute, resumeTokenBookkeeping, resumeTokenIndexes } from './resume-token-record.ts';

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
    ...resumeTokenBookkeeping,
  },
  indexes: resumeTokenIndexes({
    itemPrefix: 'onboarding',
    itemSort: 'onboarding',
    listPartition: 'onboardings',
  }),
});

export type OnboardingItem = EntityItem<typeof onboardingEntity>;

export interface Onboarding {
  id: string;
  resume_token: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  business_name: string | null;
  idea: string | null;
  /** The launch chat's saved conversation ('launch-<time>-<random>'). */
  chat_session_id: string | null;
  business_type: string | null;
  stage_completed: string | null;
  last_step: string | null;
  needs_help_with: string[];
  referrer_id: string | null;
  /** Set with the payment link: the platform and setup fee (whole naira) agreed on the call. */
  agreed_plan: string | null;
  agreed_setup_fee: number | null;
  payment_link_sent_at: string | null;
  /** Set by the save that moved the launch chat on; null on records saved before it was kept. */
  last_step_at: string | null;
  /** Set once, by staff marking the paid launch live; never by a founder's save. */
  live_at: string | null;
  created_at: string;
  updated_at: string;
}

export function toOnboarding(item: OnboardingItem): Onboarding {
  return {
    id: item.resume_token,
    resume_token: item.resume_token,
    name: item.name ?? null,
    email: item.email ?? null,
    phone: item.phone ?? null,
    business_name: item.business_name ?? null,
    idea: item.idea ?? null,
    chat_session_id: item.chat_session_id ?? null,
    business_type: item.business_type ?? null,
    stage_completed: item.stage_completed ?? null,
    last_step: item.last_step ?? null,
    needs_help_with: item.needs_help_with ?? [],
    referrer_id: item.referrer_id ?? null,
    agreed_plan: item.agreed_plan ?? null,
    agreed_setup_fee: item.agreed_setup_fee ?? null,
    payment_link_sent_at: item.payment_link_sent_at ?? null,
    last_step_at: item.last_step_at ?? null,
    live_at: item.live_at ?? null,
    created_at: item.created_at,
    updated_at: item.updated_at,
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
    live_at: null,
    created_at: '2026-01-05T09:00:00.000Z',
    updated_at: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}
