import { describe, expect, it } from 'vitest';
import { withinDeadline } from '../../setup/deadline.ts';
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

  // The attack: an unauthenticated body of one long "address" whose domain has many dots and a
  // second at sign at its end. The rule read it once per dot; at 64 KB that took 1.5 s of CPU to
  // refuse, at these 256 KB about 20 s.
  it('refuses a 256 KB dotted address in one pass, in the rule and in the schema', () => {
    const attack = `a@b${'.b'.repeat(128_000)}.@..b`;
    expect(withinDeadline(() => isSimpleEmail(attack))).toBe(false);
    expect(withinDeadline(() => emailSchema.safeParse(attack).success)).toBe(false);
    expect(emailSchema.safeParse(`a@b${'.b'.repeat(120)}.@..b`).success).toBe(false);
  });

  it('finds an address inside free text', () => {
    expect(extractEmail('A bakery in Lagos, reach me at Ada@Example.com.')).toBe('ada@example.com');
    expect(extractEmail('no address here @ all')).toBeNull();
  });

  it.each([
    ['a@b@c.com', 'b@c.com'],
    ['(ada@x.co)', 'ada@x.co'],
    ['"Ada" <ada.obi@mail.example.ng>, thanks', 'ada.obi@mail.example.ng'],
    ['first one@a.ng then two@b.ng', 'one@a.ng'],
  ])('in %j finds %s, the first address whole', (text, address) => {
    expect(extractEmail(text)).toBe(address);
  });

  // A search that restarted at every character of a long word took time growing with its square:
  // 4,000 characters took 10 ms, so one of these 400,000 would take minutes; read once, it takes a
  // few milliseconds.
  it('reads a 400,000-character word without an address in one pass', () => {
    const word = 'x'.repeat(400_000);
    const within = (text: string) => withinDeadline(() => extractEmail(text));
    expect(within(word)).toBeNull();
    expect(within(`${word} and ada@example.com`)).toBe('ada@example.com');
    expect(within(`a@${'b'.repeat(400_000)}`)).toBeNull();
  });
});
