import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanText, hasUnsafeCharacters } from '../../../functions/domain/clean-text.ts';
import { emailSchema, requiredText } from '../../../functions/domain/contracts/fields.ts';

/** Every character a stored text may not hold (issue #14), one of each kind. */
const UNSAFE_SAMPLES = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\r',
  '\u007f',
  '\u0085',
  '\u202e',
  '\u202a',
  '\u2066',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
];

describe('cleanText', () => {
  it('drops NUL, C0/C1 controls and bidi controls, keeping newline and tab', () => {
    for (const unsafe of UNSAFE_SAMPLES)
      expect(cleanText(`Ada${unsafe} Obi`), JSON.stringify(unsafe)).toBe('Ada Obi');
    expect(cleanText('line one\n\tline two')).toBe('line one\n\tline two');
  });

  it('normalises to NFC, so one name is stored one way', () => {
    expect(cleanText('Ade\u0301')).toBe('Adé');
  });

  it('never leaves an unsafe character, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const cleaned = cleanText(text);
        expect(hasUnsafeCharacters(cleaned)).toBe(false);
        expect(cleanText(cleaned)).toBe(cleaned);
      }),
    );
    // A hundred generated inputs take milliseconds alone, seconds on a loaded 2-core CI machine.
  }, 30_000);

  it('is applied by the contract building blocks, before trimming and the length check', () => {
    expect(requiredText(10).parse('\u202e  Ada  \u0000')).toBe('Ada');
    expect(requiredText(3).safeParse('\u0000\u0000\u0000\u0000Ada').success).toBe(true);
    expect(requiredText(10).safeParse('\u202e\u0000').success).toBe(false);
  });

  it('refuses an e-mail address with a hidden character rather than guessing what was meant', () => {
    expect(emailSchema.safeParse('ada\u202e@example.com').success).toBe(false);
    expect(emailSchema.safeParse('ada\u0000@example.com').success).toBe(false);
    expect(emailSchema.parse(' Ada@Example.com ')).toBe('ada@example.com');
  });
});
