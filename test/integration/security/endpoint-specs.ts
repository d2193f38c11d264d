import { randomUUID } from 'node:crypto';
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
} from '../../../functions/domain/launch-chat-steps.ts';
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

/**
 * In every string of every example, so anything a fuzz case managed to store would carry it (the
 * stored-nothing checks look for it, and for the values sent, in items that appeared or changed).
 */
export const FUZZ_MARKER = `fz${Math.random().toString(36).slice(2, 9).padEnd(7, '0')}`;
const email = `fuzz-${FUZZ_MARKER}@example.com`;

export const bodySpecs: Readonly<Record<string, BodySpec>> = {
  'POST /api/chat': {
    example: { messages: [{ role: 'user', content: `Hello Q ${FUZZ_MARKER}` }] },
    fields: { messages: { kind: 'messages', minItems: 1, roles: CHAT_ROLES, timed: false } },
  },
  'POST /api/chat-sessions': {
    example: {
      sessionId: `chat-1755162000000-${FUZZ_MARKER}`,
      messages: [{ role: 'user', content: `Hi ${FUZZ_MARKER}`, timestamp: at }],
      customerEmail: null,
      customerName: `Ada Obi ${FUZZ_MARKER}`,
      customerPhone: null,
      businessType: `fintech ${FUZZ_MARKER}`,
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
      resume_token: randomUUID(),
      last_step: 'idea',
      data: {
        business_type: `FinTech ${FUZZ_MARKER}`,
        stage_completed: 'idea',
        business_name: `Suya ${FUZZ_MARKER}`,
        needs_help_with: [`Who are your customers? ${FUZZ_MARKER}`],
      },
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
    example: { reference: `QRT-${FUZZ_MARKER}` },
    fields: { reference: { kind: 'pattern', pattern: PAYMENT_REFERENCE_PATTERN } },
  },
  'POST /api/referrals': {
    example: {
      full_name: `Chiamaka Obi ${FUZZ_MARKER}`,
      email,
      whatsapp: null,
      sectors: ['fintech'],
      how_will_refer: `Founders I mentor ${FUZZ_MARKER}`,
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
    example: { email, fullName: `Ada Obi ${FUZZ_MARKER}` },
    fields: {
      email: { kind: 'email', required: true },
      fullName: text(LIMITS.name),
      dashboardToken: { kind: 'pattern', pattern: DASHBOARD_TOKEN_PATTERN },
    },
  },
  'POST /api/leads': {
    example: {
      name: `Ada Obi ${FUZZ_MARKER}`,
      email,
      phone: null,
      business_type: null,
      message: `Hello ${FUZZ_MARKER}`,
      source: `test-panel-${FUZZ_MARKER}`,
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
