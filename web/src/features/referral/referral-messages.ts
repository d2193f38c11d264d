import { INVALID_EMAIL_MESSAGE } from '@domain/email.ts';
import { CONSENT_REQUIRED, NAME_AND_EMAIL_REQUIRED } from '@domain/referral.ts';

/**
 * Every sentence the referral pages show that the specification quotes (sections 5 and 8), written
 * once. The texts the server's validation sends too come from the domain, so both say the same.
 */
export const APPLY_MESSAGES = {
  nameAndEmailRequired: NAME_AND_EMAIL_REQUIRED,
  consentRequired: CONSENT_REQUIRED,
  success: 'Thanks! Your referral dashboard is ready and the link has been sent to your email.',
  duplicateEmail:
    'This email has already been registered for our referral program. Please check your email for your dashboard link or contact support.',
  notAccepted: 'Unable to process application. Please ensure all fields are valid and try again.',
  failed: 'Something went wrong. Please try again.',
} as const;

export const LOGIN_MESSAGES = {
  invalidEmail: INVALID_EMAIL_MESSAGE,
  noAccount: 'No referral account found with this email address',
  noDashboardAccess: 'Dashboard access not yet available for your account',
  sendFailed: 'Failed to send magic link. Please try again.',
  failed: 'An error occurred. Please try again.',
  success: 'Magic link sent! Check your email to access your dashboard.',
} as const;
