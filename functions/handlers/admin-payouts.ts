import { AppError } from '../domain/app-error.ts';
import { payoutApproveRequestSchema } from '../domain/contracts/payouts.ts';
import { approvePayout } from '../services/payouts/approve.ts';
import { listPartnerPayouts } from '../services/payouts/views.ts';
import { revealPayoutAccount } from '../services/payouts/account.ts';
import { payoutPorts } from '../services/payouts/live-ports.ts';
import { revealRefused } from '../domain/staff-refusals.ts';
import { adminHandler } from './lib/admin-auth.ts';
import { json, parseBody } from './lib/http.ts';
import { staffEmailOf } from './lib/staff-email.ts';

/**
 * The Payouts tab (issue #29): earned commissions by partner, approval (one Paystack transfer per
 * payout, fixed reference), and the audited reveal of a partner's account number.
 */
export const handler = adminHandler(
  async (event, admin) => {
    switch (event.routeKey) {
      case 'GET /api/admin/payouts':
        return json(200, { partners: await listPartnerPayouts(payoutPorts()) });
      case 'POST /api/admin/payouts/approve': {
        const ask = parseBody(event, payoutApproveRequestSchema);
        // Who approved, decided on the server (never taken from the body).
        const staff = { sub: admin.sub, email: await staffEmailOf(event, admin.sub) };
        return json(201, { payout: await approvePayout(payoutPorts(), staff, ask) });
      }
      case 'GET /api/admin/payouts/{referrer_id}/account': {
        const referrerId = event.pathParameters?.referrer_id ?? '';
        const staff = { sub: admin.sub, email: await staffEmailOf(event, admin.sub) };
        const revealed = await revealPayoutAccount(payoutPorts(), staff, referrerId);
        return json(200, revealed, { 'cache-control': 'no-store' });
      }
      default:
        throw AppError.notFound();
    }
  },
  (event) =>
    event.routeKey === 'GET /api/admin/payouts/{referrer_id}/account'
      ? revealRefused('account_number')
      : undefined,
);
