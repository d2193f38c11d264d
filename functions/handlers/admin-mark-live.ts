import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { AppError } from '../domain/app-error.ts';
import type { MarkLiveAnswer } from '../domain/contracts/mark-live.ts';
import { isResumeToken } from '../domain/ids.ts';
import { launchPorts } from '../services/launch/live-ports.ts';
import { markLaunchLive } from '../services/launch/mark-live.ts';
import { adminHandler } from './lib/admin-auth.ts';
import { json } from './lib/http.ts';

function resumeTokenOf(event: APIGatewayProxyEventV2): string {
  const token = event.pathParameters?.token?.trim().toLowerCase() ?? '';
  if (!isResumeToken(token)) throw AppError.validation('token: must be a UUID');
  return token;
}

/**
 * POST /api/admin/onboarding/{token}/live: an admin marks the onboarding record's business as
 * live (services/launch/mark-live.ts). Marking again changes nothing; an unpaid launch is refused
 * with 409.
 */
export const handler = adminHandler(async (event) =>
  json(200, (await markLaunchLive(launchPorts(), resumeTokenOf(event))) satisfies MarkLiveAnswer),
);
