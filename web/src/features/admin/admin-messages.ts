import {
  CHAT_SESSIONS_FAILED,
  LAUNCH_REQUESTS_FAILED,
  ONBOARDING_FAILED,
  STATUS_UPDATE_FAILED,
} from '@domain/staff-refusals.ts';

/**
 * The admin area's texts that the spec quotes; each appears verbatim. A refusal's sentence comes
 * from the server (ApiError's message); the `...Failed` ones are the faults' (functions/domain/
 * staff-refusals.ts, where the server's refusal sentences are written too).
 */
export const ADMIN_MESSAGES = {
  loadingAccess: 'Loading admin access...',
  accessError: 'Error checking admin access',
  loginSuccessTitle: 'Login Successful',
  loginSuccessDescription: 'Redirecting to admin dashboard.',
  loginFailedTitle: 'Login Failed',
  loginFailedDescription: 'Please check your details. You may not be an admin.',
  launchRequestsFailed: LAUNCH_REQUESTS_FAILED,
  onboardingFailed: ONBOARDING_FAILED,
  chatSessionsFailed: CHAT_SESSIONS_FAILED,
  statusUpdateFailed: STATUS_UPDATE_FAILED,
  statusUpdated: 'Session status updated',
  testSuccess: 'Success',
  testFailed: 'Failed',
} as const;
