import * as z from 'zod';
import {
  BUSINESS_NAME_MAX_CHARS,
  BUSINESS_TYPE_MAX_CHARS,
  CURSOR_MAX_CHARS,
  ERROR_TEXT_MAX_CHARS,
  NAME_MAX_CHARS,
  NOTE_MAX_CHARS,
  PHONE_MAX_CHARS,
  SEARCH_MAX_CHARS,
  SHORT_LABEL_MAX_CHARS,
  URL_MAX_CHARS,
} from '../field-limits.ts';
import { CHAT_INPUT_MAX_CHARS } from '../chat-limits.ts';
import { cleanText, hasUnsafeCharacters } from '../clean-text.ts';
import { EMAIL_MAX_CHARS, INVALID_EMAIL_MESSAGE, SIMPLE_EMAIL_PATTERN } from '../email.ts';
import { builtOnFirstUse } from './built-on-first-use.ts';

/**
 * Building blocks of the API contracts. Text is cleaned (NFC, no control or bidi-override
 * characters: clean-text.ts) and trimmed before its length is checked, and every string has a
 * maximum so a huge value is refused with a 400 naming the field. Every stored free-text field is
 * built from these, so the cleaning happens once, here, at the contract boundary.
 */
export const tooLong = (max: number): string => `must be at most ${max} characters`;

/** A string, cleaned; chain trim and the checks after it. */
export const cleanString = () => z.string().overwrite(cleanText);

/** Trimmed text that must not be empty. */
export const requiredText = (max: number) =>
  cleanString().trim().min(1, 'is required').max(max, tooLong(max));

/** Trimmed text that may be absent, null or blank; all three become null. */
export const optionalText = (max: number) =>
  cleanString()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => (value ? value : null));

/** Trimmed, lower-cased, within length and matching the simple pattern. */
export const emailSchema = builtOnFirstUse(() =>
  z
    .string()
    .trim()
    .normalize('NFC')
    .toLowerCase()
    // An over-long address is not a valid one: refused at once with the spec's one sentence for an
    // invalid address (zod would otherwise run the checks below on it too).
    .max(EMAIL_MAX_CHARS, { error: INVALID_EMAIL_MESSAGE, abort: true })
    // Refused, not cleaned: an address with a hidden character is not the address it looks like.
    .refine((value) => !hasUnsafeCharacters(value), INVALID_EMAIL_MESSAGE)
    .regex(SIMPLE_EMAIL_PATTERN, INVALID_EMAIL_MESSAGE),
);

/** An email that may be absent, null or blank (all become null); otherwise it must be valid. */
export const optionalEmail = builtOnFirstUse(() =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      emailSchema.nullish(),
    )
    .transform((value) => value ?? null),
);

/** ISO 8601 date-time, as records carry created_at and friends. */
export const isoDateTime = builtOnFirstUse(() => z.iso.datetime({ offset: true }));

/** A list of short trimmed strings, blanks dropped. */
export const textList = (maxItems: number, maxChars: number) =>
  z
    .array(cleanString().trim().max(maxChars, tooLong(maxChars)))
    .max(maxItems, `must have at most ${maxItems} entries`)
    .transform((items) => items.filter((item) => item !== ''));

/** A query-string value where '' means "not given" (?q=&status=). */
export const queryParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** The field caps by kind of field; the numbers live in ../field-limits.ts, which the web forms share. */
export const LIMITS = {
  name: NAME_MAX_CHARS,
  phone: PHONE_MAX_CHARS,
  businessName: BUSINESS_NAME_MAX_CHARS,
  idea: CHAT_INPUT_MAX_CHARS,
  businessType: BUSINESS_TYPE_MAX_CHARS,
  shortLabel: SHORT_LABEL_MAX_CHARS,
  note: NOTE_MAX_CHARS,
  search: SEARCH_MAX_CHARS,
  cursor: CURSOR_MAX_CHARS,
  errorText: ERROR_TEXT_MAX_CHARS,
  url: URL_MAX_CHARS,
} as const;
