/**
 * The production bindings of the launch ports: the payments table for what a launch paid, its
 * onboarding record for the live stamp, and the referral area's completion (its own ports). The
 * one composition root of marking a launch live; unit tests build their own ports instead.
 */
import { recordOnboardingLive } from '../../adapters/db/onboardings.ts';
import { findPaidPaymentForLaunch } from '../../adapters/db/payments.ts';
import { logger } from '../../adapters/log.ts';
import { markBusinessLive } from '../referral/attribution.ts';
import { referralCompletionPorts } from '../referral/live-ports.ts';
import type { LaunchPorts } from './ports.ts';

let ports: LaunchPorts | undefined;

/** Built on first use, so the local runtime can set its endpoints before any call. */
export function launchPorts(): LaunchPorts {
  ports ??= {
    paidPaymentOf: findPaidPaymentForLaunch,
    stampLive: recordOnboardingLive,
    completeReferral: (resumeToken, paid) =>
      markBusinessLive(referralCompletionPorts(), { resumeToken }, paid),
    log: logger('launch'),
    now: Date.now,
  };
  return ports;
}
