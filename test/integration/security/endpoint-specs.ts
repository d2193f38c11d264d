import { CHAT_ROLES, CHAT_SESSION_STATUSES } from '../../../functions/domain/chat-session.ts';
import { LIMITS } from '../../../functions/domain/contracts/fields.ts';
import { PAYMENT_REFERENCE_PATTERN } from '../../../functions/domain/contracts/payments.ts';
import {
  DASHBOARD_TOKEN_PATTERN,
  RESUME_TOKEN_PATTERN,
  SESSION_ID_PATTERN,
} from '../../../functions/domain/ids.ts';
import {
  LAUNCH_STEPS,
  ONBOARDING_CALL_STAGES,
  PROGRESS_STAGES,
} from '../../../functions/domain/launch-steps.ts';
import { APPLICANT_ID_PATTERN } from '../../../functions/domain/referral.ts';
import { REFERRAL_SECTOR_IDS } from '../../../functions/domain/sectors.ts';
import type { FieldKind } from './invalid-values.ts';

/**
 * What the fuzzer knows about an endpoint beyond the route table: a valid example and the kind of
 * each field, so it can break one field at a time and expect that field named in the 400. Routes
 * without an entry still get the generic fuzzing (non-object JSON, broken JSON, oversized bodies).
 */
export interface BodySpec {
  readonly example: Record<string, unknown>;
  readonly fields: Readonly<Record<string, FieldKind>>;
}

const text = (max: number, required = false): FieldKind => ({ kind: 'text', max, required });
const optionalEmail: FieldKind = { kind: 'email', required: false };
const at = '2025-08-14T09:00:00.000Z';

export const bodySpecs: Readonly<Record<string, BodySpec>> = {
  'POST /api/chat': {
    example: { messages: [{ role: 'user', content: 'Hello Q' }] },
    fields: { messages: { kind: 'messages', minItems: 1, roles: CHAT_ROLES, timed: false } },
  },
  'POST /api/chat-sessions': {
    example: {
      sessionId: 'chat-1755162000000-fuzzexamp',
      messages: [{ role: 'user', content: 'Hi', timestamp: at }],
      customerEmail: null,
      customerName: 'Ada Obi',
      customerPhone: null,
      businessType: 'fintech',
      identifiedNeeds: ['fintech'],
      status: 'active',
    },
    fields: {
      sessionId: { kind: 'pattern', pattern: SESSION_ID_PATTERN },
      messages: { kind: 'messages', minItems: 0, roles: CHAT_ROLES, timed: true },
      // customerEmail and customerPhone are dropped when invalid rather than refused (a lost save
      // would lose the conversation; see chat-sessions-save.ts); fuzz.test.ts checks they are not stored.
      customerName: text(LIMITS.name),
      businessType: text(LIMITS.businessType),
      identifiedNeeds: { kind: 'list', maxItems: 10, item: text(LIMITS.shortLabel) },
      status: { kind: 'enum', values: CHAT_SESSION_STATUSES },
    },
  },
  'POST /api/launch/onboarding': {
    example: {
      stage: 'autosave',
      resume_token: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      last_step: 'idea',
      data: { business_type: 'FinTech', stage_completed: 'idea', business_name: null, needs_help_with: [] },
    },
    fields: {
      stage: { kind: 'enum', values: ONBOARDING_CALL_STAGES },
      resume_token: { kind: 'pattern', pattern: RESUME_TOKEN_PATTERN },
      last_step: { kind: 'enum', values: LAUNCH_STEPS },
      data: { kind: 'object' },
      'data.business_type': text(LIMITS.businessType),
      'data.stage_completed': { kind: 'enum', values: PROGRESS_STAGES },
      'data.business_name': text(LIMITS.businessName),
      'data.needs_help_with': { kind: 'list', maxItems: 10, item: text(300) },
      referrer_id: { kind: 'pattern', pattern: APPLICANT_ID_PATTERN },
      email: optionalEmail,
    },
  },
  'POST /api/payments/verify': {
    example: { reference: 'QRT-fuzz-reference' },
    fields: { reference: { kind: 'pattern', pattern: PAYMENT_REFERENCE_PATTERN } },
  },
  'POST /api/referrals': {
    example: {
      full_name: 'Chiamaka Obi',
      email: 'fuzz-example@example.com',
      whatsapp: null,
      sectors: ['fintech'],
      how_will_refer: null,
      notes: null,
      consent: true,
    },
    fields: {
      full_name: text(LIMITS.name, true),
      email: { kind: 'email', required: true },
      whatsapp: text(LIMITS.phone),
      sectors: {
        kind: 'list',
        maxItems: REFERRAL_SECTOR_IDS.length,
        item: { kind: 'enum', values: REFERRAL_SECTOR_IDS },
      },
      how_will_refer: text(LIMITS.note),
      notes: text(LIMITS.note),
      consent: { kind: 'true' },
    },
  },
  'POST /api/referrals/dashboard-link': {
    example: { email: 'fuzz-example@example.com' },
    fields: {
      email: { kind: 'email', required: true },
      fullName: text(LIMITS.name),
      dashboardToken: { kind: 'pattern', pattern: DASHBOARD_TOKEN_PATTERN },
    },
  },
  'POST /api/leads': {
    example: {
      name: 'Ada Obi',
      email: 'fuzz-example@example.com',
      phone: null,
      business_type: null,
      message: null,
      source: 'test-panel',
    },
    fields: {
      name: text(LIMITS.name, true),
      email: { kind: 'email', required: true },
      phone: text(LIMITS.phone),
      business_type: text(LIMITS.businessType),
      message: text(LIMITS.note),
      source: text(LIMITS.shortLabel, true),
    },
  },
};

/** Query parameters of public GET routes, by the same idea. */
export const querySpecs: Readonly<Record<string, Readonly<Record<string, FieldKind>>>> = {
  'GET /api/referrals/dashboard': { token: { kind: 'pattern', pattern: DASHBOARD_TOKEN_PATTERN } },
};
