import { describe, expect, it } from 'vitest';
import { whatsappIdOfPhone } from '../../../functions/domain/whatsapp/phone.ts';

describe("a typed phone number as WhatsApp's wa_id (issue #30)", () => {
  it('reads every usual Nigerian form of one number as the same wa_id', () => {
    for (const typed of [
      '+2348012345678',
      '+234 801 234 5678',
      '+234 (0) 801 234 5678',
      '234-801-234-5678',
      '2348012345678',
      '23408012345678',
      '08012345678',
      '0801 234 5678',
      '00234 801 234 5678',
      '8012345678',
    ])
      expect(whatsappIdOfPhone(typed), typed).toBe('2348012345678');
  });

  it('keeps a number of another country as it is written internationally', () => {
    expect(whatsappIdOfPhone('+44 20 7946 0958')).toBe('442079460958');
    expect(whatsappIdOfPhone('+1 (415) 555-0100')).toBe('14155550100');
  });

  it('names no wa_id for what is no full number', () => {
    for (const typed of [
      null,
      undefined,
      '',
      'call me',
      '12345',
      '0801234',
      '+234 801 234 5678 ext 9',
      '0123',
    ])
      expect(whatsappIdOfPhone(typed), String(typed)).toBeNull();
  });
});
