import { describe, expect, it } from 'vitest';
import {
  chatSessionListQuerySchema,
  chatSessionPageSchema,
  liveRefreshMessageSchema,
  recordChangedMessageSchema,
  isAdminAnswerSchema,
  launchRequestRecordSchema,
  onboardingListQuerySchema,
  sessionStatusPatchSchema,
} from '../../../functions/domain/contracts/admin.ts';
import { leadRequestSchema } from '../../../functions/domain/contracts/leads.ts';
import {
  checkoutRequestSchema,
  verifyPaymentAnswerSchema,
  verifyPaymentRequestSchema,
} from '../../../functions/domain/contracts/payments.ts';
import { errorBodySchema, simpleTestAnswerSchema } from '../../../functions/domain/contracts/system.ts';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import { firstIssue } from './contracts-helpers.ts';

const at = '2025-08-14T10:00:00.000Z';

describe('admin contracts', () => {
  it('treats empty query values as absent and defaults the page size', () => {
    expect(chatSessionListQuerySchema.parse({ q: '', status: '', cursor: '' })).toEqual({ limit: 25 });
    expect(chatSessionListQuerySchema.parse({ q: ' ada ', status: 'follow_up', limit: '10' })).toEqual({
      q: 'ada',
      status: 'follow_up',
      limit: 10,
    });
  });

  it('rejects unknown statuses, huge searches and out-of-range limits by field', () => {
    expect(firstIssue(chatSessionListQuerySchema, { status: 'deleted' })?.field).toBe('status');
    expect(firstIssue(chatSessionListQuerySchema, { q: 'q'.repeat(201) })?.field).toBe('q');
    expect(firstIssue(onboardingListQuerySchema, { limit: '1000' })?.field).toBe('limit');
    expect(firstIssue(onboardingListQuerySchema, { limit: 'ten' })?.field).toBe('limit');
  });

  it('lets admins set only follow_up or closed', () => {
    expect(sessionStatusPatchSchema.parse({ status: 'closed' })).toEqual({ status: 'closed' });
    expect(firstIssue(sessionStatusPatchSchema, { status: 'active' })?.field).toBe('status');
  });

  it('reads a page of chat sessions with snake_case fields', () => {
    const page = {
      items: [
        {
          id: 's1',
          session_id: 'chat-1755000000000-abcdefghi',
          status: 'active',
          customer_name: null,
          customer_email: null,
          customer_phone: null,
          business_type: 'fintech',
          identified_needs: ['fintech', 'real_estate'],
          created_at: at,
          last_activity_at: at,
          // Issue #26: the launch of the person this chat belongs to, once known.
          resume_token: null,
          // Issue #30: a widget chat.
          channel: 'web',
          whatsapp_wa_id: null,
          whatsapp_profile_name: null,
          taken_over_by: null,
          last_inbound_at: null,
          opted_out: false,
          first_question: 'How much is a banking app?',
        },
      ],
      nextCursor: null,
      today: 3,
    };
    expect(chatSessionPageSchema.parse(page)).toEqual(page);
    expect(firstIssue(chatSessionPageSchema, { ...page, today: undefined })?.field).toBe('today');
  });

  it('reads the live refresh message and nothing more personal', () => {
    const message = { type: 'chat_session_changed', id: 's1', eventName: 'MODIFY' };
    expect(liveRefreshMessageSchema.parse(message)).toEqual(message);
    expect(firstIssue(liveRefreshMessageSchema, { ...message, eventName: 'UPSERT' })?.field).toBe(
      'eventName',
    );
  });

  it('reads the record_changed message: a kind and a resume token, nothing else', () => {
    const message = {
      type: 'record_changed',
      kind: 'payment',
      token: '7f6c2a4e-1b1d-4c7e-9a61-2f0b9c1d3e5a',
      eventName: 'MODIFY',
    };
    expect(recordChangedMessageSchema.parse({ ...message, email: 'ada@example.com' })).toEqual(message);
    expect(firstIssue(recordChangedMessageSchema, { ...message, kind: 'lead' })?.field).toBe('kind');
  });

  it('lists launch requests with presence flags, never the sensitive values', () => {
    const record = launchRequestRecordSchema.parse({
      id: 'l1',
      name: 'Ada',
      email: 'ada@example.com',
      phone: null,
      bvn: '22222222222',
      has_bvn: true,
      has_id_document: false,
      has_bank_details: true,
      business_name: 'Ada Pay',
      business_type: 'FinTech',
      last_step: 'cta',
      resume_token: newResumeToken(),
      ai_summary: null,
      created_at: at,
      updated_at: at,
    });
    expect(record).not.toHaveProperty('bvn');
    expect(record.has_bvn).toBe(true);
  });

  it('reads the is-admin answer', () => {
    expect(isAdminAnswerSchema.parse({ isAdmin: false })).toEqual({ isAdmin: false });
  });
});

describe('payments contracts', () => {
  it('starts a checkout for a support tier', () => {
    const resumeToken = newResumeToken();
    expect(checkoutRequestSchema.parse({ tier: 'premium', resumeToken })).toEqual({
      tier: 'premium',
      resumeToken,
    });
    expect(firstIssue(checkoutRequestSchema, { tier: 'gold' })?.field).toBe('tier');
  });

  it('needs a payment reference to verify', () => {
    expect(verifyPaymentRequestSchema.parse({ reference: ' T123-abc.9 ' })).toEqual({
      reference: 'T123-abc.9',
    });
    expect(firstIssue(verifyPaymentRequestSchema, { reference: '' })?.message).toBe(
      'No payment reference provided',
    );
    expect(firstIssue(verifyPaymentRequestSchema, { reference: 'a b' })?.field).toBe('reference');
    expect(firstIssue(verifyPaymentRequestSchema, { reference: 'r'.repeat(101) })?.field).toBe('reference');
  });

  it('reads the verification answer', () => {
    const answer = { success: true, application_status: 'feature_updated', isFeatureUpdate: true };
    expect(verifyPaymentAnswerSchema.parse(answer)).toEqual(answer);
    expect(verifyPaymentAnswerSchema.safeParse({ success: true }).success).toBe(false);
  });
});

describe('lead, simple-test and error contracts', () => {
  it('accepts a lead with trimmed text and null optionals', () => {
    expect(
      leadRequestSchema.parse({
        name: ' Test ',
        email: 'test@example.com',
        message: '',
        source: 'test-panel',
      }),
    ).toEqual({
      name: 'Test',
      email: 'test@example.com',
      phone: null,
      business_type: null,
      message: null,
      source: 'test-panel',
    });
    expect(firstIssue(leadRequestSchema, { name: 'T', email: 'test@example.com', source: '' })?.field).toBe(
      'source',
    );
  });

  it('reads the simple-test answer and the error body', () => {
    expect(simpleTestAnswerSchema.parse({ ok: true, time: at, version: '0.1.0' })).toBeTruthy();
    expect(
      errorBodySchema.parse({ error: { code: 'too_large', message: 'That request is too large.' } }),
    ).toBeTruthy();
    expect(errorBodySchema.safeParse({ error: { code: 'teapot', message: 'x' } }).success).toBe(false);
  });
});
