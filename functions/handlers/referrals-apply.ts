import { referralApplyRequestSchema } from '../domain/contracts/referrals.ts';
import { applyForReferral } from '../services/referral/index.ts';
import { enforceRateLimits } from '../services/shared/rate-limits.ts';
import { rateLimiter, referralPorts } from '../services/referral/live-ports.ts';
import { httpHandler, json, parseBody, sourceIp } from './lib/http.ts';

/** POST /api/referrals: a referral partner applies; 201 with their ids, the link goes by e-mail. */
export const handler = httpHandler(async (event) => {
  await enforceRateLimits(rateLimiter(), [['applyPerIp', sourceIp(event)]]);
  const application = parseBody(event, referralApplyRequestSchema);
  await enforceRateLimits(rateLimiter(), [['applyPerEmail', application.email]]);
  const { applicant } = await applyForReferral(referralPorts(), application);
  return json(201, { applicant });
});
