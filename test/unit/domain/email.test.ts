import { describe, expect, it } from 'vitest';
import { emailSchema } from '../../../functions/domain/contracts/fields.ts';
import {
  INVALID_EMAIL_MESSAGE,
  extractEmail,
  isSimpleEmail,
  normalizeEmail,
} from '../../../functions/domain/email.ts';

describe('simple email rule', () => {
  it.each(['ada@example.com', 'ada.obi+ref@mail.example.ng', 'A@B.CO'])('accepts %s', (email) => {
    expect(isSimpleEmail(email)).toBe(true);
  });

  it.each(['ada example.com', 'ada@@example.com', 'ada@example', '@example.com', 'ada@ex ample.com', ''])(
    'rejects %s',
    (email) => {
      expect(isSimpleEmail(email)).toBe(false);
    },
  );

  it('normalises by trimming and lower-casing', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('parses to the normalised address, or names the problem', () => {
    expect(emailSchema.parse(' Ada@Example.com ')).toBe('ada@example.com');
    const result = emailSchema.safeParse('not-an-email');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(INVALID_EMAIL_MESSAGE);
    expect(emailSchema.safeParse(`${'a'.repeat(250)}@example.com`).success).toBe(false);
  });

  it('finds an address inside free text', () => {
    expect(extractEmail('A bakery in Lagos, reach me at Ada@Example.com.')).toBe('ada@example.com');
    expect(extractEmail('no address here @ all')).toBeNull();
  });
});
