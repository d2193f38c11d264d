import type { LaunchChatOpenAnswer } from '@domain/contracts/launch-chat-onboarding.ts';
import { apiCall, ApiError } from '../../../lib/api-client.ts';

/**
 * A paid launch is closed to the launch chat (issue #28): the server refuses its saves with a 409
 * in the founder's words (functions/domain/launch-chat-refusals.ts). No other refusal of
 * POST /api/launch/onboarding is a conflict, and every other save failure stays silent (spec).
 */
export const isPaidLaunchRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'conflict';

/**
 * Asked as /launch opens a chat (or a recap) kept in this browser: the server's sentence when its
 * launch is closed to the chat (paid), null when the chat may go on. No answer, a fault or a rate
 * limit is null too: the chat goes on as before, and its next save is refused if it has to be.
 */
export async function closedLaunchChat(resumeToken: string): Promise<string | null> {
  try {
    const answer = (await apiCall(`/api/launch/onboarding/${encodeURIComponent(resumeToken)}`, {
      cache: 'no-store',
    })) as Partial<LaunchChatOpenAnswer> | null;
    return typeof answer?.closed === 'string' && answer.closed !== '' ? answer.closed : null;
  } catch {
    return null;
  }
}
