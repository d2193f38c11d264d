import { resumeTokenSchema } from '../domain/contracts/ids.ts';
import { launchOnboardingRequestSchema } from '../domain/contracts/launch-chat-onboarding.ts';
import { openLaunchChat } from '../services/launch-chat/open-launch-chat.ts';
import { launchSetupCall, launchSetupCallCalendar } from '../services/launch-chat/recap.ts';
import { saveLaunchOnboarding } from '../services/launch-chat/save-launch-chat-onboarding.ts';
import { launchOnboardingPorts, launchRecapPorts } from '../services/launch-chat/live-ports.ts';
import type { LaunchOnboardingPorts } from '../services/launch-chat/ports.ts';
import { httpHandler, json, parseBody, parseWith, sourceIp } from './lib/http.ts';

/**
 * POST /api/launch/onboarding (launch-chat-onboarding) -> `{ok: true, resume_token}`; GET
 * .../{token}, whether a chat kept in the browser may go on (issue #28: a paid launch's refusal);
 * and the founder's recap (issue #26): GET .../{token}/setup-call (the booked time) and
 * GET .../{token}/setup-call.ics (the call as a calendar file).
 */
export function createLaunchOnboardingHandler(ports: () => LaunchOnboardingPorts) {
  return httpHandler(async (event) => {
    if (event.routeKey.startsWith('GET ')) {
      const token = parseWith(resumeTokenSchema, event.pathParameters?.token?.toLowerCase() ?? '');
      if (event.routeKey.endsWith('.ics')) {
        const calendar = await launchSetupCallCalendar(launchRecapPorts(), token, sourceIp(event));
        return {
          statusCode: 200,
          headers: {
            'content-type': 'text/calendar; charset=utf-8',
            'content-disposition': 'attachment; filename="quarter-setup-call.ics"',
            'cache-control': 'no-store',
          },
          body: calendar,
        };
      }
      if (event.routeKey.endsWith('/{token}'))
        return json(200, await openLaunchChat(ports(), token, sourceIp(event)));
      return json(200, await launchSetupCall(launchRecapPorts(), token, sourceIp(event)));
    }
    const call = parseBody(event, launchOnboardingRequestSchema);
    return json(200, await saveLaunchOnboarding(ports(), call, sourceIp(event)));
  });
}

export const handler = createLaunchOnboardingHandler(launchOnboardingPorts);
