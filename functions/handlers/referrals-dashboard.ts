import { referralDashboardQuerySchema } from '../domain/contracts/referrals.ts';
import { readDashboard } from '../services/referral/dashboard.ts';
import { resolveShortLink } from '../services/referral/short-link.ts';
import { enforceRateLimits } from '../services/shared/rate-limits.ts';
import { referralPorts } from '../services/referral/live-ports.ts';
import { httpHandler, json, parseWith, sourceIp } from './lib/http.ts';

/**
 * GET /api/referrals/dashboard?token=: the dashboard token is the only credential (400 malformed,
 * 404 unknown). Also GET /api/referrals/r/{slug}: the partner a short link names (issue #26).
 */
export const handler = httpHandler(async (event) => {
  // Counted before the token is checked, so guessing tokens costs the same as reading one.
  await enforceRateLimits(referralPorts().rateLimiter, [['dashboardReadPerIp', sourceIp(event)]]);
  const slug = event.pathParameters?.slug;
  if (slug !== undefined) return json(200, await resolveShortLink(referralPorts(), slug));
  const { token } = parseWith(referralDashboardQuerySchema, {
    token: event.queryStringParameters?.token ?? '',
  });
  return json(200, await readDashboard(referralPorts(), token));
});
