import { AppError } from '../../domain/app-error.ts';
import type { LaunchSetupCallAnswer } from '../../domain/contracts/launch-chat-onboarding.ts';
import type { Onboarding } from '../../domain/contracts/records/onboarding.ts';
import type { SetupCall } from '../../domain/contracts/setup-call.ts';
import { setupCallDescription } from '../../domain/launch-recap.ts';
import { SETUP_CALL_TITLE, setupCallIcs } from '../../domain/setup-call-calendar.ts';
import { enforceRateLimits, type RateLimiter } from '../shared/rate-limits.ts';

/** What the founder's recap reads: the record and its confirmed setup call, by resume token. */
export interface LaunchRecapPorts {
  readonly onboarding: (resumeToken: string) => Promise<Pick<Onboarding, 'business_type'> | undefined>;
  readonly setupCall: (resumeToken: string) => Promise<SetupCall | null>;
  readonly rateLimiter: RateLimiter;
  /** epoch milliseconds */
  readonly now: () => number;
}

const noLaunch = () => AppError.notFound('No launch chat was saved under this link.');
const noBookedCall = () => AppError.notFound('No setup call is booked for this launch yet.');

async function read(ports: LaunchRecapPorts, resumeToken: string, callerIp: string) {
  await enforceRateLimits(ports.rateLimiter, [
    ['launchOnboardingPerIp', callerIp],
    ['launchOnboardingPerResumeToken', resumeToken],
  ]);
  const [onboarding, setupCall] = await Promise.all([
    ports.onboarding(resumeToken),
    ports.setupCall(resumeToken),
  ]);
  if (!onboarding) throw noLaunch();
  return { onboarding, setupCall };
}

/**
 * GET /api/launch/onboarding/{token}/setup-call: the booked time for the founder's recap. Only the
 * status and the time: whoever holds the token learns nothing about the person (SECURITY.md).
 */
export async function launchSetupCall(
  ports: LaunchRecapPorts,
  resumeToken: string,
  callerIp: string,
): Promise<LaunchSetupCallAnswer> {
  const { setupCall } = await read(ports, resumeToken, callerIp);
  return {
    setup_call: setupCall ? { status: setupCall.status, start_time: setupCall.start_time } : null,
  };
}

/** GET /api/launch/onboarding/{token}/setup-call.ics: the booked call as a calendar file. */
export async function launchSetupCallCalendar(
  ports: LaunchRecapPorts,
  resumeToken: string,
  callerIp: string,
): Promise<string> {
  const { onboarding, setupCall } = await read(ports, resumeToken, callerIp);
  if (!setupCall || setupCall.status !== 'booked') throw noBookedCall();
  return setupCallIcs({
    startTime: setupCall.start_time,
    uid: `setup-call-${resumeToken}@quarter`,
    title: SETUP_CALL_TITLE,
    description: setupCallDescription(onboarding.business_type),
    now: new Date(ports.now()).toISOString(),
  });
}
