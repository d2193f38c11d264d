import { OTP_RULES } from '@domain/sign-in-codes.ts';
import { INVALID_EMAIL_MESSAGE } from '@domain/email.ts';

/**
 * What a person reads when signing in fails. The spec leaves these texts open; they say what
 * happened and what to do next, and never expose a provider's internals.
 */
export const AUTH_MESSAGES = {
  invalidEmail: INVALID_EMAIL_MESSAGE,
  codeShape: `Enter the ${OTP_RULES.digits}-digit code from the e-mail.`,
  tooManyWrongCodes: 'Too many wrong codes. Request a new code to try again.',
  expiredCode: 'This code has expired. Request a new code.',
  noCodeRequested: 'Request a code first.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  network: 'We could not reach the sign-in service. Check your connection and try again.',
  signInFailed: 'Sign-in failed. Please try again.',
  resetCodeWrong: 'That reset code is not right. Check the e-mail and try again.',
  resetCodeExpired: 'This reset link has expired. Request a new one.',
  resetFailed: 'We could not reset your password. Please try again.',
  weakPassword: (reason: string) => `Choose a stronger password: ${reason}.`,
} as const;

/** An error's `name` and `message`, whatever was thrown. */
export function errorFacts(error: unknown): { name: string; message: string } {
  if (error instanceof Error) return { name: error.name, message: error.message };
  if (typeof error === 'object' && error !== null) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return {
      name: typeof name === 'string' ? name : 'Error',
      message: typeof message === 'string' ? message : '',
    };
  }
  return { name: 'Error', message: String(error) };
}

/** Cognito wraps a trigger's user-facing message: "CreateAuthChallenge failed with error <message>." */
const TRIGGER_MESSAGE = /failed with error (.+?)\.?\s*$/s;

/** The sentence to show for a failure that is neither a wrong nor an expired code. */
export function authFailureMessage(error: unknown): string {
  const { name, message } = errorFacts(error);
  switch (name) {
    case 'UserLambdaValidationException':
      return (
        TRIGGER_MESSAGE.exec(message)?.[1]
          ?.trim()
          .replace(/([^.])$/, '$1.') ?? AUTH_MESSAGES.signInFailed
      );
    case 'TooManyRequestsException':
    case 'LimitExceededException':
    case 'TooManyFailedAttemptsException':
      return AUTH_MESSAGES.tooManyRequests;
    case 'NetworkError':
      return AUTH_MESSAGES.network;
    case 'InvalidPasswordException':
      return AUTH_MESSAGES.weakPassword(message.replace(/^Password did not conform with policy:\s*/i, ''));
    default:
      return AUTH_MESSAGES.signInFailed;
  }
}
