import { referralApplyRequestSchema } from '../domain/contracts/referrals.ts';
import { applyForReferral } from '../services/referral/apply.ts';
import { enforceRateLimits } from '../services/shared/rate-limits.ts';
import { referralPorts } from '../services/referral/live-ports.ts';
import { httpHandler, json, parseBody, sourceIp } from './lib/http.ts';

/**
 * POST /api/referrals: a referral partner applies; 201 with their ids, the link goes by e-mail.
 * A field the contract refuses is named in the 400 (the API's contract for every body); the form
 * checks itself with the same contract before sending, in the spec's sentences.
 */
export const handler = httpHandler(async (event) => {
  await enforceRateLimits(referralPorts().rateLimiter, [['applyPerIp', sourceIp(event)]]);
  const application = parseBody(event, referralApplyRequestSchema);
  await enforceRateLimits(referralPorts().rateLimiter, [['applyPerEmail', application.email]]);
  const { applicant } = await applyForReferral(referralPorts(), application);
  return json(201, { applicant });
});
