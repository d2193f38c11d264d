import { dashboardLinkRequestSchema } from '../domain/contracts/referrals.ts';
import { sendDashboardLink } from '../services/referral/dashboard-link.ts';
import { enforceRateLimits } from '../services/shared/rate-limits.ts';
import { referralPorts } from '../services/referral/live-ports.ts';
import { httpHandler, json, parseBody, sourceIp } from './lib/http.ts';

/**
 * POST /api/referrals/dashboard-link (referral login): e-mails the dashboard link registered under
 * `email`. fullName and dashboardToken in the body are accepted for the spec's shape but never used:
 * the link goes to the stored address only.
 */
export const handler = httpHandler(async (event) => {
  await enforceRateLimits(referralPorts().rateLimiter, [['dashboardLinkPerIp', sourceIp(event)]]);
  const { email } = parseBody(event, dashboardLinkRequestSchema);
  await enforceRateLimits(referralPorts().rateLimiter, [['dashboardLinkPerEmail', email]]);
  await sendDashboardLink(referralPorts(), email);
  // `sent` is the contract's field; `ok` is kept for callers written against the wording.
  return json(200, { ok: true, sent: true });
});
