import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { isResumeToken } from '../domain/ids.ts';
import { markLaunchLive, type MarkLiveOutcome } from '../services/referral/index.ts';
import { launchPaymentPorts, referralCompletionPorts } from '../services/referral/live-ports.ts';
import { adminHandler } from './lib/admin-auth.ts';
import { AppError } from '../domain/app-error.ts';
import { json } from './lib/http.ts';

/** Shown by the dashboard when an unpaid launch is marked live. */
export const NOT_PAID_MESSAGE =
  'This launch has no paid payment yet. It can go live (and earn its referrer 10% of the setup fee) once the setup fee is paid.';

/** What the dashboard learns: the outcome and, once completed, the commission the referrer earned. */
export interface MarkLiveAnswer {
  readonly outcome: MarkLiveOutcome['outcome'];
  readonly commission_earned: number | null;
}

function resumeTokenOf(event: APIGatewayProxyEventV2): string {
  const token = event.pathParameters?.token?.trim().toLowerCase() ?? '';
  if (!isResumeToken(token)) throw AppError.validation('token: must be a UUID');
  return token;
}

/**
 * POST /api/admin/onboarding/{token}/live: an admin marks the onboarding record's business as
 * live, which completes its referral (10% of the setup fee that was paid) once. Marking again
 * changes nothing; an unpaid launch is refused with 409. The answer names no referrer: the
 * dashboard needs only whether a commission was earned.
 */
export const handler = adminHandler(async (event) => {
  const result = await markLaunchLive(referralCompletionPorts(), launchPaymentPorts(), resumeTokenOf(event));
  if (result.outcome === 'not_paid') throw AppError.conflict(NOT_PAID_MESSAGE);
  const answer: MarkLiveAnswer = {
    outcome: result.outcome,
    commission_earned: result.outcome === 'not_referred' ? null : result.activity.commission_earned,
  };
  return json(200, answer);
});
