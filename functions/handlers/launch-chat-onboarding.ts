import { launchOnboardingRequestSchema } from '../domain/contracts/launch-chat-onboarding.ts';
import { saveLaunchOnboarding } from '../services/launch-chat/index.ts';
import { launchOnboardingPorts } from '../services/launch-chat/live-ports.ts';
import type { LaunchOnboardingPorts } from '../services/launch-chat/ports.ts';
import { httpHandler, json, parseBody, sourceIp } from './lib/http.ts';

/** A launch call carries a few short fields; a failure report's prompt is capped at 200 characters. */
const BODY_LIMIT_BYTES = 16 * 1024;

/** POST /api/launch/onboarding (launch-chat-onboarding) -> `{ok: true, resume_token}`. */
export function createLaunchOnboardingHandler(ports: () => LaunchOnboardingPorts) {
  return httpHandler(async (event) => {
    const call = parseBody(event, launchOnboardingRequestSchema, BODY_LIMIT_BYTES);
    return json(200, await saveLaunchOnboarding(ports(), call, sourceIp(event)));
  });
}

export const handler = createLaunchOnboardingHandler(launchOnboardingPorts);
