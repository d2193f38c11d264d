import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '@domain/storage-keys.ts';
import {
  clearSession,
  getAuthState,
  noteAuthEvent,
  resetAuthStoreForTests,
  verifyBvn,
} from './auth-store.ts';
import type { AppUser } from './user.ts';

const user: AppUser = {
  id: 'a1b2c3',
  email: 'ada@example.com',
  name: 'Ada Obi',
  type: 'user',
  bvnVerified: false,
  createdAt: '2026-03-01T10:00:00.000Z',
};

afterEach(() => {
  resetAuthStoreForTests();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('simulated BVN verification', () => {
  it('marks the user verified after 2 seconds, without a server call, and mirrors it', async () => {
    vi.useFakeTimers();
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    resetAuthStoreForTests({
      event: 'SIGNED_IN',
      isLoading: false,
      user,
      session: { accessToken: 'token', expires_at: 1, user },
      error: null,
    });

    const verifying = verifyBvn();
    await vi.advanceTimersByTimeAsync(1999);
    expect(getAuthState().user?.bvnVerified).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    await expect(verifying).resolves.toBe(true);
    expect(getAuthState().user?.bvnVerified).toBe(true);
    expect(getAuthState().session?.user.bvnVerified).toBe(true);
    expect(getAuthState().event).toBe('USER_UPDATED');
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.user) ?? '{}')).toMatchObject({
      bvnVerified: true,
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('answers false when nobody is signed in', async () => {
    vi.useFakeTimers();
    clearSession();
    const verifying = verifyBvn();
    await vi.advanceTimersByTimeAsync(2000);
    await expect(verifying).resolves.toBe(false);
  });
});

describe('the auth states', () => {
  it('records password recovery and user updated, and signed out again after a sign-out', () => {
    resetAuthStoreForTests({ event: 'SIGNED_IN', isLoading: false, user, session: null, error: null });

    noteAuthEvent('PASSWORD_RECOVERY');
    expect(getAuthState()).toMatchObject({ event: 'PASSWORD_RECOVERY', user });
    noteAuthEvent('USER_UPDATED');
    expect(getAuthState().event).toBe('USER_UPDATED');
    clearSession();
    expect(getAuthState().event).toBe('SIGNED_OUT');
  });
});

describe('clearSession', () => {
  it('clears user, session and the mirrored user at once', () => {
    resetAuthStoreForTests({ event: 'SIGNED_IN', isLoading: false, user, session: null, error: null });
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.user)).not.toBeNull();

    clearSession();

    expect(getAuthState()).toMatchObject({
      event: 'SIGNED_OUT',
      isLoading: false,
      user: null,
      session: null,
    });
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.user)).toBeNull();
  });
});
