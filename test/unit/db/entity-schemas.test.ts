import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Entity } from 'electrodb';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { OTP_CODE_SEND_STORAGE_ONLY } from '../../../functions/adapters/db/entities/otp-code-send.ts';
import { CHAT_SESSION_STORAGE_ONLY } from '../../../functions/adapters/db/entities/chat-session.ts';
import { PAYMENT_STORAGE_ONLY } from '../../../functions/adapters/db/entities/payment.ts';
import { PROSPECT_STORAGE_ONLY } from '../../../functions/adapters/db/entities/prospect.ts';
import { RESUME_TOKEN_STORAGE_ONLY } from '../../../functions/adapters/db/entities/resume-token-record.ts';
import {
  chatDayCounterSchema,
  emailClaimSchema,
  otpCodeSendSchema,
  rateCounterSchema,
} from '../../../functions/domain/contracts/records/bookkeeping.ts';
import { chatSessionSchema } from '../../../functions/domain/contracts/records/chat-session.ts';
import { launchRequestSchema } from '../../../functions/domain/contracts/records/launch-request.ts';
import { leadSchema } from '../../../functions/domain/contracts/records/lead.ts';
import { mailEventSchema, mailStatusSchema } from '../../../functions/domain/contracts/records/mail-event.ts';
import { onboardingSchema } from '../../../functions/domain/contracts/records/onboarding.ts';
import { otpChallengeSchema } from '../../../functions/domain/contracts/records/otp-challenge.ts';
import { paymentSchema } from '../../../functions/domain/contracts/records/payment.ts';
import {
  prospectCareRecordSchema,
  prospectNoteSchema,
} from '../../../functions/domain/contracts/records/prospect.ts';
import { referralActivityRecordSchema } from '../../../functions/domain/contracts/records/referral-activity.ts';
import { referralApplicantSchema } from '../../../functions/domain/contracts/records/referral-applicant.ts';
import {
  referralShortLinkSchema,
  referralSlugClaimSchema,
} from '../../../functions/domain/contracts/records/referral-short-link.ts';
import { qChatLinkRecordSchema } from '../../../functions/domain/contracts/records/q-chat-link.ts';
import { wsConnectionSchema } from '../../../functions/domain/contracts/records/ws-connection.ts';
import { payoutRecordSchema } from '../../../functions/domain/contracts/records/payout.ts';
import {
  dashboardLinkCodeSchema,
  payoutAccountRecordSchema,
} from '../../../functions/domain/contracts/records/payout-account.ts';

/**
 * Each stored record is described twice, on purpose: its zod schema (functions/domain/contracts/
 * records), which every service, port and adapter type is inferred from, and its ElectroDB entity,
 * which says how it is stored. This keeps the two naming the same fields, so a field added to one
 * and not the other fails here instead of being silently dropped on write or read.
 */
interface Pairing {
  readonly schema: z.ZodObject;
  /** Attributes only the table needs (the record read back leaves them out), each with why. */
  readonly storageOnly?: readonly string[];
  /** Keys of the record that are not attributes of their own, each derived from the item's key. */
  readonly derived?: readonly string[];
}

/** Keyed by the entity's model name. */
const PAIRINGS: Readonly<Record<string, Pairing>> = {
  // search_text: the admin search's lowercased text; version: the optimistic lock. id = session_id.
  chat_session: { schema: chatSessionSchema, storageOnly: CHAT_SESSION_STORAGE_ONLY, derived: ['id'] },
  // search_text and version as above; id = resume_token.
  onboarding: { schema: onboardingSchema, storageOnly: RESUME_TOKEN_STORAGE_ONLY, derived: ['id'] },
  launch_request: { schema: launchRequestSchema, storageOnly: RESUME_TOKEN_STORAGE_ONLY, derived: ['id'] },
  // failed_at: kept for support when a charge failed; nothing reads it back.
  payment: { schema: paymentSchema, storageOnly: PAYMENT_STORAGE_ONLY },
  // version: the optimistic lock of staff edits.
  prospect: { schema: prospectCareRecordSchema, storageOnly: PROSPECT_STORAGE_ONLY },
  prospect_note: { schema: prospectNoteSchema },
  referral_applicant: { schema: referralApplicantSchema },
  referral_activity: { schema: referralActivityRecordSchema },
  lead: { schema: leadSchema },
  mail_event: { schema: mailEventSchema },
  mail_status: { schema: mailStatusSchema },
  otp_challenge: { schema: otpChallengeSchema },
  // ttl: DynamoDB removes the record of a send soon after its code expires.
  otp_code_send: { schema: otpCodeSendSchema, storageOnly: OTP_CODE_SEND_STORAGE_ONLY },
  ws_connection: { schema: wsConnectionSchema },
  q_chat_link: { schema: qChatLinkRecordSchema },
  email_claim: { schema: emailClaimSchema },
  // ttl: DynamoDB removes the counter soon after its window ends.
  rate_counter: { schema: rateCounterSchema, storageOnly: ['ttl'] },
  chat_day_counter: { schema: chatDayCounterSchema },
  referral_slug_claim: { schema: referralSlugClaimSchema },
  referral_short_link: { schema: referralShortLinkSchema },
  payout: { schema: payoutRecordSchema },
  payout_account: { schema: payoutAccountRecordSchema },
  dashboard_link_code: { schema: dashboardLinkCodeSchema },
};

/** What this test reads of an ElectroDB entity. */
interface AnyEntity {
  readonly model: { readonly entity: string };
  readonly schema: { readonly attributes: Record<string, { readonly type?: unknown }> };
}

const entitiesDir = path.resolve(import.meta.dirname, '../../../functions/adapters/db/entities');

/** Every ElectroDB entity the entities folder exports, by its model name. */
async function declaredEntities(): Promise<Map<string, AnyEntity>> {
  const found = new Map<string, AnyEntity>();
  for (const file of readdirSync(entitiesDir).filter((name) => name.endsWith('.ts'))) {
    const module = (await import(path.join(entitiesDir, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (value instanceof Entity) {
        const entity = value as unknown as AnyEntity;
        found.set(entity.model.entity, entity);
      }
    }
  }
  return found;
}

/** What the entity and the schema disagree on; empty when they name the same fields. */
function drift(attributes: readonly string[], pairing: Pairing): string[] {
  const storageOnly = pairing.storageOnly ?? [];
  const derived = pairing.derived ?? [];
  const keys = Object.keys(pairing.schema.shape);
  return [
    ...attributes
      .filter((name) => !storageOnly.includes(name) && !keys.includes(name))
      .map((name) => `attribute ${name} is not in the schema`),
    ...keys
      .filter((key) => !derived.includes(key) && !attributes.includes(key))
      .map((key) => `schema key ${key} is not an attribute`),
    ...storageOnly
      .filter((name) => !attributes.includes(name))
      .map((name) => `storage-only ${name} is not an attribute`),
    ...derived
      .filter((key) => attributes.includes(key) || !keys.includes(key))
      .map((key) => `derived ${key} must be a schema key and no attribute`),
  ];
}

describe('each ElectroDB entity and its record schema', () => {
  it('pair up: every entity has a schema, and every pairing names an entity', async () => {
    const entities = await declaredEntities();
    expect([...entities.keys()].sort()).toEqual(Object.keys(PAIRINGS).sort());
  });

  it('name the same fields, apart from the listed storage-only and derived ones', async () => {
    const entities = await declaredEntities();
    const disagreements = Object.fromEntries(
      [...entities].map(([name, entity]) => [
        name,
        drift(Object.keys(entity.schema.attributes), PAIRINGS[name] ?? { schema: rateCounterSchema }),
      ]),
    );
    expect(disagreements).toEqual(Object.fromEntries([...entities.keys()].map((name) => [name, []])));
  });

  it('agree on which fields are lists', async () => {
    const entities = await declaredEntities();
    for (const [name, entity] of entities) {
      const shape = PAIRINGS[name]?.schema.shape ?? {};
      for (const [attribute, definition] of Object.entries(entity.schema.attributes)) {
        const field = shape[attribute] as z.ZodType | undefined;
        if (!field) continue;
        expect(definition.type === 'list', `${name}.${attribute}`).toBe(field.def.type === 'array');
      }
    }
  });

  it('notice a field added to one side only', () => {
    const pairing = PAIRINGS.lead!;
    const attributes = Object.keys(pairing.schema.shape);
    expect(drift(attributes, pairing)).toEqual([]);
    expect(drift([...attributes, 'city'], pairing)).toEqual(['attribute city is not in the schema']);
    expect(drift(attributes.slice(1), pairing)).toEqual([`schema key ${attributes[0]} is not an attribute`]);
  });
});
