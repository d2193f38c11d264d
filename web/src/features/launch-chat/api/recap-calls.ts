import type { LaunchSetupCallAnswer } from '@domain/contracts/launch-chat-onboarding.ts';
import { apiCall } from '../../../lib/api-client.ts';

const base = (resumeToken: string) => `/api/launch/onboarding/${encodeURIComponent(resumeToken)}` as const;

/** The booked call as the scheduling provider confirmed it to the server (null until its webhook). */
export async function fetchSetupCall(resumeToken: string): Promise<LaunchSetupCallAnswer['setup_call']> {
  const answer = (await apiCall(`${base(resumeToken)}/setup-call`)) as Partial<LaunchSetupCallAnswer> | null;
  return answer?.setup_call ?? null;
}

/** The call as a calendar file, served by the same route family. */
export const setupCallCalendarHref = (resumeToken: string): string => `${base(resumeToken)}/setup-call.ics`;
