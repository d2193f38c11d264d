/** The admin area's texts that the spec quotes; each appears verbatim. */
export const ADMIN_MESSAGES = {
  loadingAccess: 'Loading admin access...',
  accessError: 'Error checking admin access',
  loginSuccessTitle: 'Login Successful',
  loginSuccessDescription: 'Redirecting to admin dashboard.',
  loginFailedTitle: 'Login Failed',
  loginFailedDescription: 'Please check your details. You may not be an admin.',
  launchRequestsPermission: 'Failed to load launch requests. Check your admin permissions.',
  launchRequestsFailed: 'Failed to load launch requests',
  onboardingPermission: 'Failed to fetch onboarding records. Please check your admin permissions.',
  onboardingFailed: 'An unexpected error occurred while fetching records.',
  chatSessionsFailed: 'Failed to load chat sessions',
  statusUpdateFailed: 'Failed to update session status',
  statusUpdated: 'Session status updated',
  testSuccess: 'Success',
  testFailed: 'Failed',
} as const;
