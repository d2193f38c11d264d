import { invalidCursorFault } from '../../domain/faults.ts';

/**
 * A cursor this API did not issue, or issued for another list: a named fault the listing service
 * turns into the caller's 400 (functions/services/shared/faults.ts `listPage`).
 */
export const invalidCursor = invalidCursorFault;

/** A DynamoDB LastEvaluatedKey of string keys (every key in this table is a string). */
export type PageKey = Record<string, string>;

/** What a cursor for one list must look like: exactly these key fields, and the list's partition. */
export interface CursorShape {
  keyFields: readonly string[];
  partition: { field: string; value: string };
}

const MAX_CURSOR_LENGTH = 2_048;

/** Opaque to callers: base64url of the JSON key (the same encoding ElectroDB reads). */
export function encodeCursor(key: PageKey): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/**
 * Decodes and checks a cursor before it reaches DynamoDB, so a tampered or foreign cursor is a
 * clean refusal rather than a ValidationException (or a page of another list).
 */
export function decodeCursor(cursor: string, shape: CursorShape): PageKey {
  if (cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) {
    throw invalidCursor();
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalidCursor();
  const entries = Object.entries(parsed);
  const wanted = new Set(shape.keyFields);
  if (entries.length !== wanted.size) throw invalidCursor();
  for (const [field, value] of entries) {
    if (!wanted.has(field) || typeof value !== 'string' || value === '') throw invalidCursor();
  }
  const key = parsed as PageKey;
  if (key[shape.partition.field] !== shape.partition.value) throw invalidCursor();
  return key;
}
