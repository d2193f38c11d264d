import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../lib/routing/index.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { launchRequestStepSchema } from '@domain/contracts/launch-request.ts';
import { chatSessionListQuerySchema } from '@domain/contracts/admin.ts';
import { referralApplyRequestSchema } from '@domain/contracts/referrals.ts';
import { EMAIL_MAX_CHARS } from '@domain/email.ts';
import {
  BUSINESS_NAME_MAX_CHARS,
  BUSINESS_TYPE_MAX_CHARS,
  NAME_MAX_CHARS,
  NOTE_MAX_CHARS,
  PHONE_MAX_CHARS,
  SEARCH_MAX_CHARS,
  SHORT_LABEL_MAX_CHARS,
} from '@domain/field-limits.ts';
import { SearchBox } from '../features/admin/components/admin-list.tsx';
import { EmailCodeSignIn } from '../shared/auth/components/email-code-sign-in.tsx';
import { BankStep } from '../features/payments/launch-request/bank-step.tsx';
import { BusinessStep } from '../features/payments/launch-request/business-step.tsx';
import { IdentityStep } from '../features/payments/launch-request/identity-step.tsx';
import { INITIAL_APPLICATION } from '../features/referral/application-state.ts';
import { ReferralApplicationForm } from '../features/referral/components/referral-application-form.tsx';
import type { LaunchRequestView } from '@domain/contracts/launch-request.ts';

/*
 * Every form input for a field the API validates stops typing exactly where the API would refuse:
 * its maxLength is the domain limit, the API contract accepts a value that long and refuses one
 * character more. Changing a limit on either side without the other fails here.
 */

afterEach(cleanup);

const maxLengthOf = (label: string): number =>
  (screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement).maxLength;
const maxLengthById = (id: string): number =>
  (document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement).maxLength;

const text = (length: number) => 'a'.repeat(length);
/** A valid e-mail address exactly `length` characters long. */
const emailOf = (length: number) => `${'a'.repeat(length - '@example.ng'.length)}@example.ng`;

const request: LaunchRequestView = {
  resume_token: '0b3e9a52-6d1f-4a8e-b7c4-5e2d1f0a9c8b',
  name: null,
  email: 'founder@example.ng',
  phone: null,
  business_name: null,
  business_type: null,
  last_step: null,
  has_bvn: false,
  has_id_document: false,
  has_bank_details: false,
  updated_at: '2026-03-01T12:00:00.000Z',
};
const noop = () => undefined;

describe('form limits match the API', () => {
  it('referral application form', () => {
    render(
      <MemoryRouter>
        <ReferralApplicationForm state={INITIAL_APPLICATION} dispatch={noop} onSubmit={async () => null} />
      </MemoryRouter>,
    );
    const fields = {
      full_name: [maxLengthById('referral-full-name'), NAME_MAX_CHARS, text],
      email: [maxLengthById('referral-email'), EMAIL_MAX_CHARS, emailOf],
      whatsapp: [maxLengthById('referral-whatsapp'), PHONE_MAX_CHARS, text],
      how_will_refer: [maxLengthById('referral-how'), NOTE_MAX_CHARS, text],
      notes: [maxLengthById('referral-notes'), NOTE_MAX_CHARS, text],
    } as const;
    const valid = { full_name: 'Ada', email: 'ada@example.ng', consent: true };

    for (const [field, [maxLength, limit, valueOf]] of Object.entries(fields)) {
      expect(maxLength, field).toBe(limit);
      const at = referralApplyRequestSchema.safeParse({ ...valid, [field]: valueOf(maxLength) });
      const over = referralApplyRequestSchema.safeParse({ ...valid, [field]: valueOf(maxLength + 1) });
      expect(at.success, `${field} at ${maxLength}`).toBe(true);
      expect(over.success, `${field} over ${maxLength}`).toBe(false);
    }
  });

  it('launch request business step', () => {
    render(<BusinessStep token={request.resume_token} request={request} onSaved={noop} />);
    const fields = {
      name: [maxLengthOf('Full name'), NAME_MAX_CHARS, text],
      business_name: [maxLengthOf('Business name'), BUSINESS_NAME_MAX_CHARS, text],
      business_type: [maxLengthOf('Business type'), BUSINESS_TYPE_MAX_CHARS, text],
    } as const;
    const valid = {
      step: 'business',
      name: 'Ada',
      business_name: 'Ada Pay',
      business_type: 'FinTech',
      phone: '+234 801 234 5678',
    };

    for (const [field, [maxLength, limit, valueOf]] of Object.entries(fields)) {
      expect(maxLength, field).toBe(limit);
      const at = launchRequestStepSchema.safeParse({ ...valid, [field]: valueOf(maxLength) });
      const over = launchRequestStepSchema.safeParse({ ...valid, [field]: valueOf(maxLength + 1) });
      expect(at.success, `${field} at ${maxLength}`).toBe(true);
      expect(over.success, `${field} over ${maxLength}`).toBe(false);
    }
    // PHONE_PATTERN already refuses numbers far shorter than the cap, so only the cap itself is shared.
    const phone = maxLengthOf('Phone number');
    expect(phone).toBe(PHONE_MAX_CHARS);
    expect(launchRequestStepSchema.safeParse({ ...valid, phone: `+234 ${text(phone)}` }).success).toBe(false);
  });

  it('launch request bank step', () => {
    render(<BankStep token={request.resume_token} request={request} onSaved={noop} onContinue={noop} />);
    const maxLength = maxLengthOf('Bank');
    const step = { step: 'bank_details', account_number: '0123456789' };

    expect(maxLength).toBe(SHORT_LABEL_MAX_CHARS);
    expect(launchRequestStepSchema.safeParse({ ...step, bank_name: text(maxLength) }).success).toBe(true);
    expect(launchRequestStepSchema.safeParse({ ...step, bank_name: text(maxLength + 1) }).success).toBe(
      false,
    );
  });

  it('sign-in by e-mailed code', () => {
    render(<EmailCodeSignIn onSignedIn={noop} />);

    expect(maxLengthOf('Email')).toBe(EMAIL_MAX_CHARS);
  });

  it('admin list search', () => {
    render(<SearchBox id="search" label="Search" placeholder="Name or email" value="" onChange={noop} />);
    const maxLength = maxLengthOf('Search');

    expect(maxLength).toBe(SEARCH_MAX_CHARS);
    expect(chatSessionListQuerySchema.safeParse({ q: text(maxLength) }).success).toBe(true);
    expect(chatSessionListQuerySchema.safeParse({ q: text(maxLength + 1) }).success).toBe(false);
  });
});

describe('launch request identity step', () => {
  it('labels the ID document input and describes it by its hint, like the BVN field', () => {
    render(<IdentityStep token={request.resume_token} request={request} onSaved={noop} onContinue={noop} />);
    const input = screen.getByLabelText('ID document');

    expect(input.id).toBe('launch-request-id-document');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('aria-describedby')).toBe('launch-request-id-document-hint');
    expect(document.getElementById('launch-request-id-document-hint')?.textContent).toMatch(
      /NIN slip, international passport, driver's licence or voter's card: a photo or a PDF, at most 5 MB\./,
    );
  });
});
