import fc from 'fast-check';
import { SIMPLE_EMAIL_PATTERN } from '../../../functions/domain/email.ts';

/**
 * Generators of values that a field of a given kind must refuse. Each is invalid by construction
 * (filtered against the field's own rule), so any 2xx answer to a body carrying one is a defect.
 */
export type FieldKind =
  | { readonly kind: 'text'; readonly max: number; readonly required: boolean }
  | { readonly kind: 'email'; readonly required: boolean }
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'pattern'; readonly pattern: RegExp }
  | { readonly kind: 'true' }
  | { readonly kind: 'object' }
  | { readonly kind: 'list'; readonly maxItems: number; readonly item: FieldKind }
  | {
      readonly kind: 'messages';
      readonly minItems: number;
      readonly roles: readonly string[];
      readonly timed: boolean;
    };

/** Any string: full Unicode graphemes, lone surrogates and control characters included. */
export const anyString = (maxLength = 40) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: 'grapheme-ascii', maxLength }),
  );

/** JSON values that are not strings and not null (null means "absent" for optional fields). */
export const notAString = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(anyString(8), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

const notAnArray = fc.oneof(
  anyString(),
  fc.integer(),
  fc.boolean(),
  fc.dictionary(anyString(8), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

const notAnObject = fc.oneof(
  anyString(),
  fc.integer(),
  fc.boolean(),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
);

/** Longer than `max` after trimming, as zod counts it (UTF-16 code units). */
const tooLong = (max: number) =>
  fc
    .string({ unit: 'grapheme', minLength: max + 1, maxLength: max + 400 })
    .map((text) => `x${text}x`)
    .filter((text) => text.trim().length > max);

const blank = fc.constantFrom('', ' ', '\t\n', '\u00a0\u2003');

export function invalidValue(field: FieldKind): fc.Arbitrary<unknown> {
  switch (field.kind) {
    case 'text':
      return field.required
        ? fc.oneof(notAString, tooLong(field.max), blank, fc.constant(null))
        : fc.oneof(notAString, tooLong(field.max));
    case 'email': {
      const notAnEmail = anyString(60).filter(
        (text) => !SIMPLE_EMAIL_PATTERN.test(text.trim().toLowerCase()),
      );
      // For an optional e-mail a blank string means "not given", so it is left out.
      const malformed = field.required ? notAnEmail : notAnEmail.filter((text) => text.trim() !== '');
      return fc.oneof(notAString, malformed, fc.constant(`${'a'.repeat(250)}@example.com`));
    }
    case 'enum':
      return fc.oneof(
        notAString,
        fc.constant(null),
        anyString(20).filter((text) => !field.values.includes(text)),
      );
    case 'pattern':
      return fc.oneof(
        notAString,
        fc.constant(null),
        anyString(120).filter((text) => !field.pattern.test(text) && !field.pattern.test(text.trim())),
      );
    case 'true':
      return fc.jsonValue({ maxDepth: 1 }).filter((value) => value !== true);
    case 'object':
      return notAnObject;
    case 'list':
      return fc.oneof(
        notAnArray,
        fc.array(invalidValue(field.item), { minLength: 1, maxLength: 3 }),
        fc.array(fc.constant('fintech'), { minLength: field.maxItems + 1, maxLength: field.maxItems + 20 }),
      );
    case 'messages':
      return invalidMessages(field);
  }
}

function invalidMessages(field: Extract<FieldKind, { kind: 'messages' }>): fc.Arbitrary<unknown> {
  const valid = {
    role: field.roles[0],
    content: 'Hello',
    ...(field.timed ? { timestamp: '2025-08-14T09:00:00.000Z' } : {}),
  };
  const badMessage = fc.oneof(
    notAnObject,
    invalidValue({ kind: 'enum', values: field.roles }).map((role) => ({ ...valid, role })),
    fc.oneof(notAString, blank, fc.constant(null)).map((content) => ({ ...valid, content })),
    ...(field.timed
      ? [
          anyString(30)
            .filter((text) => Number.isNaN(Date.parse(text)))
            .map((timestamp) => ({ ...valid, timestamp })),
        ]
      : []),
  );
  return fc.oneof(
    notAnArray,
    fc.array(badMessage, { minLength: 1, maxLength: 3 }).map((bad) => [valid, ...bad]),
    ...(field.minItems > 0 ? [fc.constant([])] : []),
  );
}

/** Sets `value` at a dotted path in a copy of `example`. */
export function withField(
  example: Record<string, unknown>,
  fieldPath: string,
  value: unknown,
): Record<string, unknown> {
  const [head, ...rest] = fieldPath.split('.');
  if (!head) return example;
  if (rest.length === 0) return { ...example, [head]: value };
  const inner = example[head];
  return {
    ...example,
    [head]: withField(
      typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>) : {},
      rest.join('.'),
      value,
    ),
  };
}
