import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '@domain/storage-keys.ts';
import { readStoredUser, storeUser, toAppUser, type AppUser } from './user.ts';

const now = new Date('2026-03-01T10:00:00.000Z');
const sub = '6f1c8a52-3b7e-4e0f-9d51-2c8a7b6e4f10';

afterEach(() => localStorage.clear());

describe('toAppUser', () => {
  it('maps the account to the spec user: full name, type user, not BVN-verified, created at the sign-in', () => {
    const user = toAppUser(
      { sub, email: 'ada@example.com', name: 'Ada Obi', auth_time: 1_772_000_000 },
      null,
      now,
    );

    expect(user).toEqual({
      id: sub,
      email: 'ada@example.com',
      name: 'Ada Obi',
      type: 'user',
      bvnVerified: false,
      createdAt: new Date(1_772_000_000 * 1000).toISOString(),
    });
  });

  it('names the user by the e-mail without a full name, and "User" without either', () => {
    expect(toAppUser({ sub, email: 'ada@example.com', name: '  ' }, null, now)?.name).toBe('ada@example.com');
    expect(toAppUser({ sub }, null, now)).toMatchObject({
      name: 'User',
      email: '',
      createdAt: now.toISOString(),
    });
  });

  it('keeps bvnVerified and createdAt of the same account across a token refresh, not of another one', () => {
    const previous: AppUser = {
      id: sub,
      email: 'ada@example.com',
      name: 'Ada Obi',
      type: 'user',
      bvnVerified: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    };

    expect(
      toAppUser({ sub, email: 'ada@example.com', auth_time: 1_772_000_000 }, previous, now),
    ).toMatchObject({
      bvnVerified: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(toAppUser({ sub: 'someone-else', email: 'b@example.com' }, previous, now)).toMatchObject({
      bvnVerified: false,
      createdAt: now.toISOString(),
    });
  });

  it('has no user without a subject claim', () => {
    expect(toAppUser({ email: 'ada@example.com' }, null, now)).toBeNull();
    expect(toAppUser({ sub: 42 }, null, now)).toBeNull();
  });
});

describe('the mirrored user', () => {
  it('is stored under the user key, read back, and cleared', () => {
    const user = toAppUser({ sub, email: 'ada@example.com' }, null, now);
    storeUser(user);
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.user) ?? 'null')).toEqual(user);
    expect(readStoredUser()).toEqual(user);

    storeUser(null);
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.user)).toBeNull();
    expect(readStoredUser()).toBeNull();
  });

  it('ignores a stored value of another shape', () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.user, JSON.stringify({ id: sub, type: 'admin' }));
    expect(readStoredUser()).toBeNull();
    localStorage.setItem(LOCAL_STORAGE_KEYS.user, '{not json');
    expect(readStoredUser()).toBeNull();
  });
});
