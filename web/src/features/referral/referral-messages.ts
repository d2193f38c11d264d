/**
 * Every sentence the referral pages show that the specification quotes (sections 5 and 8), written
 * once. The validation texts also live in functions/domain/contracts/referrals.ts, but that module
 * brings zod, which must stay out of a public page's first load; a test keeps the two in step.
 */
export const APPLY_MESSAGES = {
  nameAndEmailRequired: 'Please provide your name and email',
  consentRequired: 'You must agree to be contacted and accept the terms',
  success: 'Thanks! Your referral dashboard is ready and the link has been sent to your email.',
  duplicateEmail:
    'This email has already been registered for our referral program. Please check your email for your dashboard link or contact support.',
  notAccepted: 'Unable to process application. Please ensure all fields are valid and try again.',
  failed: 'Something went wrong. Please try again.',
} as const;

export const LOGIN_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  noAccount: 'No referral account found with this email address',
  noDashboardAccess: 'Dashboard access not yet available for your account',
  sendFailed: 'Failed to send magic link. Please try again.',
  failed: 'An error occurred. Please try again.',
  success: 'Magic link sent! Check your email to access your dashboard.',
} as const;
