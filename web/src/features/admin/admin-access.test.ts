import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CHECK_CACHE_MS } from '../../../../functions/domain/constants.ts';
import { checkIsAdmin, forgetAdminAccess } from './admin-access.ts';

afterEach(() => forgetAdminAccess());

describe('checkIsAdmin', () => {
  it('asks once per user within 5 minutes, then again', async () => {
    const ask = vi.fn(async () => true);

    await expect(checkIsAdmin('u1', 0, ask)).resolves.toBe(true);
    await expect(checkIsAdmin('u1', ADMIN_CHECK_CACHE_MS - 1, ask)).resolves.toBe(true);
    expect(ask).toHaveBeenCalledTimes(1);

    await checkIsAdmin('u2', 10, ask);
    expect(ask).toHaveBeenCalledTimes(2);

    await checkIsAdmin('u1', ADMIN_CHECK_CACHE_MS, ask);
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('does not retry a failure, and the next check asks again', async () => {
    const ask = vi.fn(async (): Promise<boolean> => {
      throw new Error('The server answered 503.');
    });

    await expect(checkIsAdmin('u1', 0, ask)).rejects.toThrow('The server answered 503.');
    expect(ask).toHaveBeenCalledTimes(1);
    await expect(checkIsAdmin('u1', 1, ask)).rejects.toThrow();
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('forgets every answer on sign-out', async () => {
    const ask = vi.fn(async () => false);
    await checkIsAdmin('u1', 0, ask);
    forgetAdminAccess();
    await checkIsAdmin('u1', 1, ask);
    expect(ask).toHaveBeenCalledTimes(2);
  });
});
