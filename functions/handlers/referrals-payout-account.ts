import {
  payoutAccountResolveRequestSchema,
  payoutAccountSaveRequestSchema,
} from '../domain/contracts/payouts.ts';
import { AppError } from '../domain/app-error.ts';
import { listPayoutBanks, resolvePayoutAccount, savePayoutAccount } from '../services/payouts/account.ts';
import { payoutPorts } from '../services/payouts/live-ports.ts';
// The rate limiter alone, not the referral programme's ports: this bundle stays under the 300 KB cap.
import { hitRateLimit } from '../adapters/db/rate-limits.ts';
import { enforceRateLimits } from '../services/shared/rate-limits.ts';
import { httpHandler, json, parseBody, sourceIp } from './lib/http.ts';

/**
 * The partner's payout account (issue #29): Paystack's bank list, the account-name check, and the
 * save, which needs a link e-mailed within the hour. Bodies carry an account number, so nothing here logs
 * a body.
 */
export const handler = httpHandler(async (event) => {
  switch (event.routeKey) {
    case 'GET /api/referrals/payout-banks':
      return json(200, { banks: await listPayoutBanks(payoutPorts()) });
    case 'POST /api/referrals/payout-account/resolve': {
      await enforceRateLimits(hitRateLimit, [['payoutResolvePerIp', sourceIp(event)]]);
      const ask = parseBody(event, payoutAccountResolveRequestSchema);
      return json(200, await resolvePayoutAccount(payoutPorts(), ask));
    }
    case 'PUT /api/referrals/payout-account': {
      await enforceRateLimits(hitRateLimit, [['payoutAccountSavePerIp', sourceIp(event)]]);
      const ask = parseBody(event, payoutAccountSaveRequestSchema);
      return json(200, { payout_account: await savePayoutAccount(payoutPorts(), ask) });
    }
    default:
      throw AppError.notFound();
  }
});
