import type { LaunchChatOpenAnswer } from '../../domain/contracts/launch-chat-onboarding.ts';
import { enforceRateLimits } from '../shared/rate-limits.ts';
import { paidLaunchLocked } from './paid-lock.ts';
import type { LaunchOnboardingPorts } from './ports.ts';

/**
 * GET /api/launch/onboarding/{token}: whether the chat this browser kept may go on, asked as /launch
 * opens it again (issue #28), so a founder whose launch is paid reads why before typing anything.
 * Opening the page is a question, not a change, so it is answered (200) rather than refused:
 * `closed` carries the sentence a save of this launch would be refused with (409), null while the
 * launch is not paid (or not saved yet). It tells whoever holds the token no more than a save would.
 */
export async function openLaunchChat(
  ports: Pick<LaunchOnboardingPorts, 'isLaunchPaid' | 'rateLimiter'>,
  resumeToken: string,
  callerIp: string,
): Promise<LaunchChatOpenAnswer> {
  await enforceRateLimits(ports.rateLimiter, [
    ['launchOnboardingPerIp', callerIp],
    ['launchOnboardingPerResumeToken', resumeToken],
  ]);
  const paid = await ports.isLaunchPaid(resumeToken);
  return { resume_token: resumeToken, closed: paid ? paidLaunchLocked().message : null };
}
