import { describe, expect, it } from 'vitest';
import { routes } from '../../../functions/handlers/routes.ts';

/**
 * Issue #29 / CONTRACT-29: the new routes exist in the one route table (so both the local router
 * and the CDK API serve them) with the access the contract fixes: the partner's routes are public
 * (they carry the dashboard token and, to save, the fresh link), the staff routes are admin.
 */
const find = (method: string, path: string) =>
  (routes as ReadonlyArray<{ method: string; path: string; auth: string }>).find(
    (route) => route.method === method && route.path === path,
  );

describe('payout routes', () => {
  it.each([
    ['GET', '/api/referrals/payout-banks', 'public'],
    ['POST', '/api/referrals/payout-account/resolve', 'public'],
    ['PUT', '/api/referrals/payout-account', 'public'],
    ['GET', '/api/admin/payouts', 'admin'],
    ['POST', '/api/admin/payouts/approve', 'admin'],
  ])('%s %s is %s', (method, path, auth) => {
    expect(find(method, path)?.auth, `${method} ${path}`).toBe(auth);
  });

  it('keeps the Paystack webhook signature-checked (it now takes transfer events too)', () => {
    expect(find('POST', '/api/payments/webhook')?.auth).toBe('signature');
  });
});
