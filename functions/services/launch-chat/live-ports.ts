/**
 * The production bindings of the launch-chat-onboarding ports: DynamoDB through the data layer, the
 * referral programme through its own live ports. Unit tests build their own ports instead.
 */
import { randomUUID } from 'node:crypto';
import { findPaidPaymentForLaunch } from '../../adapters/db/payments.ts';
import { getOnboarding, upsertOnboarding } from '../../adapters/db/onboardings.ts';
import { hitRateLimit } from '../../adapters/db/rate-limits.ts';
import {
  recordReferralFromLaunch,
  resolveReferrerId,
  type LaunchReferral,
  type LaunchReferralOutcome,
} from '../referral/attribution.ts';
import { backReferralWithBooking } from '../referral/booking-referral.ts';
import { referralCompletionPorts } from '../referral/live-ports.ts';
import { isLaunchPaid } from '../launch/paid.ts';
import { putAiFailureReport } from '../../adapters/db/ai-failure-reports.ts';
import { getSetupCall } from '../../adapters/db/setup-calls.ts';
import { linkChatSessionToLaunch } from '../../adapters/db/chat-sessions.ts';
import { chatSessionOfLink } from '../../adapters/db/q-chat-links.ts';
import type { LaunchLog, LaunchOnboardingPorts } from './ports.ts';
import type { LaunchRecapPorts } from './recap.ts';
import { logger } from '../../adapters/log.ts';

const launchLog: LaunchLog = logger('launch');

/**
 * The launch's referral, backed at once when the setup call is already booked: the signed booking
 * usually arrives before the launch chat's finalize names the partner (issue #26).
 */
async function recordLaunchReferral(launch: LaunchReferral): Promise<LaunchReferralOutcome> {
  const recorded = await recordReferralFromLaunch(referralCompletionPorts(), launch);
  const resumeToken = launch.onboardingResumeToken;
  if (resumeToken && (await getSetupCall(resumeToken))?.status === 'booked')
    await backReferralWithBooking(referralCompletionPorts(), {
      resumeToken,
      referrerId: launch.referrerId,
      email: launch.referredEmail,
    });
  return recorded;
}

let ports: LaunchOnboardingPorts | undefined;

/** Built on first use, so the local runtime can set its endpoints before any call. */
export function launchOnboardingPorts(): LaunchOnboardingPorts {
  ports ??= {
    onboardings: { get: getOnboarding, upsert: upsertOnboarding },
    failureReports: { record: putAiFailureReport },
    recordReferral: recordLaunchReferral,
    resolveReferrer: (carried) => resolveReferrerId(referralCompletionPorts(), carried),
    rateLimiter: hitRateLimit,
    linkChatSession: linkChatSessionToLaunch,
    chatOfLink: chatSessionOfLink,
    isLaunchPaid: (resumeToken) => isLaunchPaid(findPaidPaymentForLaunch, resumeToken),
    log: launchLog,
    now: Date.now,
    newId: randomUUID,
  };
  return ports;
}

let recapPorts: LaunchRecapPorts | undefined;

/** The founder's recap: the record and its confirmed setup call (issue #26). */
export function launchRecapPorts(): LaunchRecapPorts {
  recapPorts ??= {
    onboarding: getOnboarding,
    setupCall: getSetupCall,
    rateLimiter: hitRateLimit,
    now: Date.now,
  };
  return recapPorts;
}
