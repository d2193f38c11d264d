import { launchOnboardingRequestSchema } from '../domain/contracts/launch-onboarding.ts';
import { saveLaunchOnboarding } from '../services/launch/index.ts';
import { launchOnboardingPorts } from '../services/launch/live-ports.ts';
import type { LaunchOnboardingPorts } from '../services/launch/ports.ts';
import { httpHandler, json, parseBody, sourceIp } from './lib/http.ts';

/** A launch call carries a few short fields; a failure report's prompt is capped at 200 characters. */
const BODY_LIMIT_BYTES = 16 * 1024;

/** POST /api/launch/onboarding (launch-onboarding) -> `{ok: true, resume_token}`. */
export function createLaunchOnboardingHandler(ports: () => LaunchOnboardingPorts) {
  return httpHandler(async (event) => {
    const call = parseBody(event, launchOnboardingRequestSchema, BODY_LIMIT_BYTES);
    return json(200, await saveLaunchOnboarding(ports(), call, sourceIp(event)));
  });
}

export const handler = createLaunchOnboardingHandler(launchOnboardingPorts);
