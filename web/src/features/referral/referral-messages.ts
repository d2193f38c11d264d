import { INVALID_EMAIL_MESSAGE } from '@domain/email.ts';
import { CONSENT_REQUIRED, NAME_AND_EMAIL_REQUIRED } from '@domain/referral.ts';

/**
 * The sentences the referral pages say themselves that the specification quotes (sections 5 and 8).
 * A refusal (the duplicate e-mail, no account, no dashboard yet, the link not sent) is the server's
 * message, shown as it came (functions/domain/referral.ts writes each once); the checks the form
 * makes before sending share the domain's words with the server's validation.
 */
export const APPLY_MESSAGES = {
  nameAndEmailRequired: NAME_AND_EMAIL_REQUIRED,
  consentRequired: CONSENT_REQUIRED,
  success: 'Thanks! Your referral dashboard is ready and the link has been sent to your email.',
  /** "Any other error": a fault, or no answer. */
  failed: 'Something went wrong. Please try again.',
} as const;

export const LOGIN_MESSAGES = {
  invalidEmail: INVALID_EMAIL_MESSAGE,
  /** A fault, or no answer. */
  failed: 'An error occurred. Please try again.',
  success: 'Magic link sent! Check your email to access your dashboard.',
} as const;
