import { AppError } from '../../domain/app-error.ts';
import { PAID_LAUNCH_LOCKED_MESSAGE } from '../../domain/launch-chat-refusals.ts';
import type { LaunchOnboardingPorts } from './ports.ts';

/** A paid launch belongs to its payer, and the resume token alone no longer changes it. */
export const paidLaunchLocked = (): AppError => AppError.conflict(PAID_LAUNCH_LOCKED_MESSAGE);

/**
 * The resume token travels in URLs and browser storage, so once its launch is paid an anonymous
 * call with it may not change who the record belongs to or what staff read (issue #14), whatever
 * step the chat had reached (DESIGN.md: "a finalized or paid record"): later changes go through
 * the signed-in owner (the launch request) or staff. Asked on every save and when /launch opens a
 * stored chat again, so the founder reads why before typing anything (issue #28).
 */
export async function assertLaunchNotPaid(
  ports: Pick<LaunchOnboardingPorts, 'isLaunchPaid' | 'log'>,
  resumeToken: string,
  what: string,
): Promise<void> {
  if (!(await ports.isLaunchPaid(resumeToken))) return;
  ports.log.warn('paid launch change refused', { resumeToken, stage: what });
  throw paidLaunchLocked();
}
