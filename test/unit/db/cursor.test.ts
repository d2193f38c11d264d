import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, type CursorShape } from '../../../functions/adapters/db/cursor.ts';
import { AppError } from '../../../functions/domain/app-error.ts';

const chats: CursorShape = {
  keyFields: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
  partition: { field: 'gsi1pk', value: 'chats' },
};
const key = { pk: 'chat#abc', sk: 'session', gsi1pk: 'chats', gsi1sk: '2026-01-01T00:00:00.000Z' };
const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('cursor codec', () => {
  it('round-trips any key of the expected shape as URL-safe text', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (pk, sort) => {
        // Prepare
        const page = { ...key, pk, gsi1sk: sort };
        // Act
        const cursor = encodeCursor(page);
        // Assess
        expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(decodeCursor(cursor, chats)).toEqual(page);
      }),
    );
  });

  it.each([
    ['empty text', ''],
    ['characters outside base64url', 'abc+/=='],
    ['text that is not JSON', Buffer.from('not json').toString('base64url')],
    ['a JSON array', raw(['pk', 'sk'])],
    ['JSON null', raw(null)],
    ['a missing key field', raw({ pk: 'a', sk: 'b', gsi1pk: 'chats' })],
    ['an extra field', raw({ ...key, admin: 'yes' })],
    ['a number where a string belongs', raw({ ...key, gsi1sk: 5 })],
    ['an empty key value', raw({ ...key, sk: '' })],
    ['another list’s partition', raw({ ...key, gsi1pk: 'launch-requests' })],
    ['an oversized cursor', 'a'.repeat(5_000)],
  ])('refuses %s', (_label, cursor) => {
    // Reported by name, not refused: the listing service turns it into the 400 (admin-auth.test.ts).
    expect(() => decodeCursor(cursor, chats)).toThrow(expect.objectContaining({ name: 'InvalidCursor' }));
    expect(() => decodeCursor(cursor, chats)).toThrow('The cursor is not valid for this list.');
    expect(() => decodeCursor(cursor, chats)).not.toThrow(AppError);
  });
});
