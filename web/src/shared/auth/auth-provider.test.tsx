import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '@domain/storage-keys.ts';
import { setRuntimeConfigForTests } from '../../lib/config.ts';
import { TEST_RUNTIME_CONFIG } from '../../lib/test-runtime-config.ts';
import { AuthProvider, useAuth } from './auth-provider.tsx';
import { resetAuthStoreForTests } from './auth-store.ts';

afterEach(() => {
  cleanup();
  setRuntimeConfigForTests(undefined);
  resetAuthStoreForTests();
  localStorage.clear();
  vi.restoreAllMocks();
});

function Who() {
  const { isLoading, user } = useAuth();
  return <p>{isLoading ? 'checking' : user ? user.email : 'signed out'}</p>;
}

describe('useAuth', () => {
  it('fails outside its provider with the spec message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Who />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('is loading until the first session check, then signed out without a session, clearing a stale mirror', async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.user, JSON.stringify({ id: 'stale' }));
    setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);

    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );

    expect(screen.getByText('checking')).toBeTruthy();
    await screen.findByText('signed out');
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.user)).toBeNull();
  });
});
