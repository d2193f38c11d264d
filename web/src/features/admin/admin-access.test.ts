import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CHECK_CACHE_MS } from '../../lib/web-timings.ts';
import { checkIsAdmin, forgetAdminAccess, forgetAdminData } from './admin-access.ts';
import { adminKeys, adminQueryClient } from './query-client.ts';

const START = Date.parse('2026-03-01T09:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});

afterEach(() => {
  forgetAdminAccess();
  vi.useRealTimers();
});

const at = (offsetMs: number) => vi.setSystemTime(START + offsetMs);

describe('checkIsAdmin', () => {
  it('asks once per user within 5 minutes, then again', async () => {
    const ask = vi.fn(async () => true);

    await expect(checkIsAdmin('u1', ask)).resolves.toBe(true);
    at(ADMIN_CHECK_CACHE_MS - 1);
    await expect(checkIsAdmin('u1', ask)).resolves.toBe(true);
    expect(ask).toHaveBeenCalledTimes(1);

    await checkIsAdmin('u2', ask);
    expect(ask).toHaveBeenCalledTimes(2);

    at(ADMIN_CHECK_CACHE_MS);
    await checkIsAdmin('u1', ask);
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('does not retry a failure, and the next check asks again', async () => {
    const ask = vi.fn(async (): Promise<boolean> => {
      throw new Error('The server answered 503.');
    });

    await expect(checkIsAdmin('u1', ask)).rejects.toThrow('The server answered 503.');
    expect(ask).toHaveBeenCalledTimes(1);
    at(1);
    await expect(checkIsAdmin('u1', ask)).rejects.toThrow();
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('forgets every answer on sign-out', async () => {
    const ask = vi.fn(async () => false);
    await checkIsAdmin('u1', ask);
    forgetAdminAccess();
    at(1);
    await checkIsAdmin('u1', ask);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('drops every admin answer, lists included, on sign-out', async () => {
    const ask = vi.fn(async () => true);
    await checkIsAdmin('u1', ask);
    adminQueryClient.setQueryData(adminKeys.listPages('onboarding', { q: '' }), {
      pages: [],
      pageParams: [],
    });

    forgetAdminData();

    expect(adminQueryClient.getQueryCache().findAll({ queryKey: adminKeys.all })).toEqual([]);
  });
});
