/**
 * What the launch chat answers when it refuses, in the founder's words: the server raises it
 * (functions/services/launch-chat/) and /launch shows it as it comes (ApiError's message), so the
 * sentence is written here once (issue #28).
 */

/**
 * 409 on a save, or on opening the chat again, once the launch is paid: the resume token alone no
 * longer changes it; the payer signs in to the launch request, or staff change it.
 */
export const PAID_LAUNCH_LOCKED_MESSAGE =
  'This launch is paid for, so it can no longer be changed from the launch chat. Sign in to your launch request, or ask our team.';
