import { describe, expect, it } from 'vitest';
import {
  dashboardLinkRequestSchema,
  referralApplyAnswerSchema,
  referralApplyRequestSchema,
  referralDashboardAnswerSchema,
  referralDashboardQuerySchema,
} from '../../../functions/domain/contracts/referrals.ts';
import { newDashboardToken } from '../../../functions/domain/ids.ts';
import { CONSENT_REQUIRED, NAME_AND_EMAIL_REQUIRED } from '../../../functions/domain/referral.ts';
import { firstIssue } from './contracts-helpers.ts';

const application = {
  full_name: '  Ada Obi ',
  email: ' Ada@Example.com ',
  whatsapp: '',
  sectors: ['fintech', 'events', 'fintech'],
  how_will_refer: '   ',
  notes: null,
  consent: true,
};

describe('referral apply', () => {
  it('trims text, normalises the email, drops duplicate sectors and sends empty optionals as null', () => {
    expect(referralApplyRequestSchema.parse(application)).toEqual({
      full_name: 'Ada Obi',
      email: 'ada@example.com',
      whatsapp: null,
      sectors: ['fintech', 'events'],
      how_will_refer: null,
      notes: null,
      consent: true,
    });
  });

  it('keeps optionals that have text', () => {
    const parsed = referralApplyRequestSchema.parse({
      ...application,
      whatsapp: ' +234 801 234 5678 ',
      how_will_refer: 'WhatsApp groups',
    });
    expect(parsed.whatsapp).toBe('+234 801 234 5678');
    expect(parsed.how_will_refer).toBe('WhatsApp groups');
  });

  it('asks for name and email with the form message', () => {
    expect(firstIssue(referralApplyRequestSchema, { ...application, full_name: '   ' })).toEqual({
      field: 'full_name',
      message: NAME_AND_EMAIL_REQUIRED,
    });
    expect(firstIssue(referralApplyRequestSchema, { ...application, email: ' ' })).toEqual({
      field: 'email',
      message: NAME_AND_EMAIL_REQUIRED,
    });
    expect(firstIssue(referralApplyRequestSchema, { ...application, email: 'ada@example' })?.field).toBe(
      'email',
    );
  });

  it('requires consent to be exactly true', () => {
    for (const consent of [false, 'true', undefined]) {
      expect(firstIssue(referralApplyRequestSchema, { ...application, consent })).toEqual({
        field: 'consent',
        message: CONSENT_REQUIRED,
      });
    }
  });

  it('accepts only the 11 referral sectors', () => {
    expect(firstIssue(referralApplyRequestSchema, { ...application, sectors: ['other'] })?.field).toBe(
      'sectors.0',
    );
  });

  it('rejects oversize text naming the field', () => {
    expect(
      firstIssue(referralApplyRequestSchema, { ...application, notes: 'n'.repeat(100_000) })?.field,
    ).toBe('notes');
    expect(
      firstIssue(referralApplyRequestSchema, { ...application, full_name: 'n'.repeat(121) })?.field,
    ).toBe('full_name');
  });

  it('reads the answer with the dashboard token', () => {
    const answer = {
      applicant: { id: 'a1', dashboard_token: newDashboardToken(), referral_link_id: 'ref_abcdefghi' },
    };
    expect(referralApplyAnswerSchema.parse(answer)).toEqual(answer);
  });
});

describe('referral dashboard', () => {
  it('needs a well-formed token', () => {
    const token = newDashboardToken();
    expect(referralDashboardQuerySchema.parse({ token })).toEqual({ token });
    expect(firstIssue(referralDashboardQuerySchema, { token: 'dash_x' })?.field).toBe('token');
    expect(firstIssue(referralDashboardQuerySchema, {})?.field).toBe('token');
  });

  it('reads applicant, activities and totals', () => {
    const answer = {
      applicant: { id: 'a1', full_name: 'Ada Obi', referral_link_id: 'ref_abcdefghi' },
      // Issue #26: the partner's short link, once claimed.
      short_link_slug: null,
      activities: [
        {
          id: 'r1',
          referred_email: 'founder@example.com',
          status: 'completed',
          commission_earned: 500_000,
          created_at: '2025-08-14T10:00:00.000Z',
          // Issue #26: the referred business and how far it has come.
          business_name: 'Amaka Rides',
          stage: 'live',
        },
      ],
      totals: { total_referrals: 1, total_commission: 500_000, pending: 0 },
    };
    expect(referralDashboardAnswerSchema.parse(answer)).toEqual(answer);
    expect(
      referralDashboardAnswerSchema.safeParse({ ...answer, totals: { ...answer.totals, pending: -1 } })
        .success,
    ).toBe(false);
  });

  it('asks for a dashboard link by email, the rest optional', () => {
    expect(dashboardLinkRequestSchema.parse({ email: 'Ada@Example.com' })).toEqual({
      email: 'ada@example.com',
      fullName: null,
    });
    expect(firstIssue(dashboardLinkRequestSchema, { email: 'ada example.com' })?.message).toBe(
      'Please enter a valid email address',
    );
  });
});
