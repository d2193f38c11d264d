import { describe, expect, it } from 'vitest';
import {
  createMockChatSession,
  createMockLaunchRequest,
  createMockLead,
  createMockOnboarding,
  createMockOtpChallenge,
  createMockPayment,
  createMockWsConnection,
} from '../../fixtures/records.ts';
import { chatDayCounterEntity } from '../../../functions/adapters/db/entities/chat-day-counter.ts';
import {
  CHAT_SESSION_STORAGE_ONLY,
  chatSessionEntity,
} from '../../../functions/adapters/db/entities/chat-session.ts';
import {
  launchRequestEntity,
  toLaunchRequest,
} from '../../../functions/adapters/db/entities/launch-request.ts';
import {
  newOnboarding,
  onboardingEntity,
  toOnboarding,
} from '../../../functions/adapters/db/entities/onboarding.ts';
import { PAYMENT_STORAGE_ONLY, paymentEntity } from '../../../functions/adapters/db/entities/payment.ts';
import { leadEntity } from '../../../functions/adapters/db/entities/lead.ts';
import { mailEventEntity } from '../../../functions/adapters/db/entities/mail-event.ts';
import { mailStatusEntity } from '../../../functions/adapters/db/entities/mail-status.ts';
import { otpChallengeEntity } from '../../../functions/adapters/db/entities/otp-challenge.ts';
import { RESUME_TOKEN_STORAGE_ONLY } from '../../../functions/adapters/db/entities/resume-token-record.ts';
import { otpCodeSendEntity } from '../../../functions/adapters/db/entities/otp-code-send.ts';
import { wsConnectionEntity } from '../../../functions/adapters/db/entities/ws-connection.ts';
import {
  chatDayCounterLayout,
  chatSessionLayout,
  chatSessionOf,
} from '../../../functions/adapters/db/layouts/chat-session.ts';
import { toChatSession } from '../../../functions/adapters/db/entities/chat-session.ts';
import {
  emptyLaunchRequest,
  launchRequestLayout,
  launchRequestOf,
} from '../../../functions/adapters/db/layouts/launch-request.ts';
import {
  emptyOnboarding,
  onboardingLayout,
  onboardingOf,
} from '../../../functions/adapters/db/layouts/onboarding.ts';
import { paymentLayout } from '../../../functions/adapters/db/layouts/payment.ts';
import { leadLayout } from '../../../functions/adapters/db/layouts/lead.ts';
import { mailEventLayout, mailStatusLayout } from '../../../functions/adapters/db/layouts/mail.ts';
import { otpChallengeLayout } from '../../../functions/adapters/db/layouts/otp-challenge.ts';
import { otpCodeSendLayout } from '../../../functions/adapters/db/layouts/otp-code-send.ts';
import { qChatLinkEntity } from '../../../functions/adapters/db/entities/q-chat-link.ts';
import { qChatLinkLayout } from '../../../functions/adapters/db/layouts/q-chat-link.ts';
import { wsConnectionLayout } from '../../../functions/adapters/db/layouts/ws-connection.ts';
import { emailClaimEntity } from '../../../functions/adapters/db/entities/email-claim.ts';
import {
  dashboardLinkCodeEntity,
  payoutAccountEntity,
} from '../../../functions/adapters/db/entities/payout-account.ts';
import { payoutEntity } from '../../../functions/adapters/db/entities/payout.ts';
import { referralActivityEntity } from '../../../functions/adapters/db/entities/referral-activity.ts';
import { referralApplicantEntity } from '../../../functions/adapters/db/entities/referral-applicant.ts';
import { createMockReferralActivity, createMockReferralApplicant } from '../../fixtures/records.ts';
import {
  referralShortLinkEntity,
  referralSlugClaimEntity,
} from '../../../functions/adapters/db/entities/referral-short-link.ts';
import {
  dashboardLinkCodeLayout,
  payoutAccountLayout,
  payoutLayout,
} from '../../../functions/adapters/db/layouts/payout.ts';
import {
  emailClaimLayout,
  referralActivityLayout,
  referralApplicantLayout,
} from '../../../functions/adapters/db/layouts/referral.ts';
import {
  referralShortLinkLayout,
  referralSlugClaimLayout,
} from '../../../functions/adapters/db/layouts/referral-short-link.ts';
import { prospectEntity } from '../../../functions/adapters/db/entities/prospect.ts';
import { prospectNoteEntity } from '../../../functions/adapters/db/entities/prospect-note.ts';
import { prospectLayout, prospectNoteLayout } from '../../../functions/adapters/db/layouts/prospect.ts';
import { withoutNulls } from '../../../functions/adapters/db/optional.ts';
import { recordOf } from '../../../functions/adapters/db/record-of.ts';
import { isStoredAs, storedItem, type StoredLayout } from '../../../functions/adapters/db/stored-item.ts';

/**
 * The adapters that talk to DynamoDB without ElectroDB (issue #31) must write and read exactly the
 * items the ElectroDB entities write and read: items already in the table, and those the other
 * adapters still write through ElectroDB, stay readable both ways. Each layout is checked against
 * its entity's own put/get parameters and parsing, for a full record and one with optional
 * attributes left out.
 */
interface ReferenceEntity {
  setTableName(name: string): void;
  put(record: object): { params(): { Item: Record<string, unknown> } };
  get(key: object): { params(): { Key: Record<string, unknown> } };
  parse(
    answer: { Item: Record<string, unknown> },
    options?: { ignoreOwnership: boolean },
  ): { data: object | null };
  readonly model: { readonly entity: string; readonly version: string };
  readonly schema: { readonly attributes: Record<string, { readonly type?: unknown }> };
}

interface Case {
  readonly layout: StoredLayout<object, never>;
  readonly entity: ReferenceEntity;
  readonly records: readonly object[];
  /** What the adapter leaves out of the record it reads (as the entity's STORAGE_ONLY lists). */
  readonly storageOnly?: readonly string[];
}

const mailEvent = {
  email: 'founder@example.com',
  event_id: 'evt-1',
  event_type: 'Bounce',
  bounce_type: 'Permanent',
  sub_type: 'General',
  message_id: 'msg-1',
  occurred_at: '2026-01-06T10:00:00.000Z',
};

/** A session as the chat adapter stores it: no derived id, no nulls, with its search text and version. */
function storedSession(overrides: Parameters<typeof createMockChatSession>[0] = {}) {
  const { id: _id, ...session } = withoutNulls(createMockChatSession(overrides));
  return { ...session, search_text: 'ada obi\nada@example.com', version: 3 };
}

function storedRequest(overrides: Parameters<typeof createMockLaunchRequest>[0] = {}) {
  const { id: _id, ...request } = withoutNulls(createMockLaunchRequest(overrides));
  return { ...request, search_text: 'tunde', version: 2 };
}

function storedOnboarding(overrides: Parameters<typeof createMockOnboarding>[0] = {}) {
  const { id: _id, ...onboarding } = withoutNulls(createMockOnboarding(overrides));
  return { ...onboarding, search_text: 'ada', version: 4 };
}

const cases: Record<string, Case> = {
  payment: {
    layout: paymentLayout as never,
    entity: paymentEntity as never,
    records: [
      withoutNulls(createMockPayment()),
      withoutNulls(
        createMockPayment({ resume_token: 'token-1', status: 'paid', paid_at: '2026-01-06T11:00:00.000Z' }),
      ),
      withoutNulls(createMockPayment({ resume_token: null })),
    ],
    storageOnly: PAYMENT_STORAGE_ONLY,
  },
  onboarding: {
    layout: onboardingLayout as never,
    entity: onboardingEntity as never,
    records: [
      storedOnboarding(),
      storedOnboarding({ live_at: '2026-01-07T10:00:00.000Z', needs_help_with: [], referrer_id: null }),
    ],
    storageOnly: RESUME_TOKEN_STORAGE_ONLY,
  },
  launch_request: {
    layout: launchRequestLayout as never,
    entity: launchRequestEntity as never,
    records: [storedRequest(), storedRequest({ bvn_encrypted: null, ai_summary: null, last_step: null })],
    storageOnly: RESUME_TOKEN_STORAGE_ONLY,
  },
  chat_session: {
    layout: chatSessionLayout as never,
    entity: chatSessionEntity as never,
    records: [
      storedSession(),
      storedSession({
        status: 'completed',
        customer_name: null,
        identified_needs: [],
        conversation_data: [],
      }),
    ],
    storageOnly: CHAT_SESSION_STORAGE_ONLY,
  },
  chat_day_counter: {
    layout: chatDayCounterLayout as never,
    entity: chatDayCounterEntity as never,
    records: [{ lagos_date: '2026-01-06', sessions_created: 4 }],
  },
  ws_connection: {
    layout: wsConnectionLayout as never,
    entity: wsConnectionEntity as never,
    records: [createMockWsConnection()],
  },
  q_chat_link: {
    layout: qChatLinkLayout as never,
    entity: qChatLinkEntity as never,
    records: [
      {
        token: 'qlink_AAAAAAAAAAAAAAAAAAAA',
        session_id: 'whatsapp-2348012345678',
        created_at: '2026-01-06T10:00:00.000Z',
      },
    ],
  },
  otp_challenge: {
    layout: otpChallengeLayout as never,
    entity: otpChallengeEntity as never,
    records: [createMockOtpChallenge(), createMockOtpChallenge({ used: true, attempts: 3 })],
  },
  otp_code_send: {
    layout: otpCodeSendLayout as never,
    entity: otpCodeSendEntity as never,
    records: [
      { email_key: 'k'.repeat(64), challenge_id: 'c-1', sent_at: '2026-01-06T10:00:00.000Z', ttl: 1 },
    ],
  },
  lead: {
    layout: leadLayout as never,
    entity: leadEntity as never,
    records: [
      withoutNulls(createMockLead()),
      withoutNulls(createMockLead({ phone: null, business_type: null, message: null })),
    ],
  },
  mail_event: {
    layout: mailEventLayout as never,
    entity: mailEventEntity as never,
    records: [
      mailEvent,
      { ...mailEvent, event_type: 'Complaint', bounce_type: undefined, sub_type: undefined },
    ],
  },
  mail_status: {
    layout: mailStatusLayout as never,
    entity: mailStatusEntity as never,
    records: [
      { email: 'founder@example.com', last_event_type: 'Bounce', last_event_at: '2026-01-06T10:00:00.000Z' },
      {
        email: 'founder@example.com',
        bounced: true,
        suppressed: false,
        last_event_type: 'Complaint',
        last_event_at: '2026-01-06T10:00:00.000Z',
      },
    ],
  },
  referral_applicant: {
    layout: referralApplicantLayout as never,
    entity: referralApplicantEntity as never,
    records: [
      withoutNulls(
        createMockReferralApplicant({
          whatsapp: '+2348011111111',
          how_will_refer: 'My WhatsApp groups',
          notes: 'Lagos',
        }),
      ),
      withoutNulls(createMockReferralApplicant({ sectors: [] })),
    ],
  },
  referral_activity: {
    layout: referralActivityLayout as never,
    entity: referralActivityEntity as never,
    records: [
      // Pending and not in the onboarding index (no resume token: the sparse gsi1 leaves it out).
      withoutNulls(createMockReferralActivity()),
      withoutNulls(
        createMockReferralActivity({
          status: 'completed',
          commission_earned: 50_000,
          completed_at: '2026-01-07T10:00:00.000Z',
          onboarding_resume_token: 'token-1',
          payment_reference: 'qtr_ref_1',
          proven_at: '2026-01-06T11:00:00.000Z',
          payout_id: 'payout-1',
          payout_status: 'paid',
          payout_reference: 'qtr_payout_1',
          payout_paid_at: '2026-01-08T10:00:00.000Z',
          payout_message: 'Approved',
        }),
      ),
    ],
  },
  email_claim: {
    layout: emailClaimLayout as never,
    entity: emailClaimEntity as never,
    records: [
      {
        purpose: 'referral_email',
        email: 'ngozi@example.com',
        owner_id: 'applicant-1',
        created_at: '2026-01-05T09:00:00.000Z',
      },
      {
        purpose: 'referred_email',
        email: 'founder@example.com',
        owner_id: 'activity-1',
        referrer_id: 'applicant-1',
        activity_created_at: '2026-01-06T10:00:00.000Z',
        created_at: '2026-01-06T10:00:00.000Z',
      },
    ],
  },
  referral_slug_claim: {
    layout: referralSlugClaimLayout as never,
    entity: referralSlugClaimEntity as never,
    records: [
      { slug: 'ada-okafor-2', referrer_id: 'applicant-1', created_at: '2026-01-05T09:00:00.000Z' },
      { slug: 'ref_a1b2c3d4e', referrer_id: 'applicant-1', created_at: '2026-01-05T09:00:00.000Z' },
    ],
  },
  referral_short_link: {
    layout: referralShortLinkLayout as never,
    entity: referralShortLinkEntity as never,
    records: [{ referrer_id: 'applicant-1', slug: 'ada-okafor', created_at: '2026-01-05T09:00:00.000Z' }],
  },
  payout_account: {
    layout: payoutAccountLayout as never,
    entity: payoutAccountEntity as never,
    records: [
      {
        referrer_id: 'applicant-1',
        bank_code: '058',
        bank_name: 'GTBank',
        account_number_encrypted: 'sealed',
        account_number_last4: '6789',
        account_name: 'NGOZI EZE',
        name_mismatch: false,
        changed_at: '2026-01-05T09:00:00.000Z',
        created_at: '2026-01-05T09:00:00.000Z',
      },
      {
        referrer_id: 'applicant-1',
        bank_code: '058',
        bank_name: 'GTBank',
        account_number_encrypted: 'sealed',
        account_number_last4: '6789',
        account_name: 'NGOZI EZE',
        name_mismatch: true,
        recipient_code: 'RCP_1',
        held_until: '2026-01-06T09:00:00.000Z',
        changed_at: '2026-01-05T09:00:00.000Z',
        created_at: '2026-01-01T09:00:00.000Z',
      },
    ],
  },
  dashboard_link_code: {
    layout: dashboardLinkCodeLayout as never,
    entity: dashboardLinkCodeEntity as never,
    records: [
      { referrer_id: 'applicant-1', code_hash: 'a'.repeat(64), expires_at: '2026-01-05T10:00:00.000Z' },
    ],
  },
  payout: {
    layout: payoutLayout as never,
    entity: payoutEntity as never,
    records: [
      {
        id: 'payout-1',
        reference: 'qtr_payout_1',
        referrer_id: 'applicant-1',
        activity_ids: ['activity-1', 'activity-2'],
        amount_kobo: 10_000_000,
        status: 'approved',
        approved_by: 'admin@example.com',
        approved_at: '2026-01-08T10:00:00.000Z',
      },
      {
        id: 'payout-2',
        reference: 'qtr_payout_2',
        referrer_id: 'applicant-1',
        activity_ids: ['activity-3'],
        amount_kobo: 5_000_000,
        status: 'failed',
        transfer_code: 'TRF_1',
        recipient_code: 'RCP_1',
        message: 'Account closed',
        approved_by: 'admin@example.com',
        approved_at: '2026-01-08T10:00:00.000Z',
        failed_at: '2026-01-09T10:00:00.000Z',
        stuck_alerted_at: '2026-01-09T11:00:00.000Z',
      },
    ],
  },
  prospect: {
    layout: prospectLayout as never,
    entity: prospectEntity as never,
    records: [
      // On the follow-up list (gsi2), and off it: no date, no index keys.
      {
        resume_token: 'token-1',
        owner: 'staff@example.com',
        follow_up_on: '2026-01-09',
        updated_at: '2026-01-06T10:00:00.000Z',
        version: 2,
      },
      { resume_token: 'token-1', updated_at: '2026-01-06T10:00:00.000Z', version: 1 },
    ],
    storageOnly: ['version'],
  },
  prospect_note: {
    layout: prospectNoteLayout as never,
    entity: prospectNoteEntity as never,
    records: [
      {
        resume_token: 'token-1',
        id: 'note-1',
        text: 'Called; wants a demo on Friday.',
        author: 'staff@example.com',
        created_at: '2026-01-06T10:00:00.000Z',
      },
    ],
  },
};

describe.each(Object.entries(cases))(
  'the stored layout of %s',
  (name, { layout, entity, records, storageOnly = [] }) => {
    entity.setTableName('quarter');

    it('names its entity, version and attributes as the ElectroDB entity does', () => {
      expect([layout.entity, layout.version]).toEqual([name, entity.model.version]);
      expect(entity.model.entity).toBe(name);
      const lists = (attributes: Record<string, { readonly type?: unknown }>) =>
        Object.entries(attributes).map(([attribute, { type }]) => [attribute, type === 'list']);
      expect(lists(layout.schema.attributes)).toEqual(lists(entity.schema.attributes));
    });

    it.each(records.map((record, index) => [index, record] as const))(
      'writes record %i as the very item and key the entity writes',
      (_index, record) => {
        expect(storedItem(layout, record)).toEqual(entity.put(record).params().Item);
        expect(layout.key(record as never)).toEqual(entity.get(record).params().Key);
      },
    );

    it.each(records.map((record, index) => [index, record] as const))(
      'reads record %i back as the entity reads it, and leaves another entity’s item alone',
      (_index, record) => {
        const item = entity.put(record).params().Item;
        // As `get(...).go()` and `query(...).go()` read: only items the entity owns.
        const owned = { ignoreOwnership: false };
        const parsed = entity.parse({ Item: item }, owned).data;
        expect(isStoredAs(layout, item)).toBe(true);
        expect(recordOf(layout, storageOnly, item)).toEqual(recordOf(entity, storageOnly, parsed as object));
        const foreign = { ...item, __edb_e__: 'someone_else' };
        expect(entity.parse({ Item: foreign }, owned).data).toBeNull();
        expect(isStoredAs(layout, foreign)).toBe(false);
      },
    );
  },
);

describe('a chat session read without ElectroDB', () => {
  it('is the record the entity reads, its id derived from session_id', () => {
    const item = chatSessionEntity.put(storedSession() as never).params().Item;
    const parsed = chatSessionEntity.parse({ Item: item }, { ignoreOwnership: false }).data;
    expect(chatSessionOf(item)).toEqual(toChatSession(parsed as never));
    expect(chatSessionOf(item).id).toBe(item.session_id);
  });
});

describe('a launch request read without ElectroDB', () => {
  it('is the record the entity reads, and a new one is as empty as the entity’s', () => {
    const item = launchRequestEntity.put(storedRequest() as never).params().Item;
    const parsed = launchRequestEntity.parse({ Item: item }, { ignoreOwnership: false }).data;
    expect(launchRequestOf(item)).toEqual(toLaunchRequest(parsed as never));
    const now = '2026-01-06T10:00:00.000Z';
    expect(emptyLaunchRequest('token-1', now)).toEqual(
      toLaunchRequest({ resume_token: 'token-1', created_at: now, updated_at: now } as never),
    );
  });
});

describe('an onboarding record read without ElectroDB', () => {
  it('is the record the entity reads, and a new one is as empty as the entity’s', () => {
    const item = onboardingEntity.put(storedOnboarding() as never).params().Item;
    const parsed = onboardingEntity.parse({ Item: item }, { ignoreOwnership: false }).data;
    expect(onboardingOf(item)).toEqual(toOnboarding(parsed as never));
    const now = '2026-01-06T10:00:00.000Z';
    expect(emptyOnboarding('token-1', now)).toEqual(newOnboarding('token-1', now));
  });
});
