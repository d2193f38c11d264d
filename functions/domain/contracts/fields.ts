import * as z from 'zod';
import { EMAIL_MAX_CHARS, INVALID_EMAIL_MESSAGE, SIMPLE_EMAIL_PATTERN } from '../email.ts';

/**
 * Building blocks of the API contracts. Text is trimmed before its length is checked, and every
 * string has a maximum so a huge value is refused with a 400 naming the field.
 */
export const tooLong = (max: number): string => `must be at most ${max} characters`;

/** Trimmed text that must not be empty. */
export const requiredText = (max: number) => z.string().trim().min(1, 'is required').max(max, tooLong(max));

/** Trimmed text that may be absent, null or blank; all three become null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => (value ? value : null));

/** Trimmed, lower-cased, within length and matching the simple pattern. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_CHARS, tooLong(EMAIL_MAX_CHARS))
  .regex(SIMPLE_EMAIL_PATTERN, INVALID_EMAIL_MESSAGE);

/** An email that may be absent, null or blank (all become null); otherwise it must be valid. */
export const optionalEmail = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    emailSchema.nullish(),
  )
  .transform((value) => value ?? null);

/** ISO 8601 date-time, as records carry created_at and friends. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** A list of short trimmed strings, blanks dropped. */
export const textList = (maxItems: number, maxChars: number) =>
  z
    .array(z.string().trim().max(maxChars, tooLong(maxChars)))
    .max(maxItems, `must have at most ${maxItems} entries`)
    .transform((items) => items.filter((item) => item !== ''));

/** A query-string value where '' means "not given" (?q=&status=). */
export const queryParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const LIMITS = {
  name: 120,
  phone: 32,
  businessName: 200,
  businessType: 80,
  shortLabel: 50,
  note: 2_000,
  search: 200,
  cursor: 2_048,
  errorText: 1_000,
  url: 2_048,
} as const;
