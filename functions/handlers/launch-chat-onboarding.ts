import { launchOnboardingRequestSchema } from '../domain/contracts/launch-chat-onboarding.ts';
import { saveLaunchOnboarding } from '../services/launch-chat/index.ts';
import { launchOnboardingPorts } from '../services/launch-chat/live-ports.ts';
import type { LaunchOnboardingPorts } from '../services/launch-chat/ports.ts';
import { httpHandler, json, parseBody, sourceIp } from './lib/http.ts';

/** POST /api/launch/onboarding (launch-chat-onboarding) -> `{ok: true, resume_token}`. */
export function createLaunchOnboardingHandler(ports: () => LaunchOnboardingPorts) {
  return httpHandler(async (event) => {
    const call = parseBody(event, launchOnboardingRequestSchema);
    return json(200, await saveLaunchOnboarding(ports(), call, sourceIp(event)));
  });
}

export const handler = createLaunchOnboardingHandler(launchOnboardingPorts);
