import { referralApplyRequestSchema } from '../domain/contracts/referrals.ts';
import { isAppError } from '../domain/app-error.ts';
import { applyForReferral } from '../services/referral/apply.ts';
import { applicationNotAccepted } from '../services/referral/refusals.ts';
import { enforceRateLimits } from '../services/shared/rate-limits.ts';
import { referralPorts } from '../services/referral/live-ports.ts';
import { httpHandler, json, parseBody, sourceIp } from './lib/http.ts';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The application as the contract reads it. Whatever field the contract refuses, the person reads
 * the spec's one sentence for it (the form names the fields it checks itself before sending).
 */
function applicationOf(event: APIGatewayProxyEventV2) {
  try {
    return parseBody(event, referralApplyRequestSchema);
  } catch (error: unknown) {
    if (isAppError(error) && error.code === 'validation') throw applicationNotAccepted();
    throw error;
  }
}

/** POST /api/referrals: a referral partner applies; 201 with their ids, the link goes by e-mail. */
export const handler = httpHandler(async (event) => {
  await enforceRateLimits(referralPorts().rateLimiter, [['applyPerIp', sourceIp(event)]]);
  const application = applicationOf(event);
  await enforceRateLimits(referralPorts().rateLimiter, [['applyPerEmail', application.email]]);
  const { applicant } = await applyForReferral(referralPorts(), application);
  return json(201, { applicant });
});
