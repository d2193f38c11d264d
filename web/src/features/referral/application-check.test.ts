import { describe, expect, it } from 'vitest';
import { referralApplyRequestSchema } from '@domain/contracts/referrals.ts';
import { checkReferralApplication } from './application-check.ts';
import { EMPTY_REFERRAL_FORM, type ReferralFormValues } from './application.ts';
import { APPLY_MESSAGES, LOGIN_MESSAGES } from './referral-messages.ts';

const filled: ReferralFormValues = {
  ...EMPTY_REFERRAL_FORM,
  full_name: 'Ada Obi',
  email: 'ada@example.com',
};

describe('checkReferralApplication', () => {
  it('starts with the consent box ticked and nothing else filled in', () => {
    const { consent, sectors, ...text } = EMPTY_REFERRAL_FORM;
    expect(consent).toBe(true);
    expect(sectors).toEqual([]);
    expect(Object.keys(text).sort()).toEqual(['email', 'full_name', 'how_will_refer', 'notes', 'whatsapp']);
    expect(new Set(Object.values(text))).toEqual(new Set(['']));
  });

  it.each([
    ['an empty name', { full_name: '' }, 'full_name'],
    ['a name of spaces', { full_name: '   ' }, 'full_name'],
    ['an empty email', { email: '' }, 'email'],
    ['an email of spaces', { email: ' \t ' }, 'email'],
  ] as const)('refuses %s with the spec message, pointing at the field', (_case, change, field) => {
    expect(checkReferralApplication({ ...filled, ...change })).toEqual({
      ok: false,
      message: 'Please provide your name and email',
      field,
    });
  });

  it('names the missing name before the consent', () => {
    const check = checkReferralApplication({ ...EMPTY_REFERRAL_FORM, consent: false });
    expect(check).toMatchObject({
      ok: false,
      message: APPLY_MESSAGES.nameAndEmailRequired,
      field: 'full_name',
    });
  });

  it('refuses an unticked consent box with the spec message', () => {
    expect(checkReferralApplication({ ...filled, consent: false })).toEqual({
      ok: false,
      message: 'You must agree to be contacted and accept the terms',
      field: 'consent',
    });
  });

  it('names a malformed email with the login page message', () => {
    expect(checkReferralApplication({ ...filled, email: 'ada@example' })).toEqual({
      ok: false,
      message: LOGIN_MESSAGES.invalidEmail,
      field: 'email',
    });
  });

  it('trims every text and sends empty optionals as null', () => {
    const check = checkReferralApplication({
      ...filled,
      full_name: '  Ada Obi ',
      email: ' ada@example.com  ',
      whatsapp: '   ',
      how_will_refer: '',
      notes: '\n',
      sectors: ['fintech', 'taxi'],
    });
    expect(check).toEqual({
      ok: true,
      body: {
        full_name: 'Ada Obi',
        email: 'ada@example.com',
        whatsapp: null,
        sectors: ['fintech', 'taxi'],
        how_will_refer: null,
        notes: null,
        consent: true,
      },
    });
  });

  it('keeps filled optionals, trimmed', () => {
    const check = checkReferralApplication({
      ...filled,
      whatsapp: ' 0803 123 4567 ',
      how_will_refer: ' My founders group ',
      notes: ' Lagos based ',
    });
    expect(check).toMatchObject({
      ok: true,
      body: { whatsapp: '0803 123 4567', how_will_refer: 'My founders group', notes: 'Lagos based' },
    });
  });

  it('builds a body the server contract accepts as it is', () => {
    const check = checkReferralApplication({ ...filled, sectors: ['events'], notes: 'hi' });
    if (!check.ok) throw new Error(check.message);
    expect(referralApplyRequestSchema.parse(check.body)).toEqual(check.body);
  });
});
